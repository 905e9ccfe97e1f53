import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevServer, tempRepositoryCopy, type HmrMessage } from '../support/dev-server';
import { positionOf } from '../support/data-error';
import { removeTempDirs, replaceFirst } from '../support/temp-data';

/**
 * `npm run dev` on a temporary copy of the repository: an edit under data/ shows on the next request without a
 * restart, a new catalog entry gets its page, and a bad edit answers with the positioned problem (page, HMR error
 * overlay, one line in the terminal) while the server keeps running, until the file is fixed.
 *
 * Each edit waits for the message the browser reloads on (`full-reload`, or `error` for a bad edit) and then
 * requests the page once, as a maintainer's reload does. The time from saving to that answer is printed; the
 * limits below only keep the test bounded on a busy 2-core machine (a catalog edit takes well under 2 s on an idle
 * one).
 */

const catalogEditLimitMs = 30_000;
const schemaEditLimitMs = 120_000;

let dev: DevServer;
let root: string;
let telegramsFile: string;
let original: string;

/**
 * The tests' own telegram entry, written whole at the top of the copy's `telegrams:` list: every edit below changes
 * this entry or adds another, never an entry of data/telegrams.yaml, so rewriting the real catalog cannot break them.
 */
const code = 'ew99901';
const title = '開発サーバーの確認用電文';
const telegramsList = '\ntelegrams:\n';

function testEntry(entryCode: string, entryTitle: string, entryClass = 'eew.forecast'): string {
  return [
    `  - code: ${entryCode}`,
    `    title: ${entryTitle}`,
    `    class: ${entryClass}`,
    '    summary: 開発サーバーの試験で足した電文です。',
    `    dataTypes: [VZSE${entryCode.slice(-2)}]`,
    '    format: xml',
    '    compression: gzip',
    `    controlTitles: [${entryTitle}]`,
    '    documents: []',
    '    status: { state: delivering }',
    '',
  ].join('\n');
}

/** The copied catalog with `entries` at the top of its telegram list. */
function catalogWith(...entries: string[]): string {
  const at = original.indexOf(telegramsList);
  if (at < 0 || original.indexOf(telegramsList, at + 1) >= 0) throw new Error('test setup: no single telegrams: list');
  const end = at + telegramsList.length;
  return `${original.slice(0, end)}${entries.join('')}${original.slice(end)}`;
}

function timed(label: string, started: number): number {
  const elapsed = Date.now() - started;
  console.log(`dev server: ${label} in ${elapsed} ms`);
  return elapsed;
}

/** Saves `text` to `file` and waits for the HMR message of `type` that follows (the browser reloads on it). */
async function save(
  file: string,
  text: string,
  type: 'full-reload' | 'error',
  limitMs: number,
): Promise<{ started: number; message: HmrMessage }> {
  const seen = dev.messages.length;
  const started = Date.now();
  writeFileSync(file, text);
  let message: HmrMessage | undefined;
  await dev.waitFor(
    () => {
      message = dev.messages
        .slice(seen)
        .find(
          (candidate) => candidate.type === type || candidate.type === (type === 'error' ? 'full-reload' : 'error'),
        );
      return message !== undefined;
    },
    limitMs,
    `a ${type} message after saving ${path.relative(root, file)}`,
  );
  expect(message?.type, message?.err?.message).toBe(type);
  return { started, message: message! };
}

beforeAll(async () => {
  root = tempRepositoryCopy();
  telegramsFile = path.join(root, 'data/telegrams.yaml');
  original = readFileSync(telegramsFile, 'utf8');
  writeFileSync(telegramsFile, catalogWith(testEntry(code, title)));
  dev = await DevServer.start(root, `/docs/telegrams/${code}`, 240_000);
}, 300_000);

afterAll(async () => {
  await dev?.stop();
  removeTempDirs();
});

