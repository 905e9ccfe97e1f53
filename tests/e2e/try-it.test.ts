import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInContract } from '../../generators/stand-in/contract-data';
import { startStandIn, type StandIn } from '../../generators/stand-in/server';
import { siteConnectSourcesFromData, tryItTargets } from '../../generators/api/try-it-targets';
import { openApiUrl } from '../../isomorphic/routes';
import { baseUrl, closeBrowser, openPage, visit, type PageSession } from '../support/browser';
import { samplesDir } from '../support/schema-documents';

/**
 * The "try it" panel of the REST endpoint pages, in Chromium on the built site served with its `_headers` (so the
 * Content-Security-Policy applies): its code loads only when the button is pressed; Telegram List sent to the
 * stand-in (generators/stand-in/, the same code a developer downloads) comes back valid against the documented
 * schema; a body that breaks the schema, served by a small local server, gets one message per failing field, each
 * linked to the field's row on the page; an address the policy does not allow is refused before anything is sent;
 * the key is stored nowhere; Socket Close (a DELETE) reaches the stand-in through the preflight it answers.
 */

const pagePath = '/docs/reference/api/v2/telegram.list';
const apiKey = 'try-it-test-key';
const closers: Array<() => Promise<unknown>> = [];
let standIn: StandIn;
let session: PageSession;
const scripts = new Map<string, string>();

beforeAll(async () => {
  standIn = await startStandIn({ contract: standInContract(), apiKey });
  closers.push(() => standIn.close());
  // One real telegram the documented example query (type=VXSE51,VXSE53) finds.
  standIn.deliver(standIn.telegram(path.join(samplesDir, 'earthquake-information', 'vxse53_rjtd_20210213231800.json')));
  session = await openPage();
  session.page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (body) => scripts.set(response.url(), body),
        () => undefined,
      );
  });
  await visit(session.page, pagePath);
});

afterAll(async () => {
  await session?.context.close();
  while (closers.length > 0) await closers.pop()!();
  await closeBrowser();
});

