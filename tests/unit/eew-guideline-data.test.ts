import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { eewGuidelineFile, loadEewGuideline } from '../../generators/content/eew-guideline';
import { EewGuidelineStatusLegend } from '../../pages/_components/EewGuidelineStatusLegend';
import { EewGuidelineTable } from '../../pages/_components/EewGuidelineTable';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(eewGuidelineFile, loadEewGuideline);

afterAll(removeTempDirs);

describe('data/eew-guideline.yaml', () => {
  it('loads the service and client statements', () => {
    const guideline = loadEewGuideline();
    expect(guideline.service.items.map((entry) => entry.item)).toContain(
      '不正な緊急地震速報(予報／業)等のサーバーでの破棄条件',
    );
    expect(guideline.client.items).toHaveLength(18);
    expect(guideline.client.items.find((entry) => entry.item === '試験・訓練')?.status).toBe('not-used');
    expect(guideline.client.items.filter((entry) => entry.status === 'unavailable').map((entry) => entry.item)).toEqual(
      ['専用線等信頼性の高い回線', 'サーバー端末間の物理回線の冗長化'],
    );
  });

  it('renders one row per item with its status label, and a legend of the statuses used', () => {
    const html = renderBuildTime(createElement(EewGuidelineTable, { scope: 'client' }), { mdx: true });
    expect(html.match(/<th scope="row">/g)).toHaveLength(18);
    expect(html).toContain('<th scope="row">端末の冗長化</th><td>利用者が選択</td>');
    expect(html).toContain('<a href="/contact">お問い合わせ</a>');
    const legend = renderBuildTime(createElement(EewGuidelineStatusLegend, { scope: 'service' }), { mdx: true });
    expect(legend.match(/<dt>/g)).toHaveLength(1);
  });

  it('reports an unknown status with file:line:column and field', () => {
    const text = replaceOnce(original, '      status: user-choice\n', '      status: optional\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'optional')} client.items[6].status: ` +
        'must be one of "supported", "user-choice", "unavailable", "not-used"',
    );
  });

  it('reports a guideline item listed twice in one statement', () => {
    const text = replaceOnce(original, '    - item: 無停電化\n', '    - item: 耐震固定等地震の揺れへの対策\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '耐震固定等地震の揺れへの対策', { occurrence: 1 })} client.items[5].item: duplicates client.items[4].item`,
    );
  });
});
