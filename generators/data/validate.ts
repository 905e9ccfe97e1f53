import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { DataError, type DataIssue } from './data-error';
import { DataSource, pointerToDataPath, repoRoot } from './data-source';
import { splitRef } from './json-pointer';
import { dataCache } from './data-cache';
import { expandFactTokens, type FactTokenValues } from './fact-tokens';

/** Folder of the JSON Schemas that describe every YAML file in data/. */
export const metaSchemaDir = path.join(repoRoot, 'data/meta');

/**
 * Annotation keywords our JSON Schemas may carry besides the standard ones:
 * - `x-condition`: when the field appears (出現条件), in Japanese.
 * - `x-note`: a longer remark shown under the field description.
 * - `x-source`, `x-source-note`: which of the provider's sources an API field rests on, and a remark on them
 *   (data/api; see `x-source` in data/meta/api-endpoint.schema.json). Neither is shown on a page.
 * - `x-disagreement`: the entry of data/disagreements.yaml a field takes a side in (shown as a DisagreementNote).
 * `x-time-zone` (below) is a keyword that validates: an example value must end as its time zone says.
 */
export const annotationKeywords = ['x-condition', 'x-note', 'x-source', 'x-source-note', 'x-disagreement'] as const;

/**
 * `verbose` adds each error's schema node (`parentSchema`), for tests that judge where an error comes from;
 * `addUsedSchema: false` keeps compiled schemas out of the instance's `$id` registry.
 */
export function createAjv(options: { strict?: boolean; verbose?: boolean; addUsedSchema?: boolean } = {}) {
  // strictRequired is off: `oneOf: [{ required: [a] }, { required: [b] }]` (one of two fields) is a pattern we use.
  // `discriminator` (OpenAPI's keyword) picks the one `oneOf` branch named by a tag such as an endpoint's `kind`,
  // so a REST endpoint's errors are those of the REST branch only (data/meta/api-endpoint.schema.json).
  const ajv = new Ajv2020({
    allErrors: true,
    strict: options.strict ?? true,
    strictRequired: false,
    allowUnionTypes: true,
    discriminator: true,
    verbose: options.verbose ?? false,
    addUsedSchema: options.addUsedSchema ?? true,
  });
  // ajv-formats is CommonJS: its default export is the plugin function itself (as in build/validator-modules.ts).
  (addFormats as unknown as (instance: Ajv2020) => void)(ajv);
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: 'string' });
  ajv.addKeyword(timeZoneKeyword);
  return ajv;
}

/** How a value given in each time zone of `x-time-zone` ends (data/api/shared.yaml `timeZones`). */
export const timeZoneEndings: Record<string, RegExp | undefined> = { utc: /Z$/, jst: /\+09:00$/ };

function checkTimeZone(zone: string, value: string): boolean {
  const ending = timeZoneEndings[zone];
  if (!ending || ending.test(value)) return true;
  checkTimeZone.errors = [
    {
      keyword: 'x-time-zone',
      message: `must end with ${zone === 'utc' ? 'Z' : '+09:00'} (x-time-zone: ${zone})`,
      params: { zone },
    },
  ];
  return false;
}
checkTimeZone.errors = [] as Array<Partial<ErrorObject>>;

/**
 * `x-time-zone` (data/api): the time zone a date-time field's values are given in. An example value that does not
 * end as the zone says (`Z` for utc, `+09:00` for jst) fails validation where it is written; `unpublished` takes any.
 */
const timeZoneKeyword = {
  keyword: 'x-time-zone',
  schemaType: 'string',
  type: 'string',
  errors: true,
  validate: checkTimeZone,
} as const;

interface MetaValidators {
  /** The text of every file in data/meta, which the compiled validators were made from. */
  texts: string;
  ajv: ReturnType<typeof createAjv>;
  /** Each meta schema's key in `ajv` (its `$id`) by file name. */
  ids: Map<string, string>;
  compiled: Map<string, ValidateFunction>;
}

/** The meta validators last made: kept while the texts of data/meta are unchanged. */
let lastMeta: MetaValidators | undefined;
/** Data files already validated, by parsed source and validator: a loader skips what another one checked. */
const validated = new WeakMap<object, Set<ValidateFunction>>();

