/**
 * The "try it" panel of a REST endpoint page (pages/kinds/api/TryItPanel.tsx prerenders it, the code in
 * renderer/content/try-it/ runs it once opened): what it may call and where its response checks are.
 */

/** A documented parameter as a form field. */
export interface TryItField {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The reference's type notation (`String`, `Integer`, `Boolean` …). */
  type: string;
  /** What the field holds when the panel opens: the parameter's example, else its default, else empty. */
  initial: string;
  /** Allowed values, when the reference lists them (a choice). */
  values?: string[];
  /** The parameter's description as plain text. */
  description: string;
}

/** Everything the panel needs, from the same data as the page and the OpenAPI document. */
export interface TryItConfig {
  /** The endpoint's id, its OpenAPI `operationId`. */
  operationId: string;
  method: string;
  /** The documented URL, path parameters written `:name`. */
  url: string;
  fields: TryItField[];
  /** The request body's documented example, as JSON text, when the endpoint takes one. */
  body?: string;
  /** The query parameter that carries the API key (the reference's `ApiKeyQuery` method). */
  keyParameter: string;
  /** The stand-in's default origin (`http://<host>:<port>` from data/stand-in.yaml). */
  standInOrigin: string;
  /** The loopback host a changed stand-in address must keep (any port). */
  standInHost: string;
  /** The origins of the real API (data/api/shared.yaml `servers`). */
  apiOrigins: string[];
  /** The validation module of each documented JSON response, by status (`200`, `400` …). */
  validators: Record<string, string>;
  /** The response headers the endpoint documents. */
  responseHeaders: string[];
  /**
   * The success status the endpoint documents with no body (`204`, or a class such as `2XX`), when it has one: an
   * answer with that status is right when its body is empty.
   */
  emptySuccess?: string;
}

/** Whether `status` (`204`) is the documented status `documented` (`204`, or a class such as `2XX`). */
export function statusMatches(documented: string, status: string): boolean {
  return /^[1-5]XX$/i.test(documented) ? status.length === 3 && status[0] === documented[0] : documented === status;
}

/** Where the build writes the compiled check of an operation's documented response (generators/build/validator-modules.ts). */
export function responseValidatorPath(operationId: string, status: string): string {
  return `/docs/reference/api/openapi/${operationId}.${status}.validate.js`;
}

/**
 * The `connect-src` sources the panel needs beyond the site itself: the stand-in's loopback host on any port and
 * each real API origin. The Content-Security-Policy names exactly these (generators/build/security-headers.ts).
 */
export function tryItConnectSources(standInHost: string, apiOrigins: readonly string[]): string[] {
  return [`http://${standInHost}:*`, ...apiOrigins];
}

/** Whether the panel may send to `origin`: the stand-in's host over http on any port, or a real API origin. */
export function tryItAllowsOrigin(origin: string, standInHost: string, apiOrigins: readonly string[]): boolean {
  if (apiOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.hostname === standInHost && url.origin === origin;
  } catch {
    return false;
  }
}
