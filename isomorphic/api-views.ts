/**
 * Views of the loaded API catalog that the API pages show: sidebar groups, the resource list, error rows, scopes.
 * Pure functions of the catalog (generators/api/load.ts loads it; the components under pages/ render these).
 */
import type { ApiCatalog, ApiEndpoint, ApiGroup, HttpStatus, RestEndpoint } from './api-types';

/** A link to an endpoint page. */
export interface ApiEndpointLink {
  id: string;
  version: 'v1' | 'v2';
  title: string;
  route: string;
}

export interface ApiSidebarGroup {
  group: ApiGroup;
  endpoints: ApiEndpointLink[];
}

function linkOf(endpoint: ApiEndpoint): ApiEndpointLink {
  return { id: endpoint.id, version: endpoint.version, title: endpoint.title, route: endpoint.route };
}

/** Endpoints grouped for the sidebar, in the provider's group order; empty groups are left out. */
export function apiSidebarGroups(catalog: ApiCatalog): ApiSidebarGroup[] {
  return catalog.shared.groups
    .map((group) => ({
      group,
      endpoints: catalog.endpoints.filter((endpoint) => endpoint.group === group.id).map(linkOf),
    }))
    .filter((entry) => entry.endpoints.length > 0);
}

export interface ApiResource extends ApiEndpointLink {
  /** Title without the version suffix, e.g. `Socket Start`. */
  name: string;
  /** `GET`, `POST`, `DELETE` or `WebSocket`. */
  method: string;
  url: string;
  summary: string;
}

export interface ApiResourceGroup {
  group: ApiGroup;
  resources: ApiResource[];
}

/** The resource list of the API v2 index page: every endpoint by group, with method, URL and summary. */
export function apiResourceList(catalog: ApiCatalog): ApiResourceGroup[] {
  return apiSidebarGroups(catalog).map(({ group }) => ({
    group,
    resources: catalog.endpoints
      .filter((endpoint) => endpoint.group === group.id)
      .map((endpoint) => ({
        ...linkOf(endpoint),
        name: endpoint.title.replace(/ v\d+$/, ''),
        method: endpoint.kind === 'rest' ? endpoint.method : 'WebSocket',
        url: endpoint.url,
        summary: endpoint.summary,
      })),
  }));
}

export function findApiEndpoint(catalog: ApiCatalog, version: string, id: string): ApiEndpoint | undefined {
  return catalog.endpoints.find((endpoint) => endpoint.version === version && endpoint.id === id);
}

export function isRestEndpoint(endpoint: ApiEndpoint): endpoint is RestEndpoint {
  return endpoint.kind === 'rest';
}

/** One row of an endpoint's error table: standard errors first, then its own, each sorted by status. */
export interface ApiErrorRow {
  status: number;
  message?: string;
  meaning: string;
  standard: boolean;
  /** The entry of data/disagreements.yaml the error's wording takes a side in (data/api `disagreement`). */
  disagreement?: string;
}

export function endpointErrorRows(catalog: ApiCatalog, endpoint: RestEndpoint): ApiErrorRow[] {
  const standard = catalog.shared.errors
    .filter((error) => endpoint.errors.standard.includes(error.id))
    .map((error) => ({
      status: error.status,
      message: error.message,
      meaning: error.meaning,
      standard: true,
      disagreement: error.disagreement,
    }));
  const specific = endpoint.errors.specific.map((error) => ({
    status: error.status,
    message: error.message,
    meaning: error.meaning,
    standard: false,
    disagreement: error.disagreement,
  }));
  const byStatus = (a: ApiErrorRow, b: ApiErrorRow) => a.status - b.status;
  return [...standard.sort(byStatus), ...specific.sort(byStatus)];
}

/** Scopes always needed, and scopes needed only for some delivery classes. */
export function endpointScopes(endpoint: ApiEndpoint): {
  always: string[];
  perClassification: Array<{ scope: string; classification: string }>;
} {
  const always = endpoint.permissions
    .filter((permission) => !permission.classification)
    .map((permission) => permission.scope);
  const perClassification = endpoint.permissions.flatMap((permission) =>
    permission.classification ? [{ scope: permission.scope, classification: permission.classification }] : [],
  );
  return { always, perClassification };
}

/** `true` when a response example is a success (status below 400 or a 1XX–3XX range). */
export function isSuccessStatus(status: HttpStatus): boolean {
  return typeof status === 'number' ? status < 400 : Number(status[0]) < 4;
}

/** One row of an API field table: a field of one object level, everything in words (generators/api/field-tables.ts). */
export interface ApiFieldRow {
  name: string;
  /** The reference's type notation: `Integer|String<Integer>`, `Array<String>|Null`, `ISO8601Time` … */
  type: string;
  /** When the field appears: its `x-condition`, or 常に出現 (required) / — (neither). */
  condition: string;
  description: string;
  /** Allowed values of the field or of its array items, as code shows them (`true`, `10`, strings as they are). */
  values?: string[];
  /** Bounds in words: `要素数: 1〜10 個`, `値の範囲: 0〜9`, `文字数: 64 文字以下`. */
  constraints: string[];
  note?: string;
  /** The entry of data/disagreements.yaml the field takes a side in (data/api `x-disagreement`). */
  disagreement?: string;
  /** The field is an object (or an array of them, at any depth) whose fields have a table of their own. */
  hasTable: boolean;
}

/** One object level of a schema: the fields of one table. */
export interface ApiFieldLevel {
  /** Path shown to readers: `items[].head`, or '' for the root. */
  displayPath: string;
  /** Field names from the root, used for ids: `['items', 'head']`. */
  idPath: string[];
  /** The object's own description (shown in a nested table's caption). */
  description: string;
  rows: ApiFieldRow[];
}

/**
 * The fields of a JSON schema as the API pages show them: one table per object level, depth first (a parent table
 * is followed by its children's tables). A schema without an object has no level; its type and description stand
 * for it.
 */
export interface ApiFieldTables {
  type: string;
  description: string;
  levels: ApiFieldLevel[];
}
