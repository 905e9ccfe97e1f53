import path from 'node:path';
import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { isDelivered, loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { loadPriceList, type PriceList } from '../../generators/content/price';
import { repoRoot } from '../../generators/data/data-source';
import { classContents } from '../../isomorphic/catalog-types';
import { formatYen } from '../../isomorphic/content-format';
import {
  CorporateTelegramPriceTable,
  JmaFilePriceTable,
  WebSocketOptionPriceTable,
  type PriceTableProps,
} from '../../pages/_components/PriceTables';
import { PlanCards } from '../../pages/_components/landing/PlanCards';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The bad-input tests break copies of a small file of the tests' own; the real list is checked against the catalogs. */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/price.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadPriceList);

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
});

describe('the price list loader (tests/fixtures/data/price.yaml)', () => {
  it('loads the small list', () => {
    expect(loadPriceList(fixtureFile).individual.plans.map((plan) => plan.api)).toEqual([
      'eew.forecast',
      'telegram.earthquake',
    ]);
  });

  it('reports a wrongly typed price with file:line:column and field', () => {
    const to = 'monthlyPrice: "2,000円"';
    const text = replaceOnce(original, 'monthlyPrice: 2000', to);
    const { error, shown } = loadBroken(text);
    const at = positionOf(text, to);
    const column = at.column + 'monthlyPrice: '.length;
    expect(error.message).toBe(
      `${shown}:${at.line}:${column} corporate.telegramClasses[2].monthlyPrice: must be integer`,
    );
  });

  it('reports an individual plan whose API name is not a corporate telegram class', () => {
    const to = 'api: telegram.tsunami\n      monthlyMaxPrice';
    const text = replaceOnce(original, 'api: telegram.earthquake\n      monthlyMaxPrice', to);
    const { error, shown } = loadBroken(text);
    const at = positionOf(text, to);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({
      file: shown,
      line: at.line,
      column: at.column + 'api: '.length,
      field: 'individual.plans[1].api',
    });
  });

  it('reports a plan whose daily price exceeds its monthly maximum', () => {
    const text = replaceOnce(original, 'dailyPrice: 30', 'dailyPrice: 700');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '700')} individual.plans[1].dailyPrice: must not exceed monthlyMaxPrice`,
    );
  });
});

describe('formatYen', () => {
  it('groups thousands with commas, whatever the runtime locale', () => {
    expect([0, 75, 999, 1000, 18700, 1234567].map(formatYen)).toEqual([
      '0',
      '75',
      '999',
      '1,000',
      '18,700',
      '1,234,567',
    ]);
  });
});

describe('PriceTables', () => {
  const priceList = loadPriceList();
  const catalog = loadTelegramCatalog();
  /** The class CSS modules give the amount (nowrap). */
  const amountClass = /<span class="([^"]+)">[\d,]+円<\/span>/.exec(render(JmaFilePriceTable, priceList))![1];
  const remarksClass = /<\/code> <span class="([^"]+)">/.exec(render(CorporateTelegramPriceTable, priceList))![1];

  it('renders each corporate telegram class with its API name, connections and price', () => {
    const html = render(CorporateTelegramPriceTable, priceList);
    for (const entry of priceList.corporate.telegramClasses) {
      expect(html).toContain(
        `<th scope="row">${entry.name}<br/><code>${entry.api}</code>${entry.remarks ? ` <span class="${remarksClass}">${entry.remarks}</span>` : ''}</th>` +
          `<td><span class="${amountClass}">${formatYen(entry.monthlyPrice)}円</span></td><td>${entry.websocketConnections}</td>`,
      );
    }
  });

  it('renders every WebSocket option and file-format price', () => {
    const options = render(WebSocketOptionPriceTable, priceList);
    for (const entry of priceList.corporate.websocketOptions) {
      expect(options).toContain(
        `<code>${entry.api}</code></th><td><span class="${amountClass}">${formatYen(entry.monthlyPrice)}円</span></td><td>+${entry.websocketConnections}</td>`,
      );
    }
    const files = render(JmaFilePriceTable, priceList);
    for (const entry of priceList.corporate.jmafileClasses) {
      expect(files).toContain(
        `<code>${entry.api}</code></th><td><span class="${amountClass}">${formatYen(entry.monthlyPrice)}円</span></td>`,
      );
    }
  });

  it('renders every individual plan as a card with its monthly price, daily rate, initial fee and telegrams', () => {
    const html = renderToStaticMarkup(createElement(PlanCards, { priceList, catalog }));
    const cards = html.split('data-plan-card=').slice(1);
    expect(cards.map((card) => card.slice(1, card.indexOf('"', 1)))).toEqual(
      priceList.individual.plans.map((plan) => plan.api),
    );
    priceList.individual.plans.forEach((plan, index) => {
      const card = cards[index];
      expect(card).toMatch(new RegExp(`data-plan-price[^>]*><span[^>]*>${formatYen(plan.monthlyMaxPrice)}</span>`));
      expect(card).toContain(`${formatYen(plan.dailyPrice)}円/日`);
      expect(card).toContain(`<dd>${formatYen(plan.initialFee)}円</dd>`);
      const inClass = catalog.telegrams.filter((entry) => entry.class === plan.api);
      const delivered = inClass.filter(isDelivered);
      expect(card).toContain(`含まれる電文（<span data-plan-count="true">${delivered.length}</span>種類）`);
      for (const entry of inClass) {
        const link = `href="/docs/telegrams/${entry.code}"`;
        if (entry.status.state === 'ended') expect(card).not.toContain(link);
        else expect(card).toContain(link);
      }
    });
  });

  it('lists a title that two delivered entries share once, with each entry under its qualifier', () => {
    const cards = renderToStaticMarkup(createElement(PlanCards, { priceList, catalog }))
      .split('data-plan-card=')
      .slice(1);
    const shared = priceList.individual.plans.flatMap((plan, index) =>
      classContents(catalog, plan.api)
        .delivering.filter((group) => group.entries.length > 1)
        .map((group) => ({ card: cards[index], group })),
    );
    // The catalog has such titles (津波情報 and others); a card that listed each entry under the title would fail here.
    expect(shared.length).toBeGreaterThan(0);
    for (const { card, group } of shared) {
      expect(card.split(`<li>${group.title}<`)).toHaveLength(2);
      for (const entry of group.entries) expect(card).toContain(`>${entry.qualifier ?? entry.code}</a>`);
    }
  });
});
