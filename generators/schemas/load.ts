import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import $RefParser, { type FileInfo, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { compile as compileTypeScript } from 'json-schema-to-typescript';
import { DataError, type DataIssue } from '../data/data-error';
import { DataSource, pointerToDataPath, relativeToRepo, repoRoot } from '../data/data-source';
import { processShared } from '../../isomorphic/process-shared';
import { compareVersions } from '../../isomorphic/schema-version';
import { lineColumn } from '../../isomorphic/text-position';
import { createAjv } from '../data/validate';

/**
 * The JSON conversion schemas: `data/schemas/<name>/<version>.schema.json`, their hand-made examples in
 * `data/schemas/<name>/examples/*.json`, and the shared `data/schemas/components.schema.json`.
 * Every file is checked here (JSON syntax, `$id`, `$ref`s, strict ajv compile, examples) and every problem
 * becomes one DataIssue with file:line:column and the JSON pointer of the offending node.
 */

export const schemaDir = path.join(repoRoot, 'data/schemas');
export const schemaIdBase = 'https://dmdata.jp/schemas/';
export const componentsFileName = 'components.schema.json';

export type JsonSchemaObject = { [key: string]: unknown };

export interface SchemaExample {
  /** File name without `.json`, e.g. `vxse53-cancel`. */
  slug: string;
  /** Path relative to the repository root (as shown in messages). */
  file: string;
  document: JsonSchemaObject;
}

export interface SchemaEntry {
  name: string;
  version: string;
  /** Path relative to the repository root. */
  file: string;
  /** Absolute path. */
  path: string;
  schema: JsonSchemaObject;
  /** True for the highest version of `name`; the other versions are legacy. */
  current: boolean;
  /** Examples of the format; they are validated against the version named in their `_schema.version`. */
  examples: SchemaExample[];
}

export interface SchemaComponents {
  file: string;
  path: string;
  schema: JsonSchemaObject;
}

export interface SchemaCatalog {
  dir: string;
  components: SchemaComponents;
  /** Sorted by name, then by version (oldest first). */
  entries: SchemaEntry[];
}

export function schemaId(name: string, version: string): string {
  return `${schemaIdBase}${name}/${version}.schema.json`;
}

export const componentsId = `${schemaIdBase}${componentsFileName}`;

/** `$id` of the self-contained schema produced by `bundleSchema`. */
export function bundledSchemaId(name: string, version: string): string {
  return `${schemaIdBase}${name}/${version}.json`;
}

const versionPattern = /^(\d+)\.(\d+)\.(\d+)$/;
const schemaFilePattern = /^(\d+\.\d+\.\d+)\.schema\.json$/;
const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The entry of `name` for `version`, or the current entry when that version has no schema file. */
export function entryForVersion(catalog: Pick<SchemaCatalog, 'entries'>, name: string, version?: string): SchemaEntry | undefined {
  const ofName = catalog.entries.filter((entry) => entry.name === name);
  return ofName.find((entry) => entry.version === version) ?? ofName.find((entry) => entry.current);
}

// ---------------------------------------------------------------- JSON files with positions

function isObject(value: unknown): value is JsonSchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON.parse's error message names the offset (`at position N`) or the line and column. */
function jsonSyntaxIssue(file: string, text: string, error: unknown): DataIssue {
  const message = error instanceof Error ? error.message : String(error);
  const shown = relativeToRepo(file);
  const named = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  const where = named
    ? { line: Number(named[1]), column: Number(named[2]) }
    : position
      ? lineColumn(text, Number(position[1]))
      : lineColumn(text, text.length);
  return { file: shown, ...where, field: '', message: `invalid JSON: ${message.split('\n')[0]}` };
}

/**
 * Reads a JSON file strictly (JSON.parse), then keeps its positions (DataSource) for later issues. DataSource.parse
 * reuses the parsed file while its text is unchanged (the dev server reloads the catalog on each data edit).
 */
function readJsonFile(file: string, issues: DataIssue[]): DataSource<JsonSchemaObject> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    issues.push({ file: relativeToRepo(file), line: 1, column: 1, field: '', message: 'file not found or not readable' });
    return null;
  }
  try {
    JSON.parse(text);
  } catch (error) {
    issues.push(jsonSyntaxIssue(file, text, error));
    return null;
  }
  let source: DataSource<JsonSchemaObject>;
  try {
    source = DataSource.parse<JsonSchemaObject>(file, text);
  } catch (error) {
    // Valid JSON that YAML refuses: a key written twice.
    if (error instanceof DataError) issues.push(...error.issues);
    else throw error;
    return null;
  }
  if (!isObject(source.value)) {
    issues.push(source.issue([], 'the file must contain a JSON object'));
    return null;
  }
  return source;
}

