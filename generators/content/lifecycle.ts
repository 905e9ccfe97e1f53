import { existsSync } from 'node:fs';
import path from 'node:path';
import { websocketEndpoint } from '../api/asyncapi';
import { loadApiCatalog } from '../api/load';
import type { DataIssue } from '../data/data-error';
import { keyedDuplicates } from '../data/data-checks';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { ApiCatalog, ApiShared } from '../../isomorphic/api-types';
import type { Lifecycle, LifecycleRule } from '../../isomorphic/data-types/lifecycle';
import type {
  CodeOrigin,
  ErrorActionRow,
  LifecycleRuleView,
  LifecycleSection,
  LifecycleView,
} from '../../isomorphic/lifecycle';
import { apiSections, overviewSectionUrl } from '../../isomorphic/routes';

export const lifecycleFile = path.join(repoRoot, 'data/lifecycle.yaml');
const sections: LifecycleSection[] = ['eew', 'tsunami', 'reliability'];

/**
 * What data/lifecycle.yaml is checked against and joined with: the codes data/api documents (each HTTP error status
 * and WebSocket close code, with what it means and where), and the rate limits the reliability page shows.
 */
export interface DocumentedCodes {
  /** Each HTTP error status with its meanings, each with the pages that give it. */
  http: Map<number, ErrorActionRow['meanings']>;
  /** The WebSocket endpoint: the file that lists its close codes, its page, and the codes with their meanings. */
  websocket: { file: string; origin: CodeOrigin; codes: Array<{ code: number; meaning: string }> };
  rateLimits: ApiShared['rateLimits'];
}

/** Every HTTP status data/api documents as an error, with what it means and where. */
function httpCodes(catalog: ApiCatalog): Map<number, Map<string, CodeOrigin[]>> {
  const codes = new Map<number, Map<string, CodeOrigin[]>>();
  const add = (status: number, text: string, origin: CodeOrigin) => {
    const meanings = codes.get(status) ?? new Map<string, CodeOrigin[]>();
    const origins = meanings.get(text) ?? [];
    if (!origins.some((known) => known.href === origin.href)) origins.push(origin);
    meanings.set(text, origins);
    codes.set(status, meanings);
  };
  const overview = { title: 'API v2', href: overviewSectionUrl(apiSections.errors) };
  for (const error of catalog.shared.errors) {
    const users = catalog.endpoints.filter(
      (endpoint) => endpoint.kind === 'rest' && endpoint.errors.standard.includes(error.id),
    );
    if (users.length === 0) add(error.status, error.meaning, overview);
    for (const endpoint of users) add(error.status, error.meaning, { title: endpoint.title, href: endpoint.route });
  }
  for (const endpoint of catalog.endpoints) {
    if (endpoint.kind !== 'rest') continue;
    for (const error of endpoint.errors.specific)
      add(error.status, error.meaning, { title: endpoint.title, href: endpoint.route });
  }
  const limits = catalog.shared.rateLimits;
  add(limits.status, limits.general.description, {
    title: 'API v2（レートリミット）',
    href: overviewSectionUrl(apiSections.rateLimits),
  });
  return codes;
}

/** The codes of `catalog` (data/api by default) that data/lifecycle.yaml gives an action for. */
export function documentedCodes(catalog: ApiCatalog = loadApiCatalog()): DocumentedCodes {
  const http = new Map(
    [...httpCodes(catalog)].map(([status, meanings]) => [
      status,
      [...meanings].map(([text, origins]) => ({ text, origins })),
    ]),
  );
  const websocket = websocketEndpoint(catalog);
  return {
    http,
    websocket: {
      file: websocket.file,
      origin: { title: websocket.title, href: websocket.route },
      codes: websocket.errorCodes.map(({ code, meaning }) => ({ code, meaning })),
    },
    rateLimits: catalog.shared.rateLimits,
  };
}

/**
 * Reads data/lifecycle.yaml and joins it with the codes of data/api (or `codes`, a test's own): every rule's sources
 * resolved, and one row per error code and close code with the action the file gives. A rule naming an unknown
 * source, a repository document that does not exist, a code data/api documents without an action, or an action for a
 * code it does not document stops the build at the file's line and column.
 */
export function loadLifecycle(file: string = lifecycleFile, codes: DocumentedCodes = documentedCodes()): LifecycleView {
  const source = loadValidated<Lifecycle>(file, 'lifecycle.schema.json');
  const data = source.value;
  const issues: DataIssue[] = [];

  const rules = {} as Record<LifecycleSection, LifecycleRuleView[]>;
  for (const section of sections) {
    issues.push(...keyedDuplicates(source, [section], data[section], 'id', 'rule id'));
    rules[section] = data[section].map((rule: LifecycleRule, index) => ({
      id: rule.id,
      title: rule.title,
      rule: rule.rule,
      handler: rule.handler,
      unpublished: rule.unpublished,
      sources: rule.sources.map((entry, sourceIndex) => {
        const at = [section, index, 'sources', sourceIndex];
        if (entry.source !== undefined) {
          const named = data.sources[entry.source];
          if (!named) {
            issues.push(source.issue([...at, 'source'], `unknown source "${entry.source}" (not in sources)`));
            return { title: entry.source, says: entry.says };
          }
          return { title: named.title, href: named.href, says: entry.says };
        }
        const document = entry.document!;
        // The shared samples live outside the repository; tests/unit/lifecycle-data.test.ts checks those.
        if (document.startsWith('data/') && !existsSync(path.join(repoRoot, document)))
          issues.push(source.issue([...at, 'document'], `no such file: ${document}`));
        return { title: path.basename(document), says: entry.says };
      }),
    }));
  }

  const errorRows: ErrorActionRow[] = [];
  issues.push(...keyedDuplicates(source, ['clientActions', 'http'], data.clientActions.http, 'status', 'status'));
  data.clientActions.http.forEach((entry, index) => {
    const meanings = codes.http.get(entry.status);
    if (!meanings) {
      issues.push(
        source.issue(['clientActions', 'http', index, 'status'], `data/api documents no error ${entry.status}`),
      );
      return;
    }
    errorRows.push({
      kind: 'http',
      code: entry.status,
      meanings,
      action: entry.action,
    });
  });
  for (const status of codes.http.keys())
    if (!data.clientActions.http.some((entry) => entry.status === status))
      issues.push(source.issue(['clientActions', 'http'], `no action for HTTP ${status}, which data/api documents`));

  const websocket = codes.websocket;
  issues.push(...keyedDuplicates(source, ['clientActions', 'websocket'], data.clientActions.websocket, 'code', 'code'));
  data.clientActions.websocket.forEach((entry, index) => {
    const code = websocket.codes.find((candidate) => candidate.code === entry.code);
    if (!code) {
      issues.push(
        source.issue(
          ['clientActions', 'websocket', index, 'code'],
          `${websocket.file} errorCodes has no code ${entry.code}`,
        ),
      );
      return;
    }
    errorRows.push({
      kind: 'websocket',
      code: entry.code,
      meanings: [{ text: code.meaning, origins: [websocket.origin] }],
      action: entry.action,
    });
  });
  for (const code of websocket.codes)
    if (!data.clientActions.websocket.some((entry) => entry.code === code.code))
      issues.push(
        source.issue(['clientActions', 'websocket'], `no action for close code ${code.code}, which data/api documents`),
      );

  throwIfIssues(issues);
  errorRows.sort((a, b) => a.kind.localeCompare(b.kind) || a.code - b.code);
  return { rules, errorRows, rateLimits: codes.rateLimits };
}