describe('npm run dev: live data', () => {
  it('a telegram title edit shows on the next request, in the page and in the sidebar', async () => {
    const before = await dev.fetchPage(`/docs/telegrams/${code}`);
    expect(before.body).toContain(`<title>${title} | `);
    const edited = `${title}（ライブ編集）`;
    const { started } = await save(
      telegramsFile,
      catalogWith(testEntry(code, edited)),
      'full-reload',
      catalogEditLimitMs,
    );
    const page = await dev.fetchPage(`/docs/telegrams/${code}`);
    expect(timed('title edit shown', started)).toBeLessThan(catalogEditLimitMs);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>${edited} | `);
    // The sidebar comes from virtual:site-sidebar, made again from the edited catalog.
    expect(page.body).toMatch(
      new RegExp(`href="/docs/telegrams/${code}"[^>]*>${edited.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`),
    );
  }, 120_000);

  it('a new telegram entry gets its page', async () => {
    const newCode = 'ew99902';
    const newTitle = 'ライブ追加の確認用電文';
    const text = catalogWith(testEntry(code, title), testEntry(newCode, newTitle));
    expect((await dev.fetchPage(`/docs/telegrams/${newCode}`)).status).not.toBe(200);
    const { started } = await save(telegramsFile, text, 'full-reload', catalogEditLimitMs);
    const page = await dev.fetchPage(`/docs/telegrams/${newCode}`);
    timed('new entry page served', started);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>${newTitle} | `);
    const index = await dev.fetchPage('/docs/telegrams/');
    expect(index.body).toContain(`href="/docs/telegrams/${newCode}"`);
  }, 120_000);

  it('a bad edit shows the positioned error in the page and the overlay, prints it once, and a fix brings the page back', async () => {
    const cls = 'eew.forecast';
    const broken = catalogWith(testEntry(code, title, `${cls}-unknown`));
    const at = positionOf(broken, `    class: ${cls}-unknown`, { shift: '    class: '.length });
    const where = `data/telegrams.yaml:${at.line}:${at.column} telegrams[0].class: class "${cls}-unknown" is not in classes`;

    const { message } = await save(telegramsFile, broken, 'error', catalogEditLimitMs);
    expect(message.err?.message).toContain(where);
    expect(message.err?.loc).toEqual({ file: telegramsFile, line: at.line, column: at.column });
    expect(message.err?.frame).toContain(`class: ${cls}-unknown`);

    for (const pathname of [`/docs/telegrams/${code}`, '/docs/eew']) {
      const page = await dev.fetchPage(pathname);
      expect(page.status).toBe(500);
      expect(page.body).toContain(where);
      expect(page.body).toContain('new ErrorOverlay(');
    }
    expect(dev.printed(where)).toBe(1);
    expect(dev.running).toBe(true);

    // A YAML syntax error is positioned too.
    const unparsable = catalogWith(testEntry(code, title, `[${cls}`));
    const syntax = await save(telegramsFile, unparsable, 'error', catalogEditLimitMs);
    expect(syntax.message.err?.message).toMatch(/data\/telegrams\.yaml:\d+:\d+ syntax error: /);
    expect((await dev.fetchPage(`/docs/telegrams/${code}`)).status).toBe(500);

    const { started } = await save(
      telegramsFile,
      catalogWith(testEntry(code, title)),
      'full-reload',
      catalogEditLimitMs,
    );
    const page = await dev.fetchPage(`/docs/telegrams/${code}`);
    timed('fixed catalog served', started);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<title>${title} | `);
    expect(dev.output).toContain('data is valid again');
  }, 180_000);

  it('a schema edit shows on its page; a broken schema shows its positioned error until fixed', async () => {
    const name = readdirSync(path.join(root, 'data/schemas'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()[0];
    const version = readdirSync(path.join(root, 'data/schemas', name))
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => file.slice(0, -'.schema.json'.length))
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .at(-1)!;
    const file = path.join(root, 'data/schemas', name, `${version}.schema.json`);
    const shown = `data/schemas/${name}/${version}.schema.json`;
    const pagePath = `/docs/reference/conversion/json/schema/${name}`;
    const schemaText = readFileSync(file, 'utf8');
    expect((await dev.fetchPage(pagePath)).status).toBe(200);

    // The second description is a field's: it is shown in the field table.
    const marker = 'ライブ編集で書き足した説明です。';
    const descriptionAt =
      schemaText.indexOf('"description": "', schemaText.indexOf('"description": "') + 1) + '"description": "'.length;
    const described = `${schemaText.slice(0, descriptionAt)}${marker}${schemaText.slice(descriptionAt)}`;
    const edit = await save(file, described, 'full-reload', schemaEditLimitMs);
    const page = await dev.fetchPage(pagePath);
    timed('schema description edit shown', edit.started);
    expect(page.status).toBe(200);
    expect(page.body).toContain(marker);

    const broken = replaceFirst(described, '"type": "object"', '"type": "objekt"');
    const at = positionOf(broken, '"type": "objekt"', { shift: '"type": '.length });
    const { message } = await save(file, broken, 'error', schemaEditLimitMs);
    expect(message.err?.message).toContain(`${shown}:${at.line}:${at.column} type: invalid schema`);
    const error = await dev.fetchPage(pagePath);
    expect(error.status).toBe(500);
    expect(error.body).toContain(`${shown}:${at.line}:${at.column}`);
    expect(dev.running).toBe(true);

    const fixed = await save(file, schemaText, 'full-reload', schemaEditLimitMs);
    const back = await dev.fetchPage(pagePath);
    timed('fixed schema served', fixed.started);
    expect(back.status).toBe(200);
    expect(back.body).not.toContain(marker);
  }, 600_000);
});
