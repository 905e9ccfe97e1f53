import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastText } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { isDelivered, loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { loadPaymentMethods } from '../../generators/content/payment-methods';
import { loadPriceList } from '../../generators/content/price';
import { loadServiceFactList, serviceFactText } from '../../generators/content/service-facts';
import { siteModel } from '../../generators/site/site-model';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { disagreementsPath } from '../../isomorphic/routes';
import { distDir } from '../support/bytes';

/**
 * Every built page states a service fact, a count or a brand list the way the data says it: the figures are read
 * from each page's article (HTML) and its Markdown copy, and compared with data/service-facts.yaml,
 * data/telegrams.yaml, data/price.yaml and data/payment-methods.yaml.
 */

// /docs/disagreements states every side of each disagreement on purpose (data/disagreements.yaml): the one page
// where the other figures belong.
const pages = [...siteModel().pages.values()].filter((page) => page.path !== disagreementsPath);
const catalog = loadTelegramCatalog();
const delivered = catalog.telegrams.filter(isDelivered);

function htmlOf(urlPath: string): string {
  return readFileSync(path.join(distDir, urlPath, 'index.html'), 'utf8');
}

/** The article's text and the Markdown copy of every page, once. */
const texts = pages.map((page) => {
  const html = htmlOf(page.path);
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + '</article>'.length);
  const text = hastText(fromHtml(article, { fragment: true }));
  const markdown = readFileSync(path.join(distDir, markdownPathOf(page.path)), 'utf8');
  return { path: page.path, text: `${text}\n${markdown}` };
});

/** Every match of `pattern` (global) on every page, as `path: match`. */
function statements(pattern: RegExp, group = 0): Array<{ path: string; value: string }> {
  return texts.flatMap(({ path: urlPath, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ path: urlPath, value: match[group].replace(/\s+/g, ' ') })),
  );
}