function pointerOf(parts: ReadonlyArray<string | number>): string {
  return parts.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** An issue at a JSON pointer of a file, with the pointer repeated in the message. */
function issueAt(source: DataSource, pointer: string, message: string, preferKey = false): DataIssue {
  return source.issue(pointerToDataPath(pointer), `${message} (at ${pointer || '/'})`, preferKey);
}

// ---------------------------------------------------------------- discovery

interface LoadedSchemaFile {
  name: string;
  version: string;
  path: string;
  source: DataSource<JsonSchemaObject>;
}

interface LoadedExample {
  name: string;
  slug: string;
  path: string;
  source: DataSource<JsonSchemaObject>;
}

function listDirectory(dir: string): string[] {
  return readdirSync(dir).sort();
}

function discover(dir: string, issues: DataIssue[]) {
  const schemas: LoadedSchemaFile[] = [];
  const examples: LoadedExample[] = [];
  for (const name of listDirectory(dir)) {
    const folder = path.join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    if (!namePattern.test(name)) {
      issues.push({ file: relativeToRepo(folder), line: 1, column: 1, field: '', message: 'schema folder names are lower-case words joined by "-"' });
      continue;
    }
    let found = 0;
    for (const fileName of listDirectory(folder)) {
      const file = path.join(folder, fileName);
      if (fileName === 'examples' && statSync(file).isDirectory()) {
        for (const exampleName of listDirectory(file)) {
          const exampleFile = path.join(file, exampleName);
          if (!exampleName.endsWith('.json')) {
            issues.push({ file: relativeToRepo(exampleFile), line: 1, column: 1, field: '', message: 'examples must be .json files' });
            continue;
          }
          const source = readJsonFile(exampleFile, issues);
          if (source) examples.push({ name, slug: exampleName.replace(/\.json$/, ''), path: exampleFile, source });
        }
        continue;
      }
      const match = schemaFilePattern.exec(fileName);
      if (!match) {
        issues.push({ file: relativeToRepo(file), line: 1, column: 1, field: '', message: 'expected <version>.schema.json (for example 1.0.0.schema.json) or an examples/ folder' });
        continue;
      }
      found++;
      const source = readJsonFile(file, issues);
      if (source) schemas.push({ name, version: match[1], path: file, source });
    }
    if (found === 0) issues.push({ file: relativeToRepo(folder), line: 1, column: 1, field: '', message: 'the folder has no <version>.schema.json' });
  }
  return { schemas, examples };
}

// ---------------------------------------------------------------- $id and $schema

const draft2020 = 'https://json-schema.org/draft/2020-12/schema';

function checkIdentity(source: DataSource<JsonSchemaObject>, expectedId: string): DataIssue[] {
  const issues: DataIssue[] = [];
  const schema = source.value;
  if (schema.$schema !== draft2020) issues.push(issueAt(source, '/$schema', `"$schema" must be "${draft2020}"`));
  if (schema.$id !== expectedId) {
    issues.push(issueAt(source, '/$id', `"$id" must be "${expectedId}" to match the file location, found ${JSON.stringify(schema.$id)}`));
  }
  return issues;
}

// ---------------------------------------------------------------- $ref checks (ref-parser)

interface RefLocation {
  source: DataSource<JsonSchemaObject>;
  pointer: string;
  value: string;
  /** The absolute URL the reference points to (document URL and fragment). */
  target: URL;
}

function collectRefs(source: DataSource<JsonSchemaObject>, baseId: string): RefLocation[] {
  const found: RefLocation[] = [];
  const walk = (node: unknown, parts: Array<string | number>): void => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, [...parts, index]));
    else if (isObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') {
          let target: URL;
          try {
            target = new URL(child, baseId);
          } catch {
            target = new URL('invalid:ref');
          }
          found.push({ source, pointer: pointerOf([...parts, key]), value: child, target });
        } else if (!['const', 'enum', 'examples', 'default'].includes(key)) walk(child, [...parts, key]);
      }
    }
  };
  walk(source.value, []);
  return found;
}

function documentUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/** Maps `https://dmdata.jp/schemas/...` to the local file under `dir`. */
function localPathOf(url: string, dir: string): string | null {
  return url.startsWith(schemaIdBase) ? path.join(dir, url.slice(schemaIdBase.length)) : null;
}

/** Keywords that may stand beside `$ref` without changing what it validates. */
const annotationKeywords = new Set(['$ref', 'description', 'title', '$comment', 'x-condition', 'x-note', 'examples', 'deprecated']);

/**
 * ref-parser treats a `$ref` with sibling keywords as an "extended" reference and merges the target into the
 * referring document, which breaks the target's own `#/...` references. `{ "$ref": X, "required": [...] }`
 * is rewritten to the equivalent `{ "allOf": [{ "$ref": X }], "required": [...] }` before bundling.
 */
function wrapExtendedRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(wrapExtendedRefs);
  if (!isObject(node)) return node;
  const out: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'const' || key === 'enum' ? value : wrapExtendedRefs(value);
  }
  if (typeof out.$ref === 'string' && Object.keys(out).some((key) => !annotationKeywords.has(key))) {
    const ref = out.$ref;
    delete out.$ref;
    out.allOf = [{ $ref: ref }, ...(Array.isArray(out.allOf) ? out.allOf : [])];
  }
  return out;
}

/** ref-parser options: `https://dmdata.jp/schemas/...` is read from `dir` (never from the network). */
function refParserOptions(dir: string, missingFiles: Set<string>, continueOnError: boolean): ParserOptions {
  return {
    continueOnError,
    resolve: {
      http: false,
      file: false,
      dmdataSchemas: {
        order: 1,
        canRead: (file: FileInfo) => file.url.startsWith(schemaIdBase),
        read: (file: FileInfo) => {
          const document = documentUrl(new URL(file.url));
          const local = localPathOf(document, dir);
          if (!local || !existsSync(local)) {
            missingFiles.add(document);
            throw new Error(`no schema file for ${file.url}`);
          }
          return JSON.stringify(wrapExtendedRefs(JSON.parse(readFileSync(local, 'utf8'))));
        },
      },
    },
  } as ParserOptions;
}

interface RefParserProblem {
  name?: string;
  message?: string;
  source?: string;
  targetRef?: string;
  path?: Array<string | number> | null;
}

function problemsOf(error: unknown): RefParserProblem[] {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray((error as { errors: unknown }).errors)) {
    return (error as { errors: RefParserProblem[] }).errors;
  }
  return [error as RefParserProblem];
}

/**
 * Bundles `entryPath` with ref-parser; each reported problem is traced back to the `$ref` node(s) that
 * cause it, in whichever file of the catalog they are written.
 */
