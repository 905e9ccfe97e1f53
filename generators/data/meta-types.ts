import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { repoRoot } from './data-source';
import { metaSchemaDir } from './validate';
import { splitRef, valueAtTokens } from './json-pointer';
import type { JsonSchemaObject } from '../schemas/schema-catalog-model';
import { pascalCase } from '../schemas/generator-titles';
import { isSchemaObject } from '../schemas/schema-node';

/**
 * TypeScript types of the data files, generated from their meta schemas (data/meta/*.schema.json) with
 * json-schema-to-typescript, so that a field is declared once: in the schema that validates it.
 *
 * Type names: a schema's or definition's `title` when it is an identifier (`RawRestEndpoint`), else the definition's
 * key in PascalCase (`$defs/TelegramEntry`, `$defs/japaneseText` → `JapaneseText`), else, for a root whose title is
 * written for people (the published catalog schemas), the file name in PascalCase (`TelegramCatalogOutput`).
 * Other parts of a schema (an object inside a property) are inlined where they are used.
 */

/**
 * Folder of the generated declarations, one `<name>.ts` per `data/meta/<name>.schema.json`. They are types only,
 * in the layer both sides may import: the site config's types (site.ts) are read by the browser's shell too.
 */
export const dataTypesDir = path.join(repoRoot, 'isomorphic/data-types');

/** The command that writes them, named in every generated file and in the staleness test's message. */
export const dataTypesCommand = 'npm run types:data';

/** Every meta schema's file name, sorted: `api-endpoint.schema.json` … */
export function metaSchemaFiles(dir = metaSchemaDir): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort();
}

