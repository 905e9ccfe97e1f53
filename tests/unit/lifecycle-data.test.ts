import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { websocketEndpoint } from '../../generators/api/asyncapi';
import { loadApiCatalog } from '../../generators/api/load';
import { type DocumentedCodes, lifecycleFile, loadLifecycle } from '../../generators/content/lifecycle';
import { repoRoot } from '../../generators/data/data-source';
import { loadValidated } from '../../generators/data/validate';
import type { Lifecycle } from '../../isomorphic/data-types/lifecycle';
import { ErrorActionTable } from '../../pages/_components/ErrorActionTable';
import { LifecycleRules } from '../../pages/_components/LifecycleRules';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { renderBuildTime } from '../support/render-build-time';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/**
 * The loader and the components are checked on a small file of the tests' own, joined with the codes below in place
 * of data/api's; the real file only has to hold what any content must (an action for every code data/api documents,
 * real documents that exist, every rule shown).
 */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/lifecycle.yaml');
const api = { title: 'テスト API', href: '/docs/test/api' };
const fixtureCodes: DocumentedCodes = {
  http: new Map([
    [400, [{ text: '要求が正しくありません。', origins: [api] }]],
    [
      429,
      [
        { text: '要求が多すぎます。', origins: [api] },
        { text: '上限を超えました。', origins: [{ title: 'テストの概要', href: '/docs/test/' }] },
      ],
    ],
  ]),
  websocket: {
    file: 'test/websocket.yaml',
    origin: { title: 'テスト WebSocket', href: '/docs/test/websocket' },
    codes: [
      { code: 4001, meaning: '契約がありません。' },
      { code: 4002, meaning: '応答がありません。' },
    ],
  },
  rateLimits: {
    status: 429,
    provider: 'テスト',
    general: { requests: 10, periodMinutes: 1, description: 'テスト用の数え方です。' },
    rules: [
      {
        id: 'test',
        label: '10req/1min',
        requests: 10,
        periodMinutes: 1,
        urls: ['/docs/test/api'],
        description: 'テスト用の上限です。',
      },
    ],
    steadyRequestsPerSecond: 1,
    guidance: ['テスト用の案内です。'],
  },
};
const loadFixture = (file: string) => loadLifecycle(file, fixtureCodes);
const { original, loadBroken } = brokenCopies(fixtureFile, loadFixture);

afterAll(removeTempDirs);

