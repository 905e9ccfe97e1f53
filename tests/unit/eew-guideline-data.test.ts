import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { loadEewGuideline } from '../../generators/content/eew-guideline';
import { EewGuidelineStatusLegend } from '../../pages/_components/EewGuidelineStatusLegend';
import { EewGuidelineTable } from '../../pages/_components/EewGuidelineTable';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader and the tables are checked on a small file of the tests' own; the real file must load and show. */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/eew-guideline.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadEewGuideline);

afterAll(removeTempDirs);

describe('data/eew-guideline.yaml', () => {
  it('loads with every check, and each table shows every item of its statement', () => {
    const guideline = loadEewGuideline();
    for (const scope of ['service', 'client'] as const) {
      const html = renderBuildTime(createElement(EewGuidelineTable, { scope }), { mdx: true });
      expect(html.match(/<th scope="row">/g)).toHaveLength(guideline[scope].items.length);
    }
  });
});

describe('the EEW guideline loader and tables (tests/fixtures/data/eew-guideline.yaml)', () => {
  const guideline = loadEewGuideline(fixtureFile);
  const render = (element: ReactElement) => renderBuildTime(element, { content: { eewGuideline: guideline } });

  it('loads the service and client statements', () => {
    expect(guideline.service.items.map((entry) => entry.item)).toEqual(['テスト項目A']);
    expect(guideline.client.items.map((entry) => [entry.item, entry.status])).toEqual([
      ['テスト項目A', 'supported'],
      ['テスト項目B', 'user-choice'],
      ['テスト項目C', 'unavailable'],
    ]);
  });

  it('renders one row per item with its status label, and a legend of the statuses used', () => {
    const html = render(createElement(EewGuidelineTable, { scope: 'client' }));
    expect(html).toContain('<caption>テスト端末</caption>');
    expect(html.match(/<th scope="row">/g)).toHaveLength(3);
    expect(html).toContain(
      '<th scope="row">テスト項目B</th><td>利用者が選択</td><td><p>一つめの説明です。</p><p>二つめの説明です。</p></td>',
    );
    expect(html).toContain('<p>参照: <span><a href="/contact">テストの連絡先</a></span></p>');
    expect(render(createElement(EewGuidelineStatusLegend, { scope: 'service' })).match(/<dt>/g)).toHaveLength(1);
    expect(render(createElement(EewGuidelineStatusLegend, { scope: 'client' })).match(/<dt>/g)).toHaveLength(3);
  });

  it('reports an unknown status with file:line:column and field', () => {
    const text = replaceOnce(original, '      status: user-choice\n', '      status: optional\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'optional')} client.items[1].status: ` +
        'must be one of "supported", "user-choice", "unavailable", "not-used"',
    );
  });

  it('reports a guideline item listed twice in one statement, not one listed in both', () => {
    const text = replaceOnce(original, '    - item: テスト項目C\n', '    - item: テスト項目B\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'テスト項目B', { occurrence: 1 })} client.items[2].item: duplicates client.items[1].item`,
    );
  });
});