/** Whitespace is the page's typography, not the fact: `1 秒未満` and `1秒未満` state the same figure. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('counts derived from data/telegrams.yaml', () => {
  it('shows the same delivered count (配信中 + 終了予定) on the home trust row and on /docs/telegrams/', () => {
    const home = htmlOf('/');
    const trust = home.slice(home.indexOf('data-trust-signals'));
    expect(trust).toMatch(new RegExp(`>${delivered.length}種類<`));
    expect(htmlOf('/docs/telegrams/')).toContain(`data-delivered-count="true">${delivered.length}<`);
  });

  it('lists on every plan card of / and /price the count and the telegrams of its class', () => {
    const plans = loadPriceList().individual.plans;
    for (const urlPath of ['/', '/price']) {
      const cards = htmlOf(urlPath).split('data-plan-card="').slice(1);
      expect(cards).toHaveLength(plans.length);
      for (const card of cards) {
        const api = card.slice(0, card.indexOf('"'));
        const inClass = catalog.telegrams.filter((entry) => entry.class === api);
        const count = /data-plan-count="true">(\d+)</.exec(card)?.[1];
        expect(Number(count), `${urlPath} ${api}`).toBe(inClass.filter(isDelivered).length);
        const linked = new Set([...card.matchAll(/href="\/docs\/telegrams\/(\w+)"/g)].map((match) => match[1]));
        expect(linked, `${urlPath} ${api}`).toEqual(
          new Set(inClass.filter((entry) => entry.status.state !== 'ended').map((entry) => entry.code)),
        );
      }
    }
  });

  it('gives every row of the telegram and JMA file indexes a name of its own', () => {
    for (const urlPath of ['/docs/telegrams/', '/docs/jmafile/']) {
      const html = htmlOf(urlPath);
      const names = [...html.matchAll(/<tr(?: data-filter-text=[^>]*)?><td[^>]*><a href="[^"]+">([^<]+)<\/a>/g)].map(
        (match) => match[1],
      );
      expect(names.length, urlPath).toBeGreaterThan(40);
      const repeated = names.filter((name, index) => names.indexOf(name) !== index);
      expect(repeated, urlPath).toEqual([]);
    }
  });
});

describe('service facts read from data/service-facts.yaml', () => {
  it('states the WebSocket restart cadence one way', () => {
    const cadence = statements(
      /(?:おおむね|おおよそ|およそ)?\s*(?:\d+|一|三)\s*(?:か月|ヶ月|カ月)(?:に\s*(?:一|1)\s*(?:度|回)|毎|ごと)|月に\s*\d+\s*回/g,
    );
    expect(cadence.length).toBeGreaterThanOrEqual(3);
    for (const { path: urlPath, value } of cadence)
      expect(squeeze(value), urlPath).toBe(squeeze(serviceFactText('websocketRestart')));
  });

  it('states the billing day, the contact address and the phone number one way', () => {
    const days = new Set([serviceFactText('billingDay'), serviceFactText('settlementDay')]);
    const monthly = statements(/(?:毎月|前月|翌月)\s*(\d+)\s*日[^。]*?(?:決済|支払|調整|返金)/g, 1);
    expect(monthly.length).toBeGreaterThanOrEqual(4);
    for (const { path: urlPath, value } of monthly) expect(days, urlPath).toContain(`${value}日`);
    // The day the next month is paid: 毎月 N 日に … 翌月分, 利用月の前月 N 日.
    const billing = [
      ...statements(/毎月\s*(\d+)\s*日に[^。]*?翌月/g, 1),
      ...statements(/利用月の前月\s*(\d+)\s*日/g, 1),
    ];
    expect(billing.length).toBeGreaterThanOrEqual(3);
    for (const { path: urlPath, value } of billing) expect(`${value}日`, urlPath).toBe(serviceFactText('billingDay'));
    const mail = statements(/[\w.+-]+@dmdata\.jp/g);
    expect(mail.length).toBeGreaterThanOrEqual(3);
    for (const { path: urlPath, value } of mail) expect(value, urlPath).toBe(serviceFactText('contactEmail'));
    const phone = statements(/0\d0-\d{4}-\d{4}/g);
    expect(phone.length).toBeGreaterThanOrEqual(1);
    for (const { path: urlPath, value } of phone) expect(value, urlPath).toBe(serviceFactText('phoneNumber'));
  });

  it('states the delivery latency and processing times one way, and promises no instant delivery', () => {
    const sending = statements(/発表[^。]*?(\d+\s*秒未満)/g, 1);
    expect(sending.length).toBeGreaterThanOrEqual(2);
    for (const { path: urlPath, value } of sending)
      expect(squeeze(value), urlPath).toBe(squeeze(serviceFactText('eewSendLatency')));
    const processing = statements(/XML\s*電文で\s*([\d～〜-]+\s*ms)[^。]*?JSON[^。]*?([\d～〜-]+\s*ms)/g);
    expect(processing.length).toBeGreaterThanOrEqual(1);
    for (const { path: urlPath, value } of processing) {
      expect(squeeze(value), urlPath).toContain(squeeze(serviceFactText('processingTimeXml')));
      expect(squeeze(value), urlPath).toContain(squeeze(serviceFactText('processingTimeJson')));
    }
    expect(statements(/その瞬間|瞬時に届/g)).toEqual([]);
  });

  it('states the retention of the telegram lists one way, and the EEW latency with its caveat', () => {
    const periods = new Set(
      ['telegramRetention', 'telegramListObservationRetention'].map((name) => squeeze(serviceFactText(name))),
    );
    const stated = statements(/直近約\s*\d+\s*日分/g);
    expect(stated.length).toBeGreaterThanOrEqual(4);
    for (const { path: urlPath, value } of stated) expect(periods, urlPath).toContain(squeeze(value));
    const caveat = squeeze(loadServiceFactList().facts.eewSendLatency.caveat!.text);
    const promised = texts.filter(({ text }) => /発表[^。]*?1\s*秒未満で配信/.test(text));
    expect(promised.map(({ path: urlPath }) => urlPath)).toContain('/');
    for (const { path: urlPath, text } of promised) expect(squeeze(text), urlPath).toContain(caveat);
  });

  it('lists the card brands of data/payment-methods.yaml wherever a page names card brands', () => {
    const card = loadPaymentMethods().methods.find((method) => method.usage === 'monthly-billing')!;
    const brands = new Set(card.brands);
    const known = ['Visa', 'Mastercard', 'JCB', 'Discover', 'Diners', 'Amex', 'American Express'];
    let pagesWithBrands = 0;
    for (const { path: urlPath, text } of texts) {
      const named = new Set(known.filter((brand) => new RegExp(`\\b${brand}\\b`).test(text)));
      if (named.size === 0) continue;
      pagesWithBrands += 1;
      expect(named, urlPath).toEqual(brands);
    }
    expect(pagesWithBrands).toBeGreaterThanOrEqual(2);
  });
});
