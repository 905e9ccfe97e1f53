import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../generators/build/html-scan';
import { readerDateTime } from '../../isomorphic/reader-time';
import { distDir } from '../support/bytes';

/**
 * A reader sees dates and times in words and in Japan time (`2026年5月28日 13:00（日本時間）`), never an ISO 8601
 * value, except where the value itself is the thing shown: code, examples (`<pre>`, `<code>`), drawings. Every
 * `<time>` of a built page that carries a date-time shows what the shared formatter (isomorphic/reader-time.ts)
 * makes of it; a time whose zone the provider does not publish says so (`data-time-zone="unpublished"`).
 */

const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Elements whose text is a value, not prose: code and examples, drawings, scripts and styles. */
const valueElements = new Set(['code', 'pre', 'script', 'style', 'svg', 'template', 'textarea']);

interface PageTimes {
  raw: string[];
  mismatched: string[];
}

/** The raw ISO times in a page's prose, and the `<time>` elements whose text is not the shared formatter's. */
export function readerTimeFindings(html: string): PageTimes {
  const found: PageTimes = { raw: [], mismatched: [] };
  const walk = (node: Root | RootContent) => {
    if (node.type === 'text' && isoTime.test(node.value)) found.raw.push(node.value.trim());
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (valueElements.has(node.tagName)) return;
      if (node.tagName === 'time') {
        checkTime(node, found);
        return;
      }
    }
    for (const child of node.children) walk(child);
  };
  walk(fromHtml(html));
  return found;
}

function checkTime(node: Element, found: PageTimes): void {
  const value = String(node.properties.dateTime ?? '');
  if (!isoTime.test(value) || node.properties.dataTimeZone === 'unpublished') return;
  const text = textOf(node);
  if (text !== readerDateTime(value)) found.mismatched.push(`${value} → ${text}`);
}

function textOf(node: Element | RootContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

describe('times as a reader reads them', () => {
  it('the check finds a seeded raw time and a seeded time not made by the shared formatter', () => {
    expect(readerTimeFindings('<ul><li><strong>2026-05-28T13:00+09:00</strong>: 変更</li></ul>').raw).toEqual([
      '2026-05-28T13:00+09:00',
    ]);
    expect(
      readerTimeFindings('<p><time datetime="2026-05-28T13:00+09:00">2026-05-28 13:00</time></p>').mismatched,
    ).toHaveLength(1);
    expect(
      readerTimeFindings(
        '<p><time datetime="2025-11-04T01:00:00Z">2025年11月4日 10:00（日本時間）</time><code>2025-11-04T01:00:00Z</code></p>',
      ),
    ).toEqual({ raw: [], mismatched: [] });
  });

  it('no built page shows a raw ISO time in its prose, and every <time> with a time uses the shared formatter', () => {
    const files = listHtmlFiles(distDir);
    expect(files.length).toBeGreaterThan(100);
    let times = 0;
    const findings = files.flatMap((file) => {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      times += (html.match(/<time datetime="\d{4}-\d{2}-\d{2}T/gi) ?? []).length;
      const { raw, mismatched } = readerTimeFindings(html);
      return [...raw.map((text) => `${file}: raw ${text}`), ...mismatched.map((text) => `${file}: <time> ${text}`)];
    });
    expect(findings).toEqual([]);
    // the 運用の変更 lists, the JMA file variants, the parameter history, the stored-since table …
    expect(times).toBeGreaterThan(20);
  });
});
