import type { ErrorObject } from 'ajv/dist/2020.js';
import { distinctIssues, fieldPath } from '../schema-validator/validator-core';
import { statusMatches, tryItAllowsOrigin, type TryItConfig } from '../../../isomorphic/try-it';

/**
 * The "try it" panel's logic without the DOM: the request it sends for the values of its form, and the response
 * check's errors as one message per failing field.
 */

export interface TryItValues {
  target: 'stand-in' | 'api';
  /** The stand-in's origin as typed. */
  origin: string;
  key: string;
  /** Parameter values by name; empty ones are not sent. */
  parameters: Record<string, string>;
  body?: string;
}

export type TryItRequest =
  | { ok: true; url: string; method: string; body?: string }
  | { ok: false; problem: 'origin' | 'key' | 'path'; name?: string };

/**
 * The request for the form's values. The stand-in serves a documented URL at `<its origin>/<host><path>`
 * (generators/stand-in/rest.ts); the real API at the documented URL. The key goes in the documented query parameter,
 * so the request needs no header a CORS preflight would ask about.
 */
export function tryItRequest(config: TryItConfig, values: TryItValues): TryItRequest {
  if (values.key === '') return { ok: false, problem: 'key' };
  const documented = config.url.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (_match, name: string) => `{${name}}`);
  let missing: string | undefined;
  const filled = documented.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_match, name: string) => {
    const value = values.parameters[name] ?? '';
    if (value === '') missing ??= name;
    return encodeURIComponent(value);
  });
  if (missing) return { ok: false, problem: 'path', name: missing };
  const url = new URL(filled);
  let target: URL;
  if (values.target === 'api') target = url;
  else {
    let origin: string;
    try {
      origin = new URL(values.origin.trim()).origin;
    } catch {
      return { ok: false, problem: 'origin' };
    }
    if (!tryItAllowsOrigin(origin, config.standInHost, [])) return { ok: false, problem: 'origin' };
    target = new URL(`${origin}/${url.host}${url.pathname}`);
  }
  if (!tryItAllowsOrigin(target.origin, config.standInHost, config.apiOrigins)) return { ok: false, problem: 'origin' };
  for (const field of config.fields) {
    const value = values.parameters[field.name] ?? '';
    if (field.in === 'query' && value !== '') target.searchParams.append(field.name, value);
  }
  target.searchParams.append(config.keyParameter, values.key);
  return {
    ok: true,
    url: target.href,
    method: config.method,
    ...(values.body !== undefined && config.method !== 'GET' ? { body: values.body } : {}),
  };
}

/** The URL as the panel shows it: the key's value hidden. */
export function shownUrl(url: string, keyParameter: string): string {
  const shown = new URL(url);
  if (shown.searchParams.has(keyParameter)) shown.searchParams.set(keyParameter, '***');
  return decodeURI(shown.href);
}

export interface ResponseIssue {
  /** JSON pointer of the failing value, '' for the whole body. */
  pointer: string;
  message: string;
  /** Field names from the root for the page's field rows (`['items', 'head', 'type']`), when documented there. */
  field?: string[];
}

/**
 * ajv's errors as one issue per failing field and message (`if` left out: its `then` reports on its own). `rowFor`
 * says whether the page documents a field path (an id of a field row), so each issue links to the nearest one.
 */
export function responseIssues(
  errors: readonly ErrorObject[],
  documents: (idPath: string[]) => boolean,
): ResponseIssue[] {
  return distinctIssues(errors).map(({ pointer, message }) => {
    const path = fieldPath(pointer)
      .split('.')
      .map((part) => part.replace(/\[\]/g, ''))
      .filter(Boolean);
    while (path.length > 0 && !documents(path)) path.pop();
    return { pointer, message, ...(path.length > 0 ? { field: path } : {}) };
  });
}

/**
 * The verdict on an answer with the success status the endpoint documents without a body (Socket Close's `2XX`):
 * `valid` when its body is empty, `invalid` when it has one; undefined for any other status (checked as JSON).
 */
export function emptySuccessVerdict(
  config: Pick<TryItConfig, 'emptySuccess'>,
  status: string,
  bodyBytes: number,
): 'valid' | 'invalid' | undefined {
  if (config.emptySuccess === undefined || !statusMatches(config.emptySuccess, status)) return undefined;
  return bodyBytes === 0 ? 'valid' : 'invalid';
}
