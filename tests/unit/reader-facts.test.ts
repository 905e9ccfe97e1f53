import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadApiCatalog } from '../../generators/api/load';
import { loadPriceList } from '../../generators/content/price';
import { loadServiceFactList } from '../../generators/content/service-facts';
import { repoRoot } from '../../generators/data/data-source';
import { individualPlanScope } from '../../isomorphic/content-format';
import type { PriceList } from '../../isomorphic/data-types/price';
import { IndividualPlanScope } from '../../pages/_components/landing/IndividualPlanScope';
import { ParameterApiTable } from '../../pages/_components/ParameterApiTable';
import { siteContent } from '../../generators/site/site-content';
import { renderBuildTime } from '../support/render-build-time';

/**
 * The sentences a reader acts on: a promise with its caveat, one contact channel, example prices that are the
 * price list's, and which classes an individual can buy.
 */

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

const mdxPages = filesUnder('pages', /\.mdx$/);
const proseFiles = [...mdxPages, ...filesUnder('pages', /\.tsx$/), ...filesUnder('data', /\.ya?ml$/)];

/** Blocks of an MDX page (split at blank lines) that state a fact with a caveat without that caveat. */
function promisesWithoutCaveat(source: string, caveated: readonly string[]): string[] {
  return source
    .split(/\n\s*\n/)
    .flatMap((block) =>
      caveated
        .filter(
          (name) =>
            block.includes(`<ServiceFact name="${name}" />`) && !block.includes(`<ServiceFactCaveat name="${name}" />`),
        )
        .map((name) => `${name}: ${block.trim().slice(0, 60)}`),
    );
}

/** Words that send a reader to a contact form or a contact "page" the site does not have. */
const formWords = /お問い合わせ(?:ページ|フォーム)|問い合わせフォーム|フォームから(?:送|問|連絡)/g;

