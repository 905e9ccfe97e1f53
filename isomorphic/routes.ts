/**
 * Every URL and anchor of the site: page paths, section anchors and download paths. Page sources
 * (pages/kinds/<name>/build/source.ts) list pages at these paths, and components link to them and set their ids
 * with the same functions; a component writes no URL or anchor of its own. No imports: the build and the browser
 * both load this module.
 */

// Catalogs: telegrams and JMA file-format data.

/** The index of the telegram pages, with a section per delivery class. */
export const telegramIndexPath = '/docs/telegrams/';

/** The page of one telegram on this site. */
export function telegramUrl(code: string): string {
  return `${telegramIndexPath}${code}`;
}

/** A telegram class's section of the telegram index. */
export function telegramClassUrl(api: string): string {
  return `${telegramIndexPath}#${classAnchor(api)}`;
}

/** The index of the JMA file pages, with a section per delivery class. */
export const jmaFileIndexPath = '/docs/jmafile/';

/** The page of one product on this site. */
export function jmaFileUrl(code: string): string {
  return `${jmaFileIndexPath}${code}`;
}

/** A JMA file class's section of the JMA file index. */
export function jmaFileClassUrl(api: string): string {
  return `${jmaFileIndexPath}#${classAnchor(api)}`;
}

/** The section of the JMA file index on the parts of a file name. */
export const jmaFileNamesUrl = `${jmaFileIndexPath}#file-names`;

/** The price list, a hand-written page. */
export const pricePath = '/price';

/** Anchor of a class's table on its index page (`telegram.earthquake` → `telegram-earthquake`). */
export function classAnchor(api: string): string {
  return api.replace('.', '-');
}

// The provider's disagreements.

/** The list of the provider's disagreements (data/disagreements.yaml), one section per entry. */
export const disagreementsPath = '/docs/disagreements';

/** One entry of the list of disagreements, by its id. */
export function disagreementUrl(id: string): string {
  return `${disagreementsPath}#${id}`;
}

// The timeline of JMA's notices.

/** The timeline of JMA's technical notices and notices, built from both catalogs. */
export const updatesPath = '/docs/updates/';
/** The Atom feed, relative to dist/client, and as linked. */
export const updatesFeedArtifactPath = 'docs/updates/atom.xml';
export const updatesFeedUrl = `/${updatesFeedArtifactPath}`;
/** Anchor of the section of technical notices the provider gives no date for. */
export const undatedAnchor = 'undated';

/** Anchor of a year's section. */
export function yearAnchor(year: string): string {
  return `year-${year}`;
}

// The API reference.

export const apiRouteBase = '/docs/reference/api';
/** The API v2 overview: calling the API, authentication, errors, type notation, rate limits, resources. */
export const apiOverviewPath = `${apiRouteBase}/v2/`;
/** The OAuth2 v1 reference: flows, endpoints, scopes, lifetimes and error codes. */
export const oauth2Path = '/docs/reference/oauth2/v1';
/** The OpenAPI 3.1 document of every REST endpoint, relative to dist/client. */
export const openApiArtifactPath = `${apiOverviewPath.slice(1)}openapi.json`;
export const openApiUrl = `/${openApiArtifactPath}`;
/** The AsyncAPI 3.0 document of WebSocket v2, relative to dist/client. */
export const asyncApiArtifactPath = `${apiOverviewPath.slice(1)}asyncapi.json`;
export const asyncApiUrl = `/${asyncApiArtifactPath}`;

/** An endpoint's page: `/docs/reference/api/<version>/<id>` (`v2`, `socket.start`). */
export function apiEndpointPath(version: string, id: string): string {
  return `${apiRouteBase}/${version}/${id}`;
}

/** A link to an anchor of the same page. */
export function anchorHref(anchor: string): string {
  return `#${anchor}`;
}

/** Section ids of the overview and OAuth2 pages that endpoint pages link to. */
export const apiSections = {
  calling: 'calling',
  authentication: 'authentication',
  urlParameters: 'url-parameters',
  cursorToken: 'cursor-token',
  errors: 'errors',
  typeNotation: 'type-notation',
  rateLimits: 'rate-limits',
  designationCodes: 'designation-codes',
  resources: 'resources',
  openApi: 'openapi',
  scopes: 'scopes',
} as const;

