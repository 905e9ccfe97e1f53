import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { htmlFileToUrl, listHtmlFiles } from '../../generators/build/html-scan';
import { decodeHtml } from '../../isomorphic/escape-html';
import { listSchemaVersions } from '../../pages/kinds/json-schema/build/listing';
import { routeKey } from '../../isomorphic/route-key';
import { searchPagePath } from '../../isomorphic/search-path';
import { apiRouteBase, jmaFileUrl, schemaPageUrl, telegramUrl } from '../../isomorphic/routes';

/** One query a visitor would type, and the pages that answer it (any of them in the top 3 counts as a hit). */
export interface SearchQuery {
  query: string;
  expect: string[];
  /** Where the query comes from: a data-derived group (`telegram-title` …) or `everyday` (queries.yaml). */
  group: string;
}

export const everydayQueryFile = path.join(import.meta.dirname, 'queries.yaml');

/** The held-out set of everyday tasks and questions (issue 29): written before search was tuned, never reworded to pass. */
export const everydayTaskFile = path.join(import.meta.dirname, 'everyday.yaml');

/**
 * The data files are parsed, not validated (the build validates them), so the query set can be measured
 * against any build while a data file is being edited.
 */
function readYaml<T>(file: string): T {
  return parse(readFileSync(file, 'utf8')) as T;
}

/** Endpoint files of data/api/<version>/ (`kind: rest | websocket`, with `id` and `version`). */
function listEndpoints(dir: string): { id: string; version: string }[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(path.join(dir, folder.name))
        .filter((file) => file.endsWith('.yaml'))
        .map((file) => readYaml<{ kind?: string; id?: string; version?: string }>(path.join(dir, folder.name, file))),
    )
    .filter(
      (endpoint): endpoint is { kind: string; id: string; version: string } =>
        (endpoint.kind === 'rest' || endpoint.kind === 'websocket') && !!endpoint.id && !!endpoint.version,
    );
}

/** Adds `page` to the expected pages of `query` in `group`, creating the query on first sight. */
function collector() {
  const byQuery = new Map<string, SearchQuery>();
  return {
    add(group: string, query: string, page: string) {
      const text = query.trim();
      if (!text) return;
      const key = `${group}\u0000${text}`;
      const entry = byQuery.get(key) ?? { query: text, expect: [], group };
      if (!entry.expect.includes(routeKey(page))) entry.expect.push(routeKey(page));
      byQuery.set(key, entry);
    },
    list: () => [...byQuery.values()],
  };
}

interface ContractClass {
  api: string;
  name: string;
}

const telegramIndexPath = '/docs/telegrams';
const jmaFileIndexPath = '/docs/jmafile';
const pricePath = '/price';

/**
 * Queries derived from the data files, so a new telegram, JMA file, endpoint or schema is measured without an
 * edit here: every contract class name; every telegram's title, page code and data type code; every JMA file's
 * title and page code; every API endpoint id; every JSON schema name (answered by any version page of that schema).
 */
