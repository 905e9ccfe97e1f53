import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit } from '../support/browser';
import { measureLayout, type LayoutFindings } from '../support/layout-measure';

/** One page of every kind the site has, as a visitor opens it. */
const pages = [
  '/',
  '/price',
  '/eewclient/',
  '/contact',
  '/docs/manual',
  '/docs/eew',
  '/docs/telegrams/',
  '/docs/telegrams/et01330',
  '/docs/jmafile/jf03130',
  '/docs/reference/api/v2/telegram.list',
  '/docs/reference/conversion/json/schema/eew-information',
  '/docs/reference/conversion/json/validator/',
  '/docs/updates/',
];

const findings = new Map<string, LayoutFindings>();

afterAll(async () => {
  await closeBrowser();
  // The figures a reviewer compares before and after a layout change.
  const rows = [...findings].map(([key, found]) =>
    [key, found.pageOverflow, found.wideTables.length, found.crampedCells.length, found.brokenIdentifiers.length, found.height].join('\t'),
  );
  console.log(['page@width\toverflow\twide tables\tcramped cells\tbroken identifiers\theight', ...rows].join('\n'));
});

for (const width of [390, 1280]) {
  describe(`layout at ${width} px`, () => {
    for (const path of pages) {
      it(path, async () => {
        const { page, context } = await openPage({ viewport: { width, height: 900 } });
        await visit(page, path);
        const found = await measureLayout(page);
        findings.set(`${path}@${width}`, found);
        await context.close();
        expect(found.pageOverflow, 'the page scrolls sideways').toBe(0);
        expect(found.wideTables, 'tables wider than their box').toEqual([]);
        expect(found.crampedCells, 'cells under three characters wide holding four or more').toEqual([]);
        expect(found.brokenIdentifiers, 'identifiers wrapped inside a word').toEqual([]);
        if (found.validatorRatio !== null) expect(found.validatorRatio, 'validator text box / column').toBeGreaterThanOrEqual(0.8);
      });
    }
  });
}

describe('long pages', () => {
  it('the eew-information schema page at 1280 px is at most 1.5 × the provider page for the same schema (≈13,700 px)', async () => {
    const { page, context } = await openPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, '/docs/reference/conversion/json/schema/eew-information');
    const { height } = await measureLayout(page);
    await context.close();
    expect(height).toBeLessThanOrEqual(1.5 * 13_700);
  });
});
