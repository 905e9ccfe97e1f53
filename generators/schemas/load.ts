import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { DataError, type DataIssue } from '../data/data-error';
import { DataSource, relativeToRepo } from '../data/data-source';
import { compareVersions } from '../../isomorphic/schema-version';
import { createAjv } from '../data/validate';
import {
  type JsonSchemaObject,
  type SchemaCatalog,
  type SchemaEntry,
  type SchemaExample,
  componentsFileName,
  componentsId,
  entryForVersion,
  schemaDir,
  schemaId,
  versionPattern,
} from './schema-catalog-model';
import { type LoadedSchemaFile, discover } from './schema-discovery';
import { isSchemaObject } from './schema-node';
import { issueAt, readJsonFile } from './schema-json-file';
import { type RefLocation, brokenRefIssues, checkIdentity, collectRefs } from './schema-refs';
import { compileIssues, exampleIssues, metaSchemaIssues } from './schema-strict-checks';

/**
 * The JSON conversion schemas: `data/schemas/<name>/<version>.schema.json`, their hand-made examples in
 * `data/schemas/<name>/examples/*.json`, and the shared `data/schemas/components.schema.json`.
 * Every file is checked here (JSON syntax, `$id`, `$ref`s, strict ajv compile, examples) and every problem
 * becomes one DataIssue with file:line:column and the JSON pointer of the offending node.
 */

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
 * reloads the catalog on every data edit, and only the edited file needs them again. One entry per file path.
 */
interface PassedChecks {
  key: string;
  metaOk?: boolean;
  refsOk?: boolean;
  validate?: ValidateFunction;
}
const passedChecks = new Map<string, PassedChecks>();

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
    const declared = isSchemaObject(example.source.value._schema) ? example.source.value._schema : {};
    if (declared.type !== example.name) {
      issues.push(
        issueAt(
          example.source,
          '/_schema/type',
          `example of "${example.name}" must declare _schema.type "${example.name}"`,
        ),
      );
      continue;
    }
    const version =
      typeof declared.version === 'string' && versionPattern.test(declared.version) ? declared.version : undefined;
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