/** `telegram-catalog-output.schema.json` → `telegram-catalog-output.ts`. */
export function dataTypesFileName(metaSchemaFile: string): string {
  return `${metaSchemaFile.slice(0, -'.schema.json'.length)}.ts`;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Prepares a meta schema for json-schema-to-typescript:
 * - a `$ref` to another meta schema (`api-field-schema.schema.json`, `telegrams.schema.json#/$defs/TelegramFields`)
 *   names the type that schema's module declares (`tsType`, see `ExternalTypes`); the module imports it. Given the
 *   `$ref`, the generator would declare the referenced types again in this module.
 * - a `$ref` with annotations beside it (`{ $ref, description }`) becomes `{ allOf: [{ $ref }], description }`.
 *   Given the first form, the generator copies the referenced type under a numbered name (`FieldSchema1`) for each
 *   such use; given the second, it reuses the one type and keeps the description on the property.
 * - a title written for people is dropped, so the definition key or the file name names the type.
 * - `if`/`then`/`else` whose branches are both a value's schema (`$ref` or `type`) is the union `then | else` (a link
 *   with `kind` is a JMA document record, one without is a plain link); other conditionals only add rules and are
 *   left out.
 * - a `oneOf`/`anyOf` whose branches only say which fields must be present (`[{ required: [to] }, { required: [href] }]`)
 *   is dropped: the generator would turn it into an open `{ [k: string]: unknown }` intersected with the type; the
 *   fields stay optional in the type, and the validator still enforces the rule.
 * - a node that says nothing of its value (only a `description`, like an example's `body`) is typed `JsonValue`
 *   (isomorphic/json-value.ts: a data file holds nothing else); the generator would make it an object with any keys.
 *   Such nodes in an `allOf` (an `if`/`then` rule) are left out; an array whose items are not described holds
 *   `JsonValue`s.
 */
function toTypeScriptDialect(schema: JsonSchemaObject, rootName: string, external: ExternalTypes): JsonSchemaObject {
  const prepared = typeScriptNode(schema, external);
  const title = typeof prepared.title === 'string' ? prepared.title : rootName;
  const definitions = isSchemaObject(prepared.$defs) ? prepared.$defs : {};
  // Every definition is named (its title, or its key in PascalCase); a part of one without a title is inlined.
  const $defs = Object.fromEntries(
    Object.entries(definitions).map(([key, definition]) => [
      key,
      isSchemaObject(definition) && typeof definition.title !== 'string'
        ? { title: pascalCase(key), ...definition }
        : definition,
    ]),
  );
  // The generator names the root schema in its comments by `$id`; the meta schemas of data/api have none.
  return { ...prepared, title, $id: typeof prepared.$id === 'string' ? prepared.$id : title, $defs };
}

/** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
const schemaKeywords = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
];
const schemaListKeywords = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const schemaMapKeywords = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
/** Keywords that say what a value is; a node with none of them accepts any value. */
const typeKeywords = ['type', '$ref', 'allOf', 'anyOf', 'oneOf', 'enum', 'const', 'properties', 'items', 'not'];

/** A branch that is a value's schema on its own (`{ $ref }`, `{ type: … }`), not a rule added to the node's. */
function describesValue(node: unknown): boolean {
  return isSchemaObject(node) && ('$ref' in node || 'type' in node);
}

/**
 * The types a module takes from the modules of other meta schemas: `type(ref)` is the name of the type a `$ref` to
 * another meta schema stands for, and `imports` collects them by module (`./telegrams` → `TelegramFields`).
 */
class ExternalTypes {
  readonly imports = new Map<string, Set<string>>();
  /** Each referenced meta schema, parsed once however many `$ref`s lead into it. */
  private readonly schemas = new Map<string, unknown>();
  constructor(private readonly dir: string) {}

  /**
   * `file.schema.json` → the type of its root (its title when an identifier, else the file name in PascalCase);
   * `file.schema.json#/$defs/key` → the type of that definition (its title when an identifier, else the key in
   * PascalCase), as toTypeScriptDialect names them in that file's module.
   */
  type(ref: string): string {
    const { file, tokens } = splitRef(ref);
    if (!this.schemas.has(file)) this.schemas.set(file, JSON.parse(readFileSync(path.join(this.dir, file), 'utf8')));
    const target = valueAtTokens(this.schemas.get(file), tokens);
    const definition = tokens.length === 2 && tokens[0] === '$defs' ? tokens[1] : undefined;
    if (!isSchemaObject(target) || (tokens.length > 0 && !definition)) {
      throw new Error(`$ref "${ref}": a meta schema may reference another one's root or one of its $defs`);
    }
    const name =
      typeof target.title === 'string' && identifier.test(target.title)
        ? target.title
        : pascalCase(definition ?? file.slice(0, -'.schema.json'.length));
    const module = `./${dataTypesFileName(file).replace(/\.ts$/, '')}`;
    this.imports.set(module, new Set([...(this.imports.get(module) ?? []), name]));
    return name;
  }
}

/** One schema node in the generator's dialect (see above), its subschemas first. */
function typeScriptNode(node: JsonSchemaObject, external: ExternalTypes): JsonSchemaObject {
  const child = (value: unknown) => (isSchemaObject(value) ? typeScriptNode(value, external) : value);
  const copy: JsonSchemaObject = { ...node };
  for (const keyword of schemaKeywords) if (isSchemaObject(copy[keyword])) copy[keyword] = child(copy[keyword]);
  for (const keyword of schemaListKeywords) {
    const list = copy[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map(child);
  }
  for (const keyword of schemaMapKeywords) {
    const map = copy[keyword];
    if (isSchemaObject(map))
      copy[keyword] = Object.fromEntries(Object.entries(map).map(([name, value]) => [name, child(value)]));
  }
  if (Array.isArray(node.allOf)) {
    const typed = (copy.allOf as unknown[]).filter((child) => isSchemaObject(child) && child.tsType !== 'JsonValue');
    if (typed.length > 0) copy.allOf = typed;
    else delete copy.allOf;
  }
  if (isSchemaObject(copy.if) && describesValue(node.then) && describesValue(node.else)) {
    copy.anyOf = [copy.then, copy.else];
    delete copy.if;
    delete copy.then;
    delete copy.else;
  }
  if (typeof copy.title === 'string' && !identifier.test(copy.title)) delete copy.title;
  // A discriminated union (`discriminator` + `oneOf`): each branch declares its own tag, so the type is the union.
  if (isSchemaObject(copy.discriminator)) {
    delete copy.properties;
    delete copy.required;
  }
  for (const keyword of ['oneOf', 'anyOf']) if (onlyPresenceRules(node[keyword])) delete copy[keyword];
  if (typeof copy.$ref === 'string') {
    const { $ref, ...rest } = copy;
    const target = $ref.startsWith('#') ? { $ref } : { tsType: external.type($ref) };
    return Object.keys(rest).length > 0 ? ownFieldsIntoAllOf({ ...rest, allOf: [target] }) : target;
  }
  if (Array.isArray(copy.allOf)) return ownFieldsIntoAllOf(copy);
  if (!typeKeywords.some((keyword) => keyword in copy)) copy.tsType = 'JsonValue';
  if (copy.type === 'array' && !('items' in copy) && !('prefixItems' in copy)) copy.items = { tsType: 'JsonValue' };
  return copy;
}

/** Object keywords that, beside an `allOf`, describe one more part of the intersection. */
const objectKeywords = [
  'type',
  'properties',
  'required',
  'additionalProperties',
  'unevaluatedProperties',
  'patternProperties',
];

/**
 * `{ allOf: [A], properties: {…} }` as `{ allOf: [A, { properties: {…} }] }`. Given the first form, the generator
 * names the node's own part after the node (`CatalogClass1`, or `RestEndpoint` inside `RawRestEndpoint`); given the
 * second, it writes that part inline: `A & { … }`. `unevaluatedProperties: false` closes the object for the validator;
 * the generated types are closed anyway (`additionalProperties: false` below).
 */
function ownFieldsIntoAllOf(node: JsonSchemaObject): JsonSchemaObject {
  const own = objectKeywords.filter(
    (keyword) => keyword in node && keyword !== 'type' && keyword !== 'unevaluatedProperties',
  );
  if (own.length === 0) return node;
  const part: JsonSchemaObject = { type: 'object' };
  const rest: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (own.includes(key)) part[key] = value;
    else if (!objectKeywords.includes(key)) rest[key] = value;
  }
  return { ...rest, allOf: [...(node.allOf as unknown[]), part] };
}

/** True for `[{ required: [...] }, { not: { required: [...] } }, …]`: branches that only constrain which fields are present. */
function onlyPresenceRules(branches: unknown): boolean {
  const presenceOnly = (branch: unknown): boolean =>
    typeof branch === 'object' &&
    branch !== null &&
    Object.entries(branch).every(([key, value]) => key === 'required' || (key === 'not' && presenceOnly(value)));
  return Array.isArray(branches) && branches.every(presenceOnly);
}

function banner(metaSchemaFile: string): string {
  return [
    '/* eslint-disable */',
    '/**',
    ` * Generated from data/meta/${metaSchemaFile} by json-schema-to-typescript. Do not edit this file:`,
    ` * edit the meta schema, then run \`${dataTypesCommand}\` (generators/cli/data-types.ts) and commit both.`,
    ' */',
  ].join('\n');
}

/** json-schema-to-typescript's output for one meta schema (`site.schema.json`), without a banner. */
async function compileMetaSchema(metaSchemaFile: string, dir: string, external: ExternalTypes): Promise<string> {
  const schema = JSON.parse(readFileSync(path.join(dir, metaSchemaFile), 'utf8')) as JsonSchemaObject;
  const rootName = pascalCase(metaSchemaFile.slice(0, -'.schema.json'.length));
  return compile(toTypeScriptDialect(schema, rootName, external), rootName, {
    bannerComment: '',
    cwd: dir,
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: true,
    strictIndexSignatures: false,
    enableConstEnums: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
    customName: (node) => (typeof node.title === 'string' && identifier.test(node.title) ? node.title : undefined),
  });
}

/** json-schema-to-typescript's note under a definition's JSDoc, which names the root type of the schema. */
const definitionNote =
  /(?:\n \*)?\n \* This interface was referenced by `[^`]*`'s JSON-Schema\n \* via the `definition` "[^"]*"\./g;

/** The generator's output without its notes on definitions, empty JSDoc comments and blank lines between declarations. */
function tidy(body: string): string {
  return body
    .replace(definitionNote, '')
    .replace(/^\/\*\*\n \*\/\n/gm, '')
    .replace(/\n\n+(?=\/\*\*|export )/g, '\n')
    .trim();
}

/** The TypeScript module of every meta schema in `dir`, by meta schema file name (`site.schema.json` → source). */
export async function metaSchemaTypeScripts(dir = metaSchemaDir): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  for (const schemaFile of metaSchemaFiles(dir)) {
    const external = new ExternalTypes(dir);
    const body = tidy(await compileMetaSchema(schemaFile, dir, external));
    const imports = [
      ...(/\bJsonValue\b/.test(body) ? ["import type { JsonValue } from '../json-value';"] : []),
      ...[...external.imports].map(([from, names]) => `import type { ${[...names].join(', ')} } from '${from}';`),
    ];
    modules.set(
      schemaFile,
      [banner(schemaFile), ...(imports.length > 0 ? [imports.join('\n')] : []), `${body}\n`].join('\n\n'),
    );
  }
  return modules;
}
