/** Where the JSON conversion reference and its downloads live: every URL of it is written here once. */

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

export function schemaPageTitle(name: string, version: string): string {
  return `Schema ${name} v${version}`;
}

/** `.json` the bundled schema, `.d.ts` its types, `.fields.json` the field paths its page documents with an anchor (used by the validator). */
export function schemaDownloadPath(name: string, version: string, extension: 'json' | 'd.ts' | 'fields.json'): string {
  return `/schemas/${name}/${version}.${extension}`;
}

export function exampleDownloadPath(name: string, slug: string): string {
  return `/schemas/${name}/examples/${slug}.json`;
}
