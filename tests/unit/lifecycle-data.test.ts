import { existsSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { websocketEndpoint } from '../../generators/api/asyncapi';
import { loadApiCatalog } from '../../generators/api/load';
import { lifecycleFile, loadLifecycle } from '../../generators/content/lifecycle';
import { repoRoot } from '../../generators/data/data-source';
import { loadValidated } from '../../generators/data/validate';
import type { Lifecycle } from '../../isomorphic/data-types/lifecycle';
import { ErrorActionTable } from '../../pages/_components/ErrorActionTable';
import { LifecycleRules } from '../../pages/_components/LifecycleRules';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { renderBuildTime } from '../support/render-build-time';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(lifecycleFile, (file) => loadLifecycle(file));

afterAll(removeTempDirs);

describe('data/lifecycle.yaml', () => {
  it('has one error row per code data/api documents, each with an action', () => {
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
    const conflict = view.errorRows.find((row) => row.kind === 'http' && row.code === 409)!;
    expect(conflict.meanings.flatMap((meaning) => meaning.origins.map((origin) => origin.href))).toContain(
      '/docs/reference/api/v2/socket.start',
    );
  });

  it('names real documents that exist (the shared samples included: a missing folder fails here)', () => {
    const data = loadValidated<Lifecycle>(lifecycleFile, 'lifecycle.schema.json').value;
    const documents = [...data.eew, ...data.tsunami, ...data.reliability].flatMap((rule) =>
      rule.sources.flatMap((source) => (source.document ? [source.document] : [])),
    );
    expect(documents.some((document) => document.startsWith('../shared/samples/'))).toBe(true);
    for (const document of documents) expect(existsSync(path.join(repoRoot, document)), document).toBe(true);
  });

  it('renders each rule with its anchor, sources and what is not published', () => {
    const html = renderBuildTime(createElement(LifecycleRules, { section: 'eew' }), { mdx: true });
    expect(html).toContain('id="rule-cancel"');
    expect(html).toContain('<a href="/docs/eew">緊急地震速報について</a>');
    expect(html).toContain('公開されていません');
    const table = renderBuildTime(createElement(ErrorActionTable), { mdx: true });
    expect(table).toContain('id="websocket-4409"');
    expect(table).toContain('<a href="/docs/reference/api/v2/socket.close">');
  });

  it('stops on a code data/api documents without an action, with file:line:column', () => {
    const text = replaceOnce(original, '    - code: 4891\n', '    - code: 4892\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, '4892')} clientActions.websocket[8].code: data/api/v2/websocket.yaml errorCodes has no code 4892`,
    );
    expect(error.message).toContain('no action for close code 4891, which data/api documents');
  });

  it('stops on a rule that names an unknown source', () => {
    const text = replaceOnce(original, '      - source: vxse42-page\n', '      - source: vxse42\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toMatch(
      new RegExp(
        `^${shown}:${lineColumnOf(text, 'vxse42\n')} eew\\[7\\]\\.sources\\[2\\]\\.source: unknown source "vxse42"`,
      ),
    );
  });

  it('stops on a repository document that does not exist', () => {
    const text = replaceOnce(original, 'examples/vtse41.json\n', 'examples/vtse41-missing.json\n');
    const { error } = loadBroken(text);
    expect(error.message).toContain('no such file: data/schemas/tsunami-information/examples/vtse41-missing.json');
  });
});