/**
 * The meta schemas, dropped with the other data caches when a file in data/meta changes. Every one is added to one
 * ajv instance under its `$id` (`https://dmdata.jp/meta/<file>`), so a `$ref` to another meta schema by file name
 * (`api-field-schema.schema.json`, `telegrams.schema.json#/$defs/TelegramFields`) resolves; each is compiled on
 * first use.
 */
const metaValidators = dataCache((): MetaValidators => {
  const files = readdirSync(metaSchemaDir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort();
  const schemas = files.map((file) => ({ file, text: readFileSync(path.join(metaSchemaDir, file), 'utf8') }));
  const texts = schemas.map(({ file, text }) => `${file}\n${text}`).join('\n');
  if (lastMeta?.texts === texts) return lastMeta;
  // verbose: an error carries its schema node, which ajvIssues reads for `not: { required: [name] }`.
  const ajv = createAjv({ verbose: true });
  const ids = new Map<string, string>();
  for (const { file, text } of schemas) {
    const schema = JSON.parse(text) as { $id?: string };
    if (typeof schema.$id !== 'string') throw new Error(`data/meta/${file} has no $id`);
    ajv.addSchema(schema);
    ids.set(file, schema.$id);
  }
  lastMeta = { texts, ajv, ids, compiled: new Map() };
  return lastMeta;
}, ['data/meta/']);

/**
 * Compiles (once) a schema from data/meta by file name, e.g. `site.schema.json`, or one of its
 * definitions, e.g. `site.schema.json#/$defs/navbar-doc`.
 */
export function metaValidator(schemaRef: string): ValidateFunction {
  const { ajv: metaAjv, ids, compiled } = metaValidators();
  let validate = compiled.get(schemaRef);
  if (validate) return validate;
  const [schemaFile, fragment] = schemaRef.split('#');
  const id = ids.get(schemaFile);
  if (!id) throw new Error(`no meta schema data/meta/${schemaFile}`);
  validate = metaAjv.getSchema(fragment ? `${id}#${fragment}` : id);
  if (!validate) throw new Error(`no schema definition ${schemaRef}`);
  compiled.set(schemaRef, validate);
  return validate;
}

/** The one field a `not: { required: [name] }` forbids, or undefined for any other `not`. */
function forbiddenField(schema: unknown): string | undefined {
  if (typeof schema !== 'object' || schema === null || Object.keys(schema).length !== 1) return undefined;
  const required = (schema as { required?: unknown }).required;
  return Array.isArray(required) && required.length === 1 && typeof required[0] === 'string' ? required[0] : undefined;
}

/** Turns ajv errors into issues positioned in the source file. */
export function ajvIssues(source: DataSource, errors: ErrorObject[] | null | undefined): DataIssue[] {
  const issues: DataIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    // `if`/`anyOf`/`oneOf` wrappers repeat what the inner errors already say; a missing or unknown discriminator
    // tag is reported by the `required` and `enum` of the tag's own property.
    if (['if', 'anyOf', 'oneOf', 'discriminator'].includes(error.keyword)) continue;
    const dataPath = pointerToDataPath(error.instancePath);
    let issue: DataIssue;
    const forbidden = error.keyword === 'not' ? forbiddenField(error.schema) : undefined;
    if (forbidden !== undefined) {
      // `not: { required: [name] }` forbids a field without evaluating it (a `properties: { name: false }` in a branch
      // would make the properties an object evaluates depend on the branch, and a closed object that takes its
      // fields by `$ref` would then report every field as unknown once one is wrong). Reported like a `false`
      // subschema: at the field, which explainForbiddenFields (data-checks.ts) names the rule of.
      issue = source.issue([...dataPath, forbidden], 'boolean schema is false');
    } else if (error.keyword === 'required') {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      issue = { ...source.issue(dataPath, `required field "${missing}" is missing`) };
      issue.field = [issue.field, missing].filter(Boolean).join('.');
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const extra = params.additionalProperty ?? params.unevaluatedProperty ?? '';
      issue = source.issue([...dataPath, extra], `unknown field "${extra}"`, true);
    } else if (error.keyword === 'enum') {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      issue = source.issue(dataPath, `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`);
    } else if (error.keyword === 'errorMessage' || error.keyword === 'pattern') {
      issue = source.issue(dataPath, error.message ?? 'invalid value');
    } else {
      issue = source.issue(dataPath, error.message ?? 'invalid value');
    }
    const key = `${issue.line}:${issue.column}:${issue.field}:${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

/**
 * Reads a YAML/JSON data file and validates it against a schema from data/meta.
 * Throws a DataError (file:line:column field: message) on any problem.
 */
export function loadValidated<T>(file: string, schemaFile: string): DataSource<T> {
  const source = DataSource.read<T>(file);
  const validate = metaValidator(schemaFile);
  const passed = validated.get(source);
  if (passed?.has(validate)) return source;
  if (!validate(source.value)) throw new DataError(ajvIssues(source, validate.errors));
  // Prose that states a service fact reads it from data/service-facts.yaml: `{{fact:name}}` becomes its text,
  // `{{caveat:name}}` its caveat.
  if (!passed && schemaFile !== serviceFactsSchemaFile) throwIfIssues(expandFactTokens(source, serviceFactTexts()));
  if (passed) passed.add(validate);
  else validated.set(source, new Set([validate]));
  return source;
}

/** data/service-facts.yaml: the facts that several pages state (see its header). */
export const serviceFactsFile = path.join(repoRoot, 'data/service-facts.yaml');
export const serviceFactsSchemaFile = 'service-facts.schema.json';

/** The text (and caveat) of each service fact by name, for `{{fact:name}}` and `{{caveat:name}}` in data prose. */
export function serviceFactTexts(file: string = serviceFactsFile): Map<string, FactTokenValues> {
  const source = loadValidated<{ facts: Record<string, { text: string; caveat?: { text: string } }> }>(
    file,
    serviceFactsSchemaFile,
  );
  return new Map(
    Object.entries(source.value.facts).map(([name, fact]) => [name, { text: fact.text, caveat: fact.caveat?.text }]),
  );
}

/** Collects issues from semantic checks and throws them together. */
export function throwIfIssues(issues: DataIssue[]): void {
  if (issues.length > 0) throw new DataError(issues);
}

/**
 * A meta schema as one self-contained document, for publishing (a catalog's catalog.schema.json): every `$ref` to
 * another meta schema (`telegrams.schema.json#/$defs/TelegramFields`) becomes a local one (`#/$defs/TelegramFields`),
 * and all the definitions of that schema are added after the file's own, so the published schema carries every
 * definition of the data file it is made from. The names of all these definitions must differ.
 */
export function selfContainedMetaSchema(
  schemaFile: string,
): Record<string, unknown> & { $defs: Record<string, unknown> } {
  const read = (file: string) =>
    JSON.parse(readFileSync(path.join(metaSchemaDir, file), 'utf8')) as Record<string, unknown>;
  const referenced: string[] = [];
  const localised = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(localised);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string' || value.startsWith('#')) return [key, localised(value)];
        const { file, pointer } = splitRef(value);
        if (!pointer.startsWith('/$defs/')) throw new Error(`${schemaFile}: cannot publish "$ref": "${value}"`);
        if (!referenced.includes(file)) referenced.push(file);
        return [key, `#${pointer}`];
      }),
    );
  };
  const { $defs = {}, ...root } = localised(read(schemaFile)) as Record<string, unknown>;
  const definitions = { ...($defs as Record<string, unknown>) };
  // Read in turn: a referenced schema's definitions may reference a further schema, which joins the list.
  for (let index = 0; index < referenced.length; index++) {
    const file = referenced[index];
    for (const [name, definition] of Object.entries((localised(read(file)) as { $defs?: object }).$defs ?? {})) {
      if (name in definitions) throw new Error(`${schemaFile}: $defs/${name} is defined again in ${file}`);
      definitions[name] = definition;
    }
  }
  return { ...root, $defs: definitions };
}
