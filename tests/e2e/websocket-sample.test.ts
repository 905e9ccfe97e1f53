import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { closeBrowser, openPage, visit, type PageSession } from '../support/browser';
import {
  catchUpApiKey,
  catchUpClassifications,
  runCatchUpScenario,
  startCatchUpStandIn,
  type DeliveredCopy,
} from '../support/catch-up-scenario';
import {
  runReceiverScenario,
  sampleApiKey,
  sampleAppName,
  sampleClassifications,
  sampleRetryBaseMs,
  sampleSilenceMs,
  startSampleStandIn,
  type DeliveredTelegram,
} from '../support/sample-scenario';
import type { StandIn } from '../../generators/stand-in/server';

/**
 * The browser sample as a visitor copies it from /docs/sample/javascript, run in Chromium from a page on another
 * origin (http://localhost) than the stand-in API (http://127.0.0.1), so CORS applies as it does on a visitor's
 * site. The sample needs a preflight only for Socket Close (a DELETE); the stand-in answers it.
 */
const closers: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  while (closers.length > 0) await closers.pop()!();
  await closeBrowser();
});

/** Serves a page that imports `moduleText` as ./websocket-sample.js, on http://localhost:<port>. */
async function startHarness(moduleText: string): Promise<string> {
  const page = `<!doctype html><meta charset="utf-8"><title>sample</title>
<script type="module">
  import { connectDmdata } from './websocket-sample.js';
  window.startSample = (options) => {
    window.connection = connectDmdata({
      ...options,
      onData: ({ message, text, recovered }) => window.reportData({ id: message.id, text, recovered }),
      onStatus: (event) => window.reportStatus(event),
    });
  };
  window.sampleReady = true;
</script>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/websocket-sample.js')
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' }).end(moduleText);
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => new Promise((done) => server.close(done)));
  return `http://localhost:${(server.address() as AddressInfo).port}/`;
}

/** The text of the code block titled `title` on the page. */
async function shownCode(session: PageSession, title: string): Promise<string> {
  const { page } = session;
  const block = page.locator('.code-block-wrapper', { has: page.locator('.code-block-title', { hasText: title }) });
  return (await block.locator('pre').textContent()) ?? '';
}

describe('/docs/sample/javascript: the browser sample in Chromium', () => {
  let session: PageSession;
  const shown: Record<string, string> = {};

  beforeAll(async () => {
    session = await openPage();
    closers.push(() => session.context.close());
    await visit(session.page, '/docs/sample/javascript');
    for (const title of ['websocket-sample.js', 'websocket-receiver.mjs'])
      shown[title] = await shownCode(session, title);
  });

  it('shows both sample files exactly as they are in the repository (the files the tests run)', () => {
    for (const title of ['websocket-sample.js', 'websocket-receiver.mjs']) {
      const file = readFileSync(path.join(repoRoot, 'pages/docs/sample', title), 'utf8');
      expect(shown[title].trimEnd(), title).toBe(file.trimEnd());
    }
  });

  it('keeps two connections through 409, restarts, error close, 4409 and silence, without a CORS preflight', async () => {
    const harness = await startHarness(shown['websocket-sample.js']);
    const standIn: StandIn = await startSampleStandIn();
    closers.push(() => standIn.close());
    const delivered: DeliveredTelegram[] = [];
    const states: Array<{ server: string; state: string; code?: number }> = [];
    const { page } = session;
    await page.exposeFunction('reportData', (entry: DeliveredTelegram) => delivered.push(entry));
    await page.exposeFunction('reportStatus', (event: { server: string; state: string; code?: number }) =>
      states.push(event),
    );
    await page.goto(harness);
    await page.waitForFunction(() => (window as unknown as { sampleReady?: boolean }).sampleReady === true);
    await page.evaluate(
      (options) => (window as unknown as { startSample: (options: unknown) => void }).startSample(options),
      {
        apiKey: sampleApiKey,
        classifications: sampleClassifications,
        appName: sampleAppName,
        formatMode: 'json',
        apiBase: standIn.apiBase,
        servers: standIn.socketHosts,
        retryBaseMs: sampleRetryBaseMs,
        silenceMs: sampleSilenceMs,
      },
    );

    await runReceiverScenario(standIn, () => delivered);

    // No request needed a preflight except Socket Close (DELETE), which the stand-in answers (whether the real API
    // does is not published).
    const preflights = standIn.requests.filter((request) => request.method === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const request of preflights) expect(request.headers['access-control-request-method']).toBe('DELETE');
    for (const request of standIn.requests.filter((entry) => entry.method !== 'OPTIONS')) {
      expect(request.headers.authorization).toBeUndefined();
      expect(request.query.key).toBe(sampleApiKey);
    }
    expect(states.filter((event) => event.state === 'closed').map((event) => event.code)).toEqual(
      expect.arrayContaining([4503, 4409, 4000]),
    );
    expect(session.pageErrors).toEqual([]);
  });

  it('recovers every telegram published while it was disconnected, once, through Telegram List v2 without a preflight', async () => {
    const harness = await startHarness(shown['websocket-sample.js']);
    const standIn: StandIn = await startCatchUpStandIn();
    closers.push(() => standIn.close());
    const own = await openPage();
    closers.push(() => own.context.close());
    const copies: DeliveredCopy[] = [];
    await own.page.exposeFunction('reportData', (entry: DeliveredCopy) => copies.push(entry));
    await own.page.exposeFunction('reportStatus', () => undefined);
    await own.page.goto(harness);
    await own.page.waitForFunction(() => (window as unknown as { sampleReady?: boolean }).sampleReady === true);
    await own.page.evaluate(
      (options) => (window as unknown as { startSample: (options: unknown) => void }).startSample(options),
      {
        apiKey: catchUpApiKey,
        classifications: catchUpClassifications,
        formatMode: 'json',
        apiBase: standIn.apiBase,
        servers: standIn.socketHosts,
        retryBaseMs: sampleRetryBaseMs,
        silenceMs: sampleSilenceMs,
      },
    );

    await runCatchUpScenario(standIn, () => copies);

    expect(standIn.requests.filter((request) => request.method === 'OPTIONS')).toEqual([]);
    expect(own.pageErrors).toEqual([]);
  });
});