describe('a promise stands with its caveat (data/service-facts.yaml caveat)', () => {
  const caveated = Object.entries(loadServiceFactList().facts)
    .filter(([, fact]) => fact.caveat !== undefined)
    .map(([name]) => name);

  it('has at least one fact with a caveat', () => {
    expect(caveated).toContain('eewSendLatency');
  });

  it('finds a seeded promise without its caveat', () => {
    const seeded = '段落です。\n\n発表から <ServiceFact name="eewSendLatency" />で配信します。\n';
    expect(promisesWithoutCaveat(seeded, caveated)).toHaveLength(1);
    const paired = seeded.replace('します。', 'します。<ServiceFactCaveat name="eewSendLatency" />');
    expect(promisesWithoutCaveat(paired, caveated)).toEqual([]);
  });

  it('puts the caveat in the same paragraph or item as the promise on every MDX page', () => {
    const found = mdxPages.flatMap((file) =>
      promisesWithoutCaveat(readFileSync(path.join(repoRoot, file), 'utf8'), caveated).map((hit) => `${file}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});

describe('one contact channel: e-mail (the provider form posts to its own server; this site has none)', () => {
  it('finds a seeded mention of a contact form', () => {
    expect('連絡はメールか、お問い合わせページから受け付けます。'.match(formWords)).toHaveLength(1);
  });

  it('sends no reader to a contact form or contact "page" in pages/ and data/', () => {
    const found = proseFiles.flatMap((file) =>
      readFileSync(path.join(repoRoot, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(formWords)].map((match) => `${file}:${index + 1}: ${match[0]}`)),
    );
    expect(found).toEqual([]);
  });
});

/** Every price in the contract.list examples that differs from data/price.yaml's individual plan of its class. */
function contractPriceMismatches(examples: unknown[], priceList: PriceList): string[] {
  const plans = new Map(priceList.individual.plans.map((plan) => [plan.api, plan]));
  return examples.flatMap((body, index) => {
    const items = (body as { items?: unknown[] } | undefined)?.items ?? [];
    return items.flatMap((raw) => {
      const item = raw as { classification: string; planName: string; price: { day: number; month: number } };
      const plan = plans.get(item.classification);
      if (!plan) return [`example ${index}: ${item.classification} has no individual plan in data/price.yaml`];
      const actual = [item.planName, item.price.day, item.price.month];
      const expected = [plan.name, plan.dailyPrice, plan.monthlyMaxPrice];
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`example ${index}: ${JSON.stringify(actual)} but data/price.yaml has ${JSON.stringify(expected)}`];
    });
  });
}

describe('Contract List v2 examples agree with data/price.yaml', () => {
  const endpoint = loadApiCatalog().endpoints.find((entry) => entry.id === 'contract.list' && entry.version === 'v2');
  const bodies = (endpoint?.kind === 'rest' ? endpoint.examples : [])
    .filter((example) => example.status === 200)
    .map((example) => example.body);
  const priceList = loadPriceList();

  it('has a success example with at least one plan', () => {
    expect(bodies.length).toBeGreaterThan(0);
    expect(JSON.stringify(bodies)).toContain('"classification"');
  });

  it('shows the plan name, daily price and monthly cap of the price list', () => {
    expect(contractPriceMismatches(bodies, priceList)).toEqual([]);
  });

  it('finds a seeded price the price list no longer has', () => {
    const seeded = structuredClone(bodies) as Array<{ items: Array<{ price: { day: number } }> }>;
    seeded[0].items[0].price.day += 10;
    expect(contractPriceMismatches(seeded, priceList)).toHaveLength(1);
  });
});

describe('which classes an individual can buy, from data/price.yaml', () => {
  it('names every telegram class without an individual plan and counts the JMA file classes', () => {
    const priceList = loadPriceList();
    const scope = individualPlanScope(priceList);
    expect(scope.telegramClassesWithout).toContain('雷観測データ');
    const html = renderBuildTime(createElement(IndividualPlanScope, { priceList }), { mdx: true });
    for (const name of scope.telegramClassesWithout) expect(html).toContain(name);
    expect(html).toContain(`ファイル形式データ（${priceList.corporate.jmafileClasses.length} 区分）`);
  });

  it('follows the data: a plan taken off the individual list is named as having no individual price', () => {
    const priceList = structuredClone(loadPriceList());
    const removed = priceList.individual.plans.shift()!;
    const html = renderBuildTime(createElement(IndividualPlanScope, { priceList }), { mdx: true });
    expect(html).toContain(`${removed.name}、`);
  });
});

/**
 * Request lines (`GET https://…`) of data/api endpoints that an MDX page writes outside its code blocks: they come
 * from <EndpointRequest>. A URL on its own (an example of rewriting one) is not a request line.
 */
function typedEndpointUrls(source: string, requestLines: readonly string[]): string[] {
  const prose = source.replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '');
  return requestLines.filter((line) => prose.includes(line));
}

describe('endpoint facts on hand-written pages come from data/api', () => {
  const endpoints = siteContent().apiEndpoints;
  const urls = [...new Set(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.url}`))];

  it('finds a seeded request line typed into a page, and ignores code blocks', () => {
    const seeded =
      '本文は `GET https://data.api.dmdata.jp/v1/:id` で取得します。\n\n```sh\ncurl https://api.dmdata.jp/v2/contract\n```\n';
    expect(typedEndpointUrls(seeded, urls)).toEqual(['GET https://data.api.dmdata.jp/v1/:id']);
  });

  it('has no MDX page that types a request line of data/api outside a code block', () => {
    const found = mdxPages.flatMap((file) =>
      typedEndpointUrls(readFileSync(path.join(repoRoot, file), 'utf8'), urls).map((url) => `${file}: ${url}`),
    );
    expect(found).toEqual([]);
  });

  it('has no MDX page that types a WebSocket v2 connection figure (ticket lifetime, pong timeout, subprotocol)', () => {
    const { subprotocol, ticketLifetimeSeconds, pingReplyTimeoutSeconds } = siteContent().webSocketConnection;
    const figures = [`${ticketLifetimeSeconds} 秒`, `${pingReplyTimeoutSeconds} 秒`, `\`${subprotocol}\``];
    const typed = (source: string) => {
      const prose = source.replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '');
      return figures.filter((figure) => prose.includes(figure));
    };
    expect(typed(`チケットは ${ticketLifetimeSeconds} 秒で無効になります。`)).toEqual([figures[0]]);
    const found = mdxPages.flatMap((file) =>
      typed(readFileSync(path.join(repoRoot, file), 'utf8')).map((figure) => `${file}: ${figure}`),
    );
    expect(found).toEqual([]);
  });

  it('has no MDX page that types a footer link address, an API host or a TLS version outside a code block', () => {
    const { footerLinks, apiTransport } = siteContent();
    const addresses = footerLinks.map((link) => link.href.replace(/\/$/, ''));
    const hosts = apiTransport.servers.map((server) => server.url);
    const typed = (source: string) => {
      const prose = source.replace(/^[ \t]*```[\s\S]*?^[ \t]*```/gm, '');
      return [
        ...addresses.filter((address) => prose.includes(`(${address})`) || prose.includes(`(${address}/)`)),
        ...hosts.filter((host) => prose.includes(`\`${host}\``)),
        ...apiTransport.tls.filter((version) => prose.includes(version) || prose.includes(version.replace('v', ' '))),
      ];
    };
    expect(typed('[Discord](https://discord.gg/uP6gfgzKnA)、`https://api.dmdata.jp`、TLS 1.2')).toEqual([
      'https://discord.gg/uP6gfgzKnA',
      'https://api.dmdata.jp',
      'TLSv1.2',
    ]);
    const found = mdxPages.flatMap((file) =>
      typed(readFileSync(path.join(repoRoot, file), 'utf8')).map((fact) => `${file}: ${fact}`),
    );
    expect(found).toEqual([]);
  });

  it('lists every Parameter endpoint with its request line, scopes and required classes on /docs/parameter', () => {
    const html = renderBuildTime(createElement(ParameterApiTable, {}), { mdx: true });
    const parameterEndpoints = endpoints.filter((endpoint) => endpoint.group === 'Parameter');
    expect(parameterEndpoints.length).toBeGreaterThanOrEqual(3);
    for (const endpoint of parameterEndpoints) {
      expect(html).toContain(`<code>${endpoint.method} ${endpoint.url}</code>`);
      for (const scope of endpoint.scopes) expect(html).toContain(`<code>${scope}</code>`);
      expect(endpoint.classNames.length).toBeGreaterThan(0);
      for (const name of endpoint.classNames) expect(html).toContain(name);
    }
  });
});