describe('data/lifecycle.yaml', () => {
  it('has one error row per code data/api documents, each with an action and the pages that document it', () => {
    const catalog = loadApiCatalog();
    const view = loadLifecycle();
    const socketCodes = websocketEndpoint(catalog).errorCodes.map((entry) => entry.code);
    expect(view.errorRows.filter((row) => row.kind === 'websocket').map((row) => row.code)).toEqual(socketCodes);
    const statuses = new Set([
      ...catalog.shared.errors.map((error) => error.status),
      ...catalog.endpoints.flatMap((endpoint) =>
        endpoint.kind === 'rest' ? endpoint.errors.specific.map((error) => error.status) : [],
      ),
      catalog.shared.rateLimits.status,
    ]);
    expect(view.errorRows.filter((row) => row.kind === 'http').map((row) => row.code)).toEqual(
      [...statuses].sort((a, b) => a - b),
    );
    for (const endpoint of catalog.endpoints) {
      if (endpoint.kind !== 'rest') continue;
      for (const error of endpoint.errors.specific) {
        const row = view.errorRows.find((candidate) => candidate.kind === 'http' && candidate.code === error.status)!;
        const hrefs = row.meanings.flatMap((meaning) => meaning.origins.map((origin) => origin.href));
        expect(hrefs, `${endpoint.route} ${error.status}`).toContain(endpoint.route);
      }
    }
  });

  it('names real documents that exist (the shared samples included: a missing folder fails here)', () => {
    const data = loadValidated<Lifecycle>(lifecycleFile, 'lifecycle.schema.json').value;
    const documents = [...data.eew, ...data.tsunami, ...data.reliability].flatMap((rule) =>
      rule.sources.flatMap((source) => (source.document ? [source.document] : [])),
    );
    expect(documents.some((document) => document.startsWith('../shared/samples/'))).toBe(true);
    for (const document of documents) expect(existsSync(path.join(repoRoot, document)), document).toBe(true);
  });

  it('shows every rule of each section and every error row', () => {
    const view = loadLifecycle();
    for (const section of ['eew', 'tsunami', 'reliability'] as const) {
      const html = renderBuildTime(createElement(LifecycleRules, { section }), { mdx: true });
      expect(html.match(/<h3 id="rule-/g), section).toHaveLength(view.rules[section].length);
    }
    const table = renderBuildTime(createElement(ErrorActionTable), { mdx: true });
    expect(table.match(/<tr id="/g)).toHaveLength(view.errorRows.length);
  });
});

describe('the lifecycle loader and components (tests/fixtures/data/lifecycle.yaml)', () => {
  const view = loadFixture(fixtureFile);
  const render = (section: 'eew' | 'tsunami' | 'reliability') =>
    renderBuildTime(createElement(LifecycleRules, { section }), { content: { lifecycle: view } });

  it('resolves each source, and gives one row per code with its meanings, HTTP first, each kind in code order', () => {
    expect(view.rules.eew[1].sources).toEqual([
      { title: 'テストのページ', href: '/docs/test/page', says: '一つめの根拠です。' },
      { title: 'テストの資料', href: 'https://example.test/document.pdf', says: '二つめの根拠です。' },
    ]);
    expect(view.rules.tsunami[0].sources).toEqual([{ title: 'vxse45.json', says: 'テスト用の根拠です。' }]);
    expect(view.errorRows.map((row) => [row.kind, row.code, row.action])).toEqual([
      ['http', 400, '要求を直します。'],
      ['http', 429, '待ち時間をおいてやり直します。'],
      ['websocket', 4001, '接続し直しません。'],
      ['websocket', 4002, '接続し直します。'],
    ]);
    expect(view.errorRows[1].meanings).toEqual(fixtureCodes.http.get(429));
    expect(view.errorRows[3].meanings).toEqual([
      { text: '応答がありません。', origins: [{ title: 'テスト WebSocket', href: '/docs/test/websocket' }] },
    ]);
    expect(view.rateLimits).toBe(fixtureCodes.rateLimits);
  });

  it('renders each rule with its anchor, sources and what is not published', () => {
    const eew = render('eew');
    expect(eew.match(/<h3 id="rule-/g)).toHaveLength(2);
    expect(eew).toContain('id="rule-first"');
    expect(eew).toContain('<strong>参照実装</strong>: テスト用の扱いです。');
    expect(eew).toContain('<a href="https://example.test/document.pdf">テストの資料</a>: 二つめの根拠です。');
    expect(eew).not.toContain('公開されていません');
    expect(render('tsunami')).toContain('<code>vxse45.json</code>（実際の電文）: テスト用の根拠です。');
    expect(render('reliability')).toContain(
      '<p class="admonition-title">公開されていません</p><p>テスト用の、公開されていないことです。</p>',
    );
    const table = renderBuildTime(createElement(ErrorActionTable), { content: { lifecycle: view } });
    expect(table.match(/<tr id="/g)).toHaveLength(4);
    expect(table).toContain('id="websocket-4002"');
    expect(table).toContain('<a href="/docs/test/websocket">テスト WebSocket</a>');
    expect(table).toContain('<a href="/docs/test/">テストの概要</a>');
  });

  it('stops on a close code the codes do not hold, and on a code without an action, with file:line:column', () => {
    const text = replaceOnce(original, '    - code: 4002\n', '    - code: 4003\n');
    const { error, shown } = loadBroken(text);
    expect(error.message.split('\n')).toEqual([
      `${shown}:${lineColumnOf(text, '4003')} clientActions.websocket[0].code: test/websocket.yaml errorCodes has no code 4003`,
      `${shown}:${lineColumnOf(text, '- code: 4003')} clientActions.websocket: no action for close code 4002, which data/api documents`,
    ]);
  });

  it('stops on an HTTP status the codes do not hold, and on a status without an action, with file:line:column', () => {
    const text = replaceOnce(original, '    - status: 400\n', '    - status: 401\n');
    const { error, shown } = loadBroken(text);
    expect(error.message.split('\n')).toEqual([
      `${shown}:${lineColumnOf(text, '401')} clientActions.http[1].status: data/api documents no error 401`,
      `${shown}:${lineColumnOf(text, '- status: 429')} clientActions.http: no action for HTTP 400, which data/api documents`,
    ]);
  });

  it('stops on a rule that names an unknown source', () => {
    const text = replaceOnce(original, '      - source: test-document\n', '      - source: test-documents\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'test-documents')} eew[1].sources[1].source: unknown source "test-documents" (not in sources)`,
    );
  });

  it('stops on a repository document that does not exist', () => {
    const text = replaceOnce(original, 'examples/vxse45.json\n', 'examples/vxse45-missing.json\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'data/schemas/eew-information/examples/vxse45-missing.json')} tsunami[0].sources[0].document: no such file: data/schemas/eew-information/examples/vxse45-missing.json`,
    );
  });
});
