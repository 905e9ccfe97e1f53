import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isDataError } from '../../generators/data/data-error';
import { relativeToRepo } from '../../generators/data/data-source';
import { eewGuidelineFile, loadEewGuideline } from '../../generators/content/eew-guideline';
import { EewGuidelineStatusLegend } from '../../pages/_components/EewGuidelineStatusLegend';
import { EewGuidelineTable } from '../../pages/_components/EewGuidelineTable';

const original = readFileSync(eewGuidelineFile, 'utf8');

function writeCopy(text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'eew-guideline-')), 'eew-guideline.yaml');
  writeFileSync(file, text);
  return file;
}

/** `line:column` (1-based) of the `occurrence`-th (0-based) `needle` in `text`. */
function positionOf(text: string, needle: string, occurrence = 0): string {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) index = text.indexOf(needle, index + 1);
  const lines = text.slice(0, index).split('\n');
  return `${lines.length}:${lines[lines.length - 1].length + 1}`;
}

function dataErrorMessage(file: string): string {
  try {
    loadEewGuideline(file);
  } catch (error) {
    if (isDataError(error)) return error.message;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe('data/eew-guideline.yaml', () => {
  it('loads the service and client statements', () => {
    const guideline = loadEewGuideline();
    expect(guideline.service.items.map((entry) => entry.item)).toContain('不正な緊急地震速報(予報／業)等のサーバーでの破棄条件');
    expect(guideline.client.items).toHaveLength(18);
    expect(guideline.client.items.find((entry) => entry.item === '試験・訓練')?.status).toBe('not-used');
    expect(guideline.client.items.filter((entry) => entry.status === 'unavailable').map((entry) => entry.item)).toEqual([
      '専用線等信頼性の高い回線',
      'サーバー端末間の物理回線の冗長化',
    ]);
  });

  it('renders one row per item with its status label, and a legend of the statuses used', () => {
    const html = renderToStaticMarkup(createElement(EewGuidelineTable, { scope: 'client' }));
    expect(html.match(/<th scope="row">/g)).toHaveLength(18);
    expect(html).toContain('<th scope="row">端末の冗長化</th><td>利用者が選択</td>');
    expect(html).toContain('<a href="/contact">お問い合わせ</a>');
    const legend = renderToStaticMarkup(createElement(EewGuidelineStatusLegend, { scope: 'service' }));
    expect(legend.match(/<dt>/g)).toHaveLength(1);
  });

  it('reports an unknown status with file:line:column and field', () => {
    const text = original.replace('      status: user-choice\n', '      status: optional\n');
    const file = writeCopy(text);
    expect(dataErrorMessage(file)).toBe(
      `${relativeToRepo(file)}:${positionOf(text, 'optional')} client.items[6].status: ` +
        'must be one of "supported", "user-choice", "unavailable", "not-used"',
    );
  });

  it('reports a guideline item listed twice in one statement', () => {
    const text = original.replace('    - item: 無停電化\n', '    - item: 耐震固定等地震の揺れへの対策\n');
    const file = writeCopy(text);
    expect(dataErrorMessage(file)).toBe(
      `${relativeToRepo(file)}:${positionOf(text, '耐震固定等地震の揺れへの対策', 1)} client.items[5].item: duplicates client.items[4].item`,
    );
  });
});