async function brokenRefIssues(entry: LoadedSchemaFile, dir: string, allRefs: RefLocation[]): Promise<DataIssue[]> {
  const missingFiles = new Set<string>();
  try {
    await $RefParser.bundle(schemaId(entry.name, entry.version), refParserOptions(dir, missingFiles, true));
    return [];
  } catch (error) {
    const issues: DataIssue[] = [];
    for (const problem of problemsOf(error)) {
      let located: RefLocation[] = [];
      if (problem.name === 'MissingPointerError' && problem.source) {
        const document = problem.source.startsWith(schemaIdBase) ? problem.source : entry.source.value.$id;
        const fragment = (problem.targetRef ?? '').replace(/^[^#]*#/, '#');
        located = allRefs.filter((ref) => documentUrl(ref.target) === document && decodeURIComponent(ref.target.hash) === fragment);
        for (const ref of located) {
          issues.push(issueAt(ref.source, ref.pointer, `broken $ref "${ref.value}": ${fragment} does not exist in ${problem.source}`));
        }
      } else if (missingFiles.size > 0) {
        located = allRefs.filter((ref) => missingFiles.has(documentUrl(ref.target)));
        for (const ref of located) {
          issues.push(issueAt(ref.source, ref.pointer, `broken $ref "${ref.value}": ${documentUrl(ref.target)} has no schema file`));
        }
      }
      if (located.length === 0) {
        const pointer = problem.path ? pointerOf([...problem.path, '$ref']) : '';
        issues.push(issueAt(entry.source, pointer, `cannot resolve $ref: ${(problem.message ?? String(problem)).split('\n')[0]}`));
      }
    }
    return issues;
  }
}

// ---------------------------------------------------------------- ajv (strict) compile

/** Finds the schema location named in an ajv error message (`at "…#/a/b"`), or the first node with an unknown keyword. */
function strictErrorPointer(message: string, schema: JsonSchemaObject): string {
  const at = /at "[^"#]*#([^"]*)"/.exec(message);
  if (at) return decodeURI(at[1]);
  const keyword = /unknown keyword: "([^"]+)"/.exec(message);
  if (keyword) {
    const search = (node: unknown, parts: Array<string | number>): string | null => {
      if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
          const hit = search(node[i], [...parts, i]);
          if (hit !== null) return hit;
        }
      } else if (isObject(node)) {
        for (const [key, child] of Object.entries(node)) {
          if (key === keyword[1]) return pointerOf([...parts, key]);
          if (['const', 'enum'].includes(key)) continue;
          const hit = search(child, [...parts, key]);
          if (hit !== null) return hit;
        }
      }
      return null;
    };
    return search(schema, []) ?? '';
  }
  return '';
}

function metaSchemaIssues(source: DataSource<JsonSchemaObject>, errors: ErrorObject[] | null | undefined): DataIssue[] {
  return (errors ?? []).map((error) => issueAt(source, error.instancePath, `invalid schema: ${error.message ?? 'invalid'}`));
}

/**
 * The `$defs` that compiling the schema itself does not reach (through the file's `$ref`s to its own
 * `#/$defs/Name`, as `collectRefs` found them: from the schema outside `$defs`, then from each def reached): ajv
 * compiles every subschema it reaches, with every strict check, so only these need a compile of their own.
 * Compiling each def separately compiled the reached ones again (~1.5 s of the schema checks).
 */
function defsOutsideRoot(schema: JsonSchemaObject, id: string, refs: RefLocation[]): string[] {
  const defs = isObject(schema.$defs) ? schema.$defs : {};
  /** Defs referred to, by the def holding the `$ref` (null: outside `$defs`). */
  const referred = new Map<string | null, string[]>();
  for (const ref of refs) {
    const def = documentUrl(ref.target) === id ? /^#\/\$defs\/([^/]+)$/.exec(ref.target.hash)?.[1] : undefined;
    if (def === undefined) continue;
    const [top, holder] = pointerToDataPath(ref.pointer);
    const from = top === '$defs' ? String(holder) : null;
    referred.set(from, [...(referred.get(from) ?? []), decodeURIComponent(def)]);
  }
  const reached = new Set<string>();
  const queue = [...(referred.get(null) ?? [])];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...(referred.get(name) ?? []));
  }
  return Object.keys(defs).filter((name) => !reached.has(name));
}

