import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { formatYen, loadPriceList, priceFile, type PriceList } from '../../generators/content/price';
import {
  CorporateTelegramPriceTable,
  IndividualPlanPriceTable,
  JmaFilePriceTable,
  WebSocketOptionPriceTable,
  type PriceTableProps,
} from '../../pages/_components/PriceTables';
import { brokenCopies, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(priceFile, loadPriceList);

afterAll(removeTempDirs);

function render(Table: FunctionComponent<PriceTableProps>, priceList: PriceList): string {
  return renderToStaticMarkup(createElement(Table, { priceList }));
}

describe('data/price.yaml', () => {
  const priceList = loadPriceList();

  it('prices every delivery class the catalogs define, and no class they do not', () => {
    // A class added to data/telegrams.yaml or data/jmafile.yaml without a price (or a price left behind for a class
    // that is gone) would make the price page disagree with the reference pages.
    const apis = (entries: Array<{ api: string }>) => entries.map((entry) => entry.api).sort();
    expect(apis(priceList.corporate.telegramClasses)).toEqual(apis(loadTelegramCatalog().classes));
    expect(apis(priceList.corporate.jmafileClasses)).toEqual(apis(loadJmaFileCatalog().classes));
  });

  it('reports a wrongly typed price with file:line:column and field', () => {
    const to = 'monthlyPrice: "9,350円"';
    const text = replaceOnce(original, 'monthlyPrice: 9350', to);
    const { error, shown } = loadBroken(text);
    const at = positionOf(text, to);
    const column = at.column + 'monthlyPrice: '.length;
    expect(error.message).toBe(
      `${shown}:${at.line}:${column} corporate.telegramClasses[3].monthlyPrice: must be integer`,
    );
  });

  it('reports an individual plan whose API name is not a corporate telegram class', () => {
    const to = 'api: telegram.tsunami\n      monthlyMaxPrice';
    const text = replaceOnce(original, 'api: telegram.scheduled\n      monthlyMaxPrice', to);
    const { error, shown } = loadBroken(text);
    const at = positionOf(text, to);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({
      file: shown,
      line: at.line,
      column: at.column + 'api: '.length,
      field: 'individual.plans[6].api',
    });
  });
});

describe('formatYen', () => {
  it('groups thousands with commas, whatever the runtime locale', () => {
    expect([0, 75, 999, 1000, 18700, 1234567].map(formatYen)).toEqual(['0', '75', '999', '1,000', '18,700', '1,234,567']);
  });
});

describe('PriceTables', () => {
  const priceList = loadPriceList();

  it('renders each corporate telegram class with its API name, connections and price', () => {
    const html = render(CorporateTelegramPriceTable, priceList);
    for (const entry of priceList.corporate.telegramClasses) {
      expect(html).toContain(
        `<th scope="row">${entry.name}</th><td><code>${entry.api}</code></td>` +
          `<td>${entry.websocketConnections}</td><td>${formatYen(entry.monthlyPrice)}円</td>`,
      );
    }
  });

  it('renders every WebSocket option and file-format price', () => {
    const options = render(WebSocketOptionPriceTable, priceList);
    for (const entry of priceList.corporate.websocketOptions) {
      expect(options).toContain(`<code>${entry.api}</code></td><td>+${entry.websocketConnections}</td><td>${formatYen(entry.monthlyPrice)}円</td>`);
    }
    const files = render(JmaFilePriceTable, priceList);
    for (const entry of priceList.corporate.jmafileClasses) {
      expect(files).toContain(`<code>${entry.api}</code></td><td>${formatYen(entry.monthlyPrice)}円</td>`);
    }
  });

  it('renders every individual plan price', () => {
    const html = render(IndividualPlanPriceTable, priceList);
    for (const plan of priceList.individual.plans) {
      expect(html).toContain(
        `<code>${plan.api}</code></td><td>${formatYen(plan.monthlyMaxPrice)}円</td>` +
          `<td>${formatYen(plan.dailyPrice)}円</td><td>${formatYen(plan.initialFee)}円</td>`,
      );
    }
  });
});
