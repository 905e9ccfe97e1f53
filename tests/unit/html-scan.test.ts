import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanPage } from '../../generators/build/html-scan';
import { stripInlineBodies } from '../../generators/build/strip-inline-body';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

/** A prerendered page as Vike writes it: the body in the document, and again in the inline page context. */
const page = (context: object, before = '') =>
  `<!DOCTYPE html><html><head>${before}</head><body><div id="root"><p id="a">本文</p></div>` +
  `<script id="vike_pageContext" type="application/json">${JSON.stringify(context).replaceAll('/', '\\/')}</script>` +
  '<script src="/assets/entry.js" type="module" async=""></script></body></html>';

describe('a built page read with the tokenizer (generators/build/html-scan.ts)', () => {
  it('finds each inline script: its attributes, its text and where the text is', () => {
    const html = page({ data: { html: '<p id="a">本文</p>' } }, '<script>var s = "<p id=\\"not-an-id\\">";</script>');
    const scan = scanPage(html, { offsets: true });
    expect([...scan.ids]).toEqual(['root', 'a']);
    expect(scanPage(html).scripts.map((script) => [script.text, script.start])).toEqual(
      scan.scripts.map((script) => [script.text, -1]),
    );
    expect(scan.scripts.map((script) => script.attributes)).toEqual([
      {},
      { id: 'vike_pageContext', type: 'application/json' },
      { src: '/assets/entry.js', type: 'module', async: '' },
    ]);
    for (const script of scan.scripts) expect(html.slice(script.start, script.end)).toBe(script.text);
    expect(scan.scripts[0].text).toBe('var s = "<p id=\\"not-an-id\\">";');
  });

  it('drops the body from the inline page context only, and leaves every other byte of the page', () => {
    const context = { data: { html: '<p id="a">本文</p>', title: 'a/b' }, urlPathname: '/x' };
    const dir = tempTree({ 'x/index.html': page(context), 'y/index.html': page({ data: { title: 't' } }) });
    const saved = stripInlineBodies(dir);
    const written = readFileSync(path.join(dir, 'x/index.html'), 'utf8');
    expect(written).toBe(page({ data: { title: 'a/b' }, urlPathname: '/x' }));
    expect(saved).toBe(page(context).length - written.length);
    expect(readFileSync(path.join(dir, 'y/index.html'), 'utf8')).toBe(page({ data: { title: 't' } }));
  });
});
