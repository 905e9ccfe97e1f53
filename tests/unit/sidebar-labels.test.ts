import { describe, expect, it } from 'vitest';
import type { PageSource } from '../../generators/site/page-source';
import { jmaFilePageSource } from '../../pages/kinds/jmafile/build/source';
import { telegramPageSource } from '../../pages/kinds/telegrams/build/source';

/** A catalog's sidebar categories (the catalog sources build them without looking at the page map). */
const categoriesOf = (source: PageSource<string>) =>
  source.sidebar!(new Map()) as unknown as Array<{ label: string; items: Array<{ label: string }> }>;

describe('catalog sidebars', () => {
  for (const [name, source] of [
    ['telegrams', telegramPageSource],
    ['jmafile', jmaFilePageSource],
  ] as const) {
    it(`${name}: every label is unique within its category`, () => {
      const categories = categoriesOf(source);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) {
        const labels = category.items.map((item) => item.label);
        expect(
          labels.filter((label, index) => labels.indexOf(label) !== index),
          category.label,
        ).toEqual([]);
      }
    });
  }

  it('telegrams: two 津波情報 in one category are told apart by the qualifier in the data', () => {
    const earthquake = categoriesOf(telegramPageSource).find((category) =>
      category.label.startsWith('地震・津波関連'),
    )!;
    const labels = earthquake.items.map((item) => item.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        '津波情報（満潮時刻・到達予想時刻・沿岸の観測）',
        '津波情報（沖合の津波観測に関する情報）',
      ]),
    );
    expect(new Set(labels).size).toBe(labels.length);
  });
});
