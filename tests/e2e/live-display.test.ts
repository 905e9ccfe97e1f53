import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';

/**
 * The "watch the display" path of /docs/sample/stand-in, as a visitor takes it, in Chromium on the built site with
 * its Content-Security-Policy: download the stand-in from the site, run the command the page prints with Node (on a
 * free port), open the live display, point it at the stand-in, connect, and let the scenario play. The panel feeds
 * every `data` message to the reference handler: the duplicated 警報 is counted once, the cancellation ends it. Then
 * the "try it" panels of Telegram List and GD EEW Event send their requests to the same downloaded stand-in.
 */
const children: ChildProcess[] = [];
const temporary: string[] = [];
afterAll(async () => {
  for (const child of children) child.kill();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  await closeBrowser();
});

/** Splits the printed command into its words (no quoting in it). */
function words(command: string): string[] {
  return command.trim().split(/\s+/);
}

/** Runs the downloaded stand-in with the page's command plus `--port 0`; resolves its REST base and its output. */
function runStandIn(file: string, command: string[]): Promise<{ apiBase: string; output: () => string }> {
  expect(command[0]).toBe('node');
  expect(command[1]).toBe(path.basename(file));
  const child = spawn(process.execPath, [file, ...command.slice(2), '--port', '0'], {
    cwd: path.dirname(file),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stand-in did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const rest = /^REST\s+(\S+)/m.exec(output)?.[1];
      if (rest) {
        clearTimeout(timer);
        resolve({ apiBase: rest, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the stand-in exited (${code}):\n${output}`)));
  });
}

describe('the live display of /docs/sample/stand-in', () => {
  it('shows the handler’s view of the replayed EEW scenario: the duplicate counted once, then 取消', async () => {
    const session = await openPage();
    const { page } = session;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
      );
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await visit(page, '/docs/sample/stand-in');

    // 1. The download link of the page, fetched as served, run as the page says.
    const href = await page.locator('a[download]').first().getAttribute('href');
    const download = await fetch(new URL(href!, baseUrl()));
    expect(download.ok, `${href}`).toBe(true);
    const dir = mkdtempSync(path.join(tmpdir(), 'live-display-'));
    temporary.push(dir);
    const file = path.join(dir, path.basename(href!));
    writeFileSync(file, Buffer.from(await download.arrayBuffer()));
    const command = await page.locator('[data-live-command] code').first().textContent();
    expect(command).toMatch(/--scenario eew-cancel --fault duplicate@\d+ --speed \S+/);
    const standIn = await runStandIn(file, words(command!));

    // 2. Nothing of the panel is loaded until the visitor opens it; then it takes the stand-in's URL.
    const open = page.locator('[data-live-open]');
    expect(await page.getByRole('button', { name: 'ライブ表示を開く' }).count()).toBe(1);
    await expect.poll(() => page.locator('[data-live][data-mounted]').count()).toBe(1);
    expect(await page.locator('[data-live-display-root]').isHidden()).toBe(true);
    expect(await open.isEnabled()).toBe(true);
    expect(await page.locator('[data-live-needs-script]').isHidden()).toBe(true);
    /** Whether one of the scripts (JavaScript files of the site) holds the panel's code. */
    const holdPanel = async (urls: string[]) => {
      const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
      return texts.some((text) => text.includes('createTelegramDisplay') || text.includes('電文ごとの結果'));
    };
    const loadedBefore = [...scripts];
    expect(await holdPanel(loadedBefore)).toBe(false);
    await open.focus();
    await page.keyboard.press('Enter');
    const urlField = page.getByLabel('スタンドインの URL');
    await urlField.waitFor();
    expect(await open.getAttribute('aria-expanded')).toBe('true');
    expect(await open.textContent()).toBe('ライブ表示を閉じる');
    expect(await holdPanel(scripts.filter((url) => !loadedBefore.includes(url)))).toBe(true);
    const defaultBase = await urlField.inputValue();
    expect(defaultBase).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await urlField.fill(new URL(standIn.apiBase).origin);
    await page.getByRole('button', { name: '接続', exact: true }).click();

    // 3. The scenario plays; at the end the display shows the cancelled event, the duplicate counted once.
    const state = page.locator('[data-live-eew] [data-live-state]');
    await expect.poll(() => state.textContent(), { timeout: 30_000 }).toBe('取消');
    await expect.poll(() => page.locator('[data-live-log] li').count(), { timeout: 5_000 }).toBe(4);
    const outcomes = await page
      .locator('[data-live-log] li')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.outcome));
    expect(outcomes, standIn.output()).toEqual(['applied', 'applied', 'duplicate', 'applied']);
    expect(await page.locator('[data-live-counts]').textContent()).toBe('applied 3・duplicate 1');
    expect(await page.locator('[data-live-eew]').count()).toBe(1);
    expect(await page.locator('[data-live-eew] [data-live-serial]').textContent()).toBe('第 4 報');
    expect(await page.locator('[data-live-eew] [data-live-level]').textContent()).toBe('警報');

    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);

    // 4. The endpoint pages' "try it" panels reach the same stand-in: Telegram List (EEW telegrams are not listed,
    // as the reference says) and GD EEW Event (every report of the replayed event, newest first), both valid.
    const origin = new URL(standIn.apiBase).origin;
    const tryIt = async (pagePath: string) => {
      await visit(page, pagePath);
      const button = page.locator('[data-try-it-open]');
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.click();
      const form = page.locator('form[data-try-it-form]');
      await form.waitFor({ state: 'visible' });
      await form.locator('input[name=origin]').fill(origin);
      await form.locator('input[name=key]').fill('live-display-key');
      await form.locator('button[type=submit]').click();
      const verdict = form.locator('[data-try-it-result] [data-verdict]:not([data-verdict=busy])').first();
      await verdict.waitFor({ timeout: 15_000 });
      return {
        verdict: await verdict.getAttribute('data-verdict'),
        text: (await form.locator('[data-try-it-result]').textContent()) ?? '',
        body: JSON.parse((await form.locator('[data-try-it-body]').textContent()) ?? '{}') as {
          items: Array<{ serial: number; head?: { type: string } }>;
          nextPooling?: string;
        },
      };
    };
    const list = await tryIt('/docs/reference/api/v2/telegram.list');
    expect(list.verdict, list.text).toBe('valid');
    expect(list.body.items).toEqual([]);
    expect(list.body.nextPooling).toBeDefined();
    const reports = await tryIt('/docs/reference/api/v2/gd.eew.event');
    expect(reports.verdict, reports.text).toBe('valid');
    expect(reports.body.items.map((item) => item.serial)).toEqual([4, 3, 1]);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  }, 90_000);
});