export function generatedQueries(dataDir = path.join(import.meta.dirname, '../../data')): SearchQuery[] {
  const queries = collector();
  const telegrams = readYaml<{
    classes: ContractClass[];
    telegrams: { code: string; title: string; class: string; dataTypes: string[] }[];
  }>(path.join(dataDir, 'telegrams.yaml'));
  const jmaFiles = readYaml<{ classes: ContractClass[]; files: { code: string; title: string; class: string }[] }>(
    path.join(dataDir, 'jmafile.yaml'),
  );
  // A contract class name (what a customer signs up for) finds the list of its data, the price page, or a page
  // of the data the class delivers.
  for (const item of telegrams.classes) {
    const members = telegrams.telegrams
      .filter((telegram) => telegram.class === item.api)
      .map((telegram) => telegramUrl(telegram.code));
    for (const page of [telegramIndexPath, pricePath, ...members]) queries.add('contract-class', item.name, page);
  }
  for (const item of jmaFiles.classes) {
    const members = jmaFiles.files.filter((file) => file.class === item.api).map((file) => jmaFileUrl(file.code));
    for (const page of [jmaFileIndexPath, pricePath, ...members]) queries.add('contract-class', item.name, page);
  }
  for (const telegram of telegrams.telegrams) {
    const page = telegramUrl(telegram.code);
    queries.add('telegram-title', telegram.title, page);
    queries.add('telegram-code', telegram.code, page);
    // Data type codes are letters and digits (VXSE53); the half-width katakana A/N headings are not codes a
    // visitor types.
    for (const dataType of telegram.dataTypes)
      if (/^[A-Z0-9]+$/.test(dataType)) queries.add('data-type-code', dataType, page);
  }
  for (const file of jmaFiles.files) {
    queries.add('jmafile-title', file.title, jmaFileUrl(file.code));
    queries.add('jmafile-code', file.code, jmaFileUrl(file.code));
  }
  for (const endpoint of listEndpoints(path.join(dataDir, 'api')))
    queries.add('api-endpoint', endpoint.id, `${apiRouteBase}/${endpoint.version}/${endpoint.id}`);
  for (const schema of listSchemaVersions(path.join(dataDir, 'schemas')))
    queries.add('schema-name', schema.name, schemaPageUrl(schema.name, schema.version, schema.current));
  return queries.list();
}

/** Hand-written queries of a YAML list (`query` + `expect`: a path or a list of paths), tests/search/queries.yaml by default. */
export function everydayQueries(file = everydayQueryFile, group = 'everyday'): SearchQuery[] {
  const entries = parse(readFileSync(file, 'utf8')) as { query: string; expect: string | string[] }[];
  if (!Array.isArray(entries)) throw new Error(`${file}: expected a list of { query, expect }`);
  return entries.map((entry, index) => {
    const expect = Array.isArray(entry.expect) ? entry.expect : [entry.expect];
    if (
      typeof entry.query !== 'string' ||
      !entry.query.trim() ||
      expect.length === 0 ||
      expect.some((page) => typeof page !== 'string' || !page.startsWith('/'))
    ) {
      throw new Error(
        `${file}: entry ${index + 1} needs a non-empty "query" and "expect" as a site path or a list of site paths`,
      );
    }
    return { query: entry.query.trim(), expect: expect.map((page) => routeKey(page)), group };
  });
}

/** The everyday tasks and questions of tests/search/everyday.yaml (group `everyday-task`). */
export function everydayTaskQueries(): SearchQuery[] {
  return everydayQueries(everydayTaskFile, 'everyday-task');
}

/** The whole query set: generated from the data, then the everyday queries. */
export function searchQueries(): SearchQuery[] {
  return [...generatedQueries(), ...everydayQueries()];
}

/**
 * Every page's title as a query (group `page-title`): the text of the h1 of each built page (404.html, the
 * search results page and Pagefind's files aside), expected to find that page.
 */
export function pageTitleQueries(distDir: string): SearchQuery[] {
  const queries = collector();
  for (const file of listHtmlFiles(distDir)) {
    if (file === '404.html' || file.startsWith('pagefind/') || htmlFileToUrl(file) === searchPagePath) continue;
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(path.join(distDir, file), 'utf8'));
    if (!h1) throw new Error(`${file}: no h1`);
    queries.add('page-title', decodeHtml(h1[1].replace(/<[^>]+>/g, '')), htmlFileToUrl(file));
  }
  return queries.list();
}

/** Queries typed key by key (the dialog answers each keystroke, debounced): common words, codes and API names. */
export const typedQueries = [
  '緊急地震速報',
  'websocket',
  '震度速報',
  '津波警報',
  'VXSE53',
  'アクセストークン',
  '料金',
  'socket.start',
  '観測点',
  'JSON 変換',
];