/** Anchor of a scope's row in the OAuth2 scope table (`socket.start` → `scope-socket.start`). */
export function scopeAnchor(scope: string): string {
  return `scope-${scope}`;
}

export function scopeUrl(scope: string): string {
  return `${oauth2Path}#${scopeAnchor(scope)}`;
}

/** Anchor of a resource group on the overview (`GD Earthquake` → `group-gd-earthquake`). */
export function groupAnchor(groupId: string): string {
  return `group-${groupId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function overviewSectionUrl(section: string): string {
  return `${apiOverviewPath}#${section}`;
}

/** Anchor of an authentication method on the overview (`auth-<id>`). */
export function authMethodAnchor(methodId: string): string {
  return `auth-${methodId}`;
}

/** Anchor of an error code's row: on the overview (`error-<id>`), and on the WebSocket page (`error-<code>`). */
export function apiErrorAnchor(id: string | number): string {
  return `error-${id}`;
}

/** Anchor of a rate-limit rule's row on the overview (`rate-limit-<id>`). */
export function rateLimitAnchor(ruleId: string): string {
  return `rate-limit-${ruleId}`;
}

/**
 * Anchors of the OAuth2 page: a flow, a step of it and a mode of a step, a client type, an endpoint, a token's
 * lifetime, an error code.
 */
export const oauth2Anchors = {
  flow: (flowId: string) => `flow-${flowId}`,
  step: (stepId: string) => `step-${stepId}`,
  stepMode: (stepId: string, mode: string) => `${stepId}-mode-${mode}`,
  clientType: (typeId: string) => `client-type-${typeId}`,
  endpoint: (endpointId: string) => `endpoint-${endpointId}`,
  lifetime: (token: string) => `lifetime-${token}`,
  error: (code: string) => `error-${code}`,
};

/**
 * Ids of an API field table set (pages/kinds/api/FieldTables.tsx): `{prefix}-fields` for the root table,
 * `{prefix}-fields.items.head` for a nested table and `{prefix}.items.head.type` for a field row, so they never
 * collide.
 */
export function fieldTableId(prefix: string, idPath: readonly string[]): string {
  return idPath.length === 0 ? `${prefix}-fields` : `${prefix}-fields.${idPath.join('.')}`;
}

export function fieldRowId(prefix: string, idPath: readonly string[]): string {
  return `${prefix}.${idPath.join('.')}`;
}

// The JSON conversion reference and its downloads.

export const jsonConversionPath = '/docs/reference/conversion/json/';
export const componentPagePath = `${jsonConversionPath}component`;
export const schemaHeadAnchor = 'schema-head';
export const componentsDownloadPath = '/schemas/components.json';
const schemaPageBase = `${jsonConversionPath}schema/`;

/** `/docs/reference/conversion/json/schema/<name>`: the page of a schema's current version. */
export function currentSchemaPageUrl(name: string): string {
  return `${schemaPageBase}${name}`;
}

/** `/docs/reference/conversion/json/schema/<name>` (current) or `…/schema/legacy/<name>_<version>`. */
export function schemaPageUrl(name: string, version: string, current: boolean): string {
  return current ? currentSchemaPageUrl(name) : `${schemaPageBase}legacy/${name}_${version}`;
}

/** The page of a schema version given the schema's versions, oldest first: the last (current) one at its short URL. */
export function schemaVersionPagePath(name: string, version: string, versions: readonly string[] = []): string {
  return schemaPageUrl(name, version, version === versions[versions.length - 1]);
}

/** `.json` the bundled schema, `.d.ts` its types, `.fields.json` the field paths its page documents with an anchor (used by the validator). */
export function schemaDownloadPath(name: string, version: string, extension: 'json' | 'd.ts' | 'fields.json'): string {
  return `/schemas/${name}/${version}.${extension}`;
}

export function exampleDownloadPath(name: string, slug: string): string {
  return `/schemas/${name}/examples/${slug}.json`;
}