/** A server on 127.0.0.1 that answers every request with `body` as JSON (and CORS `*`, like the stand-in). */
async function startWrongServer(body: unknown): Promise<string> {
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => server.close(done)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function send(page: Page, origin: string, key = apiKey): Promise<{ verdict: string; text: string }> {
  const form = page.locator('form[data-try-it-form]');
  if (await form.isHidden()) {
    await page.locator('[data-try-it-open]').click();
    await form.waitFor({ state: 'visible' });
  }
  await form.locator('input[name=origin]').fill(origin);
  await form.locator('input[name=key]').fill(key);
  await form.locator('button[type=submit]').click();
  const verdict = form.locator('[data-try-it-result] [data-verdict]:not([data-verdict=busy])').first();
  await verdict.waitFor({ timeout: 15_000 });
  return {
    verdict: (await verdict.getAttribute('data-verdict')) ?? '',
    text: (await form.locator('[data-try-it-result]').textContent()) ?? '',
  };
}

/** The panel's module is the only script that looks for its result element. */
const panelCodeLoaded = () => [...scripts.values()].some((body) => body.includes('[data-try-it-result]'));

describe('the try-it panel', () => {
  it('loads its code only when its button is pressed, and focuses the first field', async () => {
    const { page } = session;
    const button = page.locator('[data-try-it-open]');
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect(await page.locator('form[data-try-it-form]').isHidden()).toBe(true);
    expect(panelCodeLoaded()).toBe(false);
    await button.focus();
    await page.keyboard.press('Enter');
    await page.locator('form[data-try-it-form]').waitFor({ state: 'visible' });
    await expect.poll(panelCodeLoaded).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('target');
  });

  it('sends Telegram List to the stand-in and finds the response valid against the documented schema', async () => {
    const { page } = session;
    const result = await send(page, standIn.origin);
    expect(result.verdict, result.text).toBe('valid');
    expect(result.text).toContain('200');
    const request = standIn.requests.at(-1)!;
    expect(request.operationId).toBe('telegram.list');
    expect(request.query).toMatchObject({ type: 'VXSE51,VXSE53', key: apiKey });
    expect(standIn.violations).toEqual([]);
    const body = JSON.parse((await page.locator('[data-try-it-body]').textContent()) ?? '{}') as {
      items: Array<{ head: { type: string } }>;
    };
    expect(body.items.map((item) => item.head.type)).toEqual(['VXSE53']);
    // The key is shown nowhere and kept in no storage.
    expect(result.text).not.toContain(apiKey);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(apiKey);
  });

  it('shows one message per failing field when the body breaks the schema, linked to the field rows', async () => {
    const openapi = JSON.parse(readFileSync(path.join('dist/client', openApiUrl), 'utf8')) as {
      paths: Record<
        string,
        {
          get: {
            responses: Record<
              string,
              { content: Record<string, { examples: Record<string, { value: Record<string, unknown> }> }> }
            >;
          };
        }
      >;
    };
    const documented = Object.values(
      openapi.paths['/v2/telegram'].get.responses['200'].content['application/json'].examples,
    )[0].value;
    const broken = structuredClone(documented) as { responseTime?: string; items: Array<Record<string, unknown>> };
    delete broken.responseTime;
    broken.items[0].id = 12345;
    const origin = await startWrongServer(broken);
    const { page } = session;
    const result = await send(page, origin);
    expect(result.verdict, result.text).toBe('invalid');
    const rows = page.locator('[data-try-it-result] tr[data-try-it-issue]');
    const issues = await rows.evaluateAll((found) =>
      found.map((row) => ({
        pointer: row.getAttribute('data-try-it-issue'),
        href: row.querySelector('a')?.getAttribute('href') ?? null,
      })),
    );
    expect(issues).toEqual([
      { pointer: '/responseTime', href: '#response.responseTime' },
      { pointer: '/items/0/id', href: '#response.items.id' },
    ]);
    for (const issue of issues) expect(await page.locator(`[id="${issue.href!.slice(1)}"]`).count()).toBe(1);
  });

  it('refuses an address the Content-Security-Policy does not allow, before sending anything', async () => {
    const { page } = session;
    const before = standIn.requests.length;
    const result = await send(page, 'http://192.0.2.1:8080');
    expect(result.verdict).toBe('problem');
    expect(result.text).toContain(`http://${tryItTargets().standInHost}`);
    expect(standIn.requests.length).toBe(before);
    expect(session.foreignRequests.every((url) => url.startsWith('http://127.0.0.1:'))).toBe(true);
    expect(session.consoleMessages.filter((message) => /Content Security Policy/i.test(message.text))).toEqual([]);
  });

  it('is allowed by connect-src exactly: the stand-in on its loopback host (ws too, for the live display) and the real API hosts from data', async () => {
    const csp = (await fetch(`${baseUrl()}${pagePath}`)).headers.get('content-security-policy') ?? '';
    const connectSrc = /(?:^|;\s*)connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connectSrc).toEqual(["'self'", ...siteConnectSourcesFromData()]);
    expect(connectSrc).toEqual([
      "'self'",
      'http://127.0.0.1:*',
      'https://api.dmdata.jp',
      'https://data.api.dmdata.jp',
      'https://jmafiledata.api.dmdata.jp',
      'ws://127.0.0.1:*',
    ]);
  });

  it("closes a socket on the stand-in with Socket Close (a DELETE): the browser's preflight is answered, then the DELETE", async () => {
    const { page } = session;
    const started = await fetch(`${standIn.apiBase}/socket?key=${apiKey}`, {
      method: 'POST',
      body: JSON.stringify({ classifications: ['telegram.earthquake'], appName: 'try-it-test', formatMode: 'json' }),
    });
    expect(started.status).toBe(200);
    const id = String(((await started.json()) as { websocket: { id: number } }).websocket.id);
    await visit(page, '/docs/reference/api/v2/socket.close');
    const note = (await page.locator('[data-try-it-preflight]').textContent()) ?? '';
    expect(note).toContain('スタンドインはこれに応えます');
    expect(note).toContain('公開されていません');
    const before = standIn.requests.length;
    const button = page.locator('[data-try-it-open]');
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const form = page.locator('form[data-try-it-form]');
    await form.waitFor({ state: 'visible' });
    await form.locator('input[name=id]').fill(id);
    const result = await send(page, standIn.origin);
    expect(result.text).toContain('204');
    // A documented success without a body (2XX, no content): an empty 204 is right, not a problem.
    expect(result.verdict, result.text).toBe('valid');
    expect(result.text).toContain('本文のない応答です');
    const sent = standIn.requests.slice(before);
    expect(sent.map((request) => `${request.method} ${request.path} ${request.reply?.status}`)).toEqual([
      `OPTIONS /v2/socket/${id} 204`,
      `DELETE /v2/socket/${id} 204`,
    ]);
    expect(sent[0].headers['access-control-request-method']).toBe('DELETE');
    expect(sent[1].operationId).toBe('socket.close');
    expect(standIn.violations).toEqual([]);
    const open = (await (await fetch(`${standIn.apiBase}/socket?status=open&key=${apiKey}`)).json()) as {
      items: Array<{ id: number }>;
    };
    expect(open.items.map((item) => String(item.id))).not.toContain(id);
  });

  it('finds a Socket Close answer that has a body wrong: the documented success has none', async () => {
    // A server that answers the preflight and then the DELETE with 200 and a JSON body.
    const server: Server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS')
        response.writeHead(204, { 'Access-Control-Allow-Methods': 'DELETE', 'Access-Control-Max-Age': '0' }).end();
      else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    closers.push(() => new Promise((done) => server.close(done)));
    const { page } = session;
    await page.locator('form[data-try-it-form] input[name=id]').fill('3180412');
    const result = await send(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(result.verdict, result.text).toBe('invalid');
    expect(result.text).toContain('本文があります');
  });
});