/** The strict compile of a schema file and of each `$defs` entry that compile does not reach; `refs`: the file's `$ref`s. */
function compileIssues(ajv: ReturnType<typeof createAjv>, source: DataSource<JsonSchemaObject>, id: string, refs: RefLocation[]): DataIssue[] {
  const schema = source.value;
  const targets = [id, ...defsOutsideRoot(schema, id, refs).map((def) => `${id}#/$defs/${encodeURIComponent(def)}`)];
  for (const target of targets) {
    try {
      ajv.getSchema(target);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [issueAt(source, strictErrorPointer(message, schema), `schema does not compile (ajv strict): ${message}`)];
    }
  }
  return [];
}

// ---------------------------------------------------------------- examples

function exampleIssues(example: LoadedExample, validate: ValidateFunction): DataIssue[] {
  if (validate(example.source.value)) return [];
  const issues: DataIssue[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (['if', 'anyOf', 'oneOf', 'not'].includes(error.keyword) && (validate.errors?.length ?? 0) > 1) continue;
    let pointer = error.instancePath;
    let message = error.message ?? 'invalid value';
    let preferKey = false;
    if (error.keyword === 'required') {
      message = `required field "${(error.params as { missingProperty: string }).missingProperty}" is missing`;
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const extra = params.additionalProperty ?? params.unevaluatedProperty ?? '';
      pointer = `${pointer}${pointerOf([extra])}`;
      message = `unknown field "${extra}"`;
      preferKey = true;
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
    }
    const issue = issueAt(example.source, pointer, `example does not validate: ${message}`, preferKey);
    const key = `${issue.line}:${issue.column}:${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

// ---------------------------------------------------------------- the catalog

function dedupe(issues: DataIssue[]): DataIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = `${issue.file}:${issue.line}:${issue.column}:${issue.field}:${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The strict compile of each schema and the check of the examples against them shape no page. The build
 * (generators/cli/build.ts) sets this variable in its own thread, where Vike renders the pages, and runs the catalog
 * with every check in a worker thread at the same time; everywhere else (tests, `npm run check:data`, the dev
 * server) the catalog checks everything itself.
 */
export const strictChecksVariable = 'DMDATA_SCHEMA_STRICT_CHECKS_ELSEWHERE';

function strictChecksElsewhere(): boolean {
  return process.env[strictChecksVariable] === '1';
}

/**
 * The costly checks of a schema file (bundling with ref-parser, the strict ajv compile) are not repeated for a
 * file whose text, and the components' text, are the same as at the last successful check: the dev server
 * reloads the catalog on every data edit, and only the edited file needs them again. One entry per file path,
 * shared by the copies of this module (processShared): the dev server loads the generators twice (plugins and pages).
 */
interface PassedChecks {
  key: string;
  metaOk?: boolean;
  refsOk?: boolean;
  validate?: ValidateFunction;
}
const passedChecks = processShared('schema-checks', () => new Map<string, PassedChecks>());

function passedChecksFor(file: LoadedSchemaFile, componentsText: string): PassedChecks {
  const key = `${componentsText}\u0000${JSON.stringify(file.source.value)}`;
  let checks = passedChecks.get(file.path);
  if (checks?.key !== key) passedChecks.set(file.path, (checks = { key }));
  return checks;
}

/**
 * Loads and checks every schema under `dir`. Throws one DataError listing all problems found.
 */
export async function loadSchemaCatalog(dir: string = schemaDir): Promise<SchemaCatalog> {
  const issues: DataIssue[] = [];
  const componentsPath = path.join(dir, componentsFileName);
  const componentsSource = readJsonFile(componentsPath, issues);
  const { schemas, examples } = existsSync(dir) ? discover(dir, issues) : { schemas: [], examples: [] };

  // $id / $schema: a wrong $id would make every reference resolve to the wrong file, so such files stop here.
  const identified: LoadedSchemaFile[] = [];
  if (componentsSource) issues.push(...checkIdentity(componentsSource, componentsId));
  for (const file of schemas) {
    const identity = checkIdentity(file.source, schemaId(file.name, file.version));
    issues.push(...identity);
    if (identity.length === 0) identified.push(file);
  }

  // $ref: bundle each schema with ref-parser; problems are traced back to the offending $ref nodes.
  const allRefs: RefLocation[] = [];
  if (componentsSource) allRefs.push(...collectRefs(componentsSource, componentsId));
  for (const file of identified) allRefs.push(...collectRefs(file.source, schemaId(file.name, file.version)));
  const refsOf = (source: DataSource<JsonSchemaObject>) => allRefs.filter((ref) => ref.source === source);
  const refProblems = new Set<string>();
  const componentsText = JSON.stringify(componentsSource?.value ?? null);
  const checksOf = new Map(identified.map((file) => [file, passedChecksFor(file, componentsText)]));
  for (const file of identified) {
    const checks = checksOf.get(file)!;
    if (checks.refsOk) continue;
    const found = await brokenRefIssues(file, dir, allRefs);
    checks.refsOk = found.length === 0;
    if (found.length > 0) {
      issues.push(...found);
      for (const issue of found) refProblems.add(issue.file);
      refProblems.add(relativeToRepo(file.path));
    }
  }

  // ajv: meta-schema validation, then a strict compile of each schema and of each of its $defs.
  const ajv = createAjv();
  const strict = !strictChecksElsewhere();
  let componentsOk = false;
  if (componentsSource && !refProblems.has(componentsSource.file)) {
    if (!ajv.validateSchema(componentsSource.value)) issues.push(...metaSchemaIssues(componentsSource, ajv.errors));
    else {
      ajv.addSchema(componentsSource.value);
      const found = strict ? compileIssues(ajv, componentsSource, componentsId, refsOf(componentsSource)) : [];
      issues.push(...found);
      componentsOk = found.length === 0;
    }
  }
  const compilable: LoadedSchemaFile[] = [];
  for (const file of identified) {
    if (refProblems.has(relativeToRepo(file.path))) continue;
    const checks = checksOf.get(file)!;
    if (!checks.metaOk && !(checks.metaOk = ajv.validateSchema(file.source.value) === true)) {
      issues.push(...metaSchemaIssues(file.source, ajv.errors));
      continue;
    }
    ajv.addSchema(file.source.value);
    compilable.push(file);
  }
  const validators = new Map<string, ValidateFunction>();
  for (const file of strict ? compilable : []) {
    const id = schemaId(file.name, file.version);
    const checks = checksOf.get(file)!;
    if (componentsOk && checks.validate) {
      validators.set(`${file.name}@${file.version}`, checks.validate);
      continue;
    }
    const found = componentsOk ? compileIssues(ajv, file.source, id, refsOf(file.source)) : [];
    issues.push(...found);
    const validate = componentsOk && found.length === 0 ? ajv.getSchema(id) : undefined;
    if (validate) validators.set(`${file.name}@${file.version}`, (checks.validate = validate));
  }

  // Entries, with examples attached to their format.
  const versionsByName = new Map<string, string[]>();
  for (const file of schemas) versionsByName.set(file.name, [...(versionsByName.get(file.name) ?? []), file.version]);
  const entries: SchemaEntry[] = schemas
    .map((file) => {
      const versions = (versionsByName.get(file.name) ?? []).sort(compareVersions);
      return {
        name: file.name,
        version: file.version,
        file: relativeToRepo(file.path),
        path: file.path,
        schema: file.source.value,
        current: versions[versions.length - 1] === file.version,
        examples: [] as SchemaExample[],
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || compareVersions(a.version, b.version));

  for (const example of examples) {
    const declared = isObject(example.source.value._schema) ? example.source.value._schema : {};
    if (declared.type !== example.name) {
      issues.push(issueAt(example.source, '/_schema/type', `example of "${example.name}" must declare _schema.type "${example.name}"`));
      continue;
    }
    const version = typeof declared.version === 'string' && versionPattern.test(declared.version) ? declared.version : undefined;
    const entry = entryForVersion({ entries }, example.name, version);
    if (!entry) continue;
    entry.examples.push({ slug: example.slug, file: example.source.file, document: example.source.value });
    const validate = validators.get(`${entry.name}@${entry.version}`);
    if (validate) issues.push(...exampleIssues(example, validate));
  }

  if (issues.length > 0) throw new DataError(dedupe(issues));
  return {
    dir,
    components: { file: relativeToRepo(componentsPath), path: componentsPath, schema: componentsSource!.value },
    entries,
  };
}

// ---------------------------------------------------------------- outputs

/** One self-contained schema (ref-parser bundle) with `$id` `https://dmdata.jp/schemas/<name>/<version>.json`. */
export async function bundleSchema(entry: SchemaEntry): Promise<JsonSchemaObject> {
  const dir = path.dirname(path.dirname(entry.path));
  const missingFiles = new Set<string>();
  let bundled: JsonSchemaObject;
  try {
    const options = refParserOptions(dir, missingFiles, false);
    bundled = (await $RefParser.bundle(schemaId(entry.name, entry.version), options)) as JsonSchemaObject;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DataError([{ file: entry.file, line: 1, column: 1, field: '', message: `cannot bundle the schema: ${message.split('\n')[0]}` }]);
  }
  return { ...bundled, $id: bundledSchemaId(entry.name, entry.version) };
}

/** TypeScript name of the root type, e.g. `EewInformation`, `Forecast2WeekTemperature`, `TsunamiInformationV1_0_0` (legacy). */
export function schemaTypeName(entry: Pick<SchemaEntry, 'name' | 'version' | 'current'>): string {
  // Same spelling as json-schema-to-typescript gives it: each word and each letter after a digit upper-cased.
  const base = entry.name
    .split('-')
    .map((word) => word.replace(/^[a-z]|(?<=\d)[a-z]/g, (letter) => letter.toUpperCase()))
    .join('');
  return entry.current ? base : `${base}V${entry.version.replace(/\./g, '_')}`;
}

/**
 * Prepares a bundled schema for json-schema-to-typescript: `x-condition` (出現条件) and `x-note` are added to
 * `description` so that they end up in the JSDoc, and 2020-12 tuples are rewritten in the form it reads.
 */
function toTypeScriptDialect(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toTypeScriptDialect);
  if (!isObject(node)) return node;
  const out: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === 'const' || key === 'enum' ? value : toTypeScriptDialect(value);
  }
  const extra = [
    typeof node['x-condition'] === 'string' ? `出現条件: ${node['x-condition']}` : '',
    typeof node['x-note'] === 'string' ? node['x-note'] : '',
  ].filter(Boolean);
  if (extra.length > 0) out.description = [typeof node.description === 'string' ? node.description : '', ...extra].filter(Boolean).join('\n\n');
  // json-schema-to-typescript reads tuples in the draft-07 form (`items: [...]`, `additionalItems`).
  if (Array.isArray(out.prefixItems)) {
    const rest = out.items;
    out.items = out.prefixItems;
    delete out.prefixItems;
    if (rest === false) out.additionalItems = false;
    else if (rest !== undefined) out.additionalItems = rest;
  }
  return out;
}

function typeBanner(entry: SchemaEntry): string {
  return [
    '/* eslint-disable */',
    '/**',
    ` * DMDATA.JP の JSON 変換フォーマット ${entry.name} v${entry.version} の型定義です。`,
    ` * ${entry.file} から自動生成しています。直接編集せず、スキーマを直してから生成し直してください。`,
    ' */',
  ].join('\n');
}

/** `.d.ts` source for the bundled schema (json-schema-to-typescript); the root type is `schemaTypeName(entry)`. */
export async function schemaToTypeScript(entry: SchemaEntry): Promise<string> {
  const bundled = await bundleSchema(entry);
  const annotated = toTypeScriptDialect({ ...bundled, title: schemaTypeName(entry) }) as JsonSchemaObject;
  return compileTypeScript(annotated as Parameters<typeof compileTypeScript>[0], schemaTypeName(entry), {
    bannerComment: typeBanner(entry),
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: false,
    cwd: path.dirname(entry.path),
  });
}
