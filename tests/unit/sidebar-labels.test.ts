import { describe, expect, it } from 'vitest';
import { jmaFilePageSource } from '../../generators/pages/jmafile-pages';
import { telegramPageSource } from '../../generators/pages/telegram-pages';

describe('catalog sidebars', () => {
  for (const [name, source] of [['telegrams', telegramPageSource], ['jmafile', jmaFilePageSource]] as const) {
    it(`${name}: every label is unique within its category`, () => {
      const categories = source.sidebar() as Array<{ label: string; items: Array<{ label: string }> }>;
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) {
        const labels = category.items.map((item) => item.label);
        expect(labels.filter((label, index) => labels.indexOf(label) !== index), category.label).toEqual([]);
      }
    });
  }

  it('telegrams: two 津波情報 in one category are told apart by their data type codes', () => {
    const earthquake = (telegramPageSource.sidebar() as Array<{ label: string; items: Array<{ label: string }> }>).find((category) => category.label.startsWith('地震・津波関連'))!;
    expect(earthquake.items.map((item) => item.label)).toEqual(expect.arrayContaining(['津波情報（VTSE51）', '津波情報（VTSE52）']));
  });
});
