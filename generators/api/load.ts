import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDataError, type DataIssue } from '../data/data-error';
import { relativeToRepo, repoRoot, type DataSource } from '../data/data-source';
import { loadValidated, metaSchemaDir, throwIfIssues } from '../data/validate';
import { keyedDuplicates } from '../data/data-checks';
import { checkEndpoint, type EndpointCheckContext } from './endpoint-checks';
import { addTimeZoneTexts, checkFieldConditions, resolveSharedSchemas } from './field-schema';
import { checkOAuth2 } from './oauth2-checks';
import { SchemaChecker } from './schema-checker';
import { disagreementIds, unknownDisagreementIssue } from '../content/disagreements';
import { expandDocumentExamples } from './document-examples';
import type {
  ApiCatalog,
  ApiEndpoint,
  ApiGroup,
  ApiShared,
  RawApiEndpoint,
  RawApiShared,
  RawOAuth2Reference,
} from '../../isomorphic/api-types';

export type * from '../../isomorphic/api-types';
export { typeNotationOf } from './field-schema';

/** Default location of the API reference data. */
export const apiDataDir = path.join(repoRoot, 'data/api');

/** Folders holding one YAML file per endpoint, named after the API version. */
export const apiVersions = ['v1', 'v2'] as const;

interface EndpointFile {
  source: DataSource<RawApiEndpoint>;
  expectedId: string;
  expectedVersion: string;
}

/** Reads and schema-validates a file; schema problems are collected instead of thrown. */
function readValidated<T>(file: string, schemaFile: string, issues: DataIssue[]): DataSource<T> | undefined {
  try {
    return loadValidated<T>(file, schemaFile);
  } catch (error) {
    if (!isDataError(error)) throw error;
    issues.push(...error.issues);
    return undefined;
  }
}

function listEndpointFiles(dir: string, issues: DataIssue[]): EndpointFile[] {
  const files: EndpointFile[] = [];
  for (const version of apiVersions) {
    const folder = path.join(dir, version);
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch {
      issues.push({
        file: relativeToRepo(folder),
        line: 1,
        column: 1,
        field: '',
        message: 'folder not found or not readable',
      });
      continue;
    }
    for (const name of names.filter((candidate) => candidate.endsWith('.yaml'))) {
      const source = readValidated<RawApiEndpoint>(path.join(folder, name), 'api-endpoint.schema.json', issues);
      if (source) files.push({ source, expectedId: name.slice(0, -'.yaml'.length), expectedVersion: version });
    }
  }
  return files;
}

/** The parameter types the endpoint meta schema enumerates; shared.yaml must list the same ones. */
function metaParameterTypes(): string[] {
  const meta = JSON.parse(readFileSync(path.join(metaSchemaDir, 'api-endpoint.schema.json'), 'utf8')) as {
    $defs: { parameter: { properties: { type: { enum: string[] } } } };
  };
  return meta.$defs.parameter.properties.type.enum;
}

function checkTypeNotation(source: DataSource<RawApiShared>, issues: DataIssue[]): void {
  const shared = source.value;
  const defined = new Set<string>();
  for (const notation of shared.typeNotation) {
    if (!notation.name.includes('<型>')) defined.add(notation.name);
    for (const instance of notation.instances ?? []) defined.add(instance);
  }
  shared.parameterTypes.forEach((type, index) => {
    if (!defined.has(type)) {
      issues.push(source.issue(['parameterTypes', index], `"${type}" is not a type notation defined in typeNotation`));
    }
  });
  const meta = metaParameterTypes();
  const listed = new Set<string>(shared.parameterTypes);
  const same = meta.length === listed.size && meta.every((type) => listed.has(type));
  if (!same) {
    issues.push(
      source.issue(
        ['parameterTypes'],
        `must equal the parameter type enum of api-endpoint.schema.json (${meta.join(', ')})`,
      ),
    );
  }
}

function checkShared(source: DataSource<RawApiShared>, checker: SchemaChecker, issues: DataIssue[]): ApiShared {
  const raw = source.value;
  issues.push(
    ...keyedDuplicates(source, ['servers'], raw.servers, 'id', 'server id'),
    ...keyedDuplicates(source, ['groups'], raw.groups, 'id', 'group id'),
    ...keyedDuplicates(source, ['scopes'], raw.scopes, 'name', 'scope'),
    ...keyedDuplicates(source, ['errors'], raw.errors, 'id', 'error id'),
    ...keyedDuplicates(source, ['rateLimits', 'rules'], raw.rateLimits.rules, 'id', 'rate limit id'),
    ...keyedDuplicates(source, ['typeNotation'], raw.typeNotation, 'name', 'type notation'),
  );
  checkTypeNotation(source, issues);
  if (!raw.schemas.errorResponse) issues.push(source.issue(['schemas'], 'schemas must define "errorResponse"'));
  for (const [name, schema] of Object.entries(raw.schemas)) {
    checkFieldConditions(schema, ['schemas', name], raw.schemas, source, issues);
  }
  const schemas = resolveSharedSchemas(source, issues);
  for (const [name, schema] of Object.entries(schemas)) checker.compile(schema, ['schemas', name], source, issues);
  return { ...raw, schemas };
}

function checkEndpointSet(files: EndpointFile[], shared: ApiShared, issues: DataIssue[]): void {
  const byId = new Map<string, EndpointFile>();
  const byPlace = new Map<string, EndpointFile>();
  for (const file of files) {
    const endpoint = file.source.value;
    const first = byId.get(endpoint.id);
    if (first)
      issues.push(file.source.issue(['id'], `duplicate endpoint id "${endpoint.id}" (also in ${first.source.file})`));
    else byId.set(endpoint.id, file);
    const place = `${endpoint.group}#${endpoint.order}`;
    const sameOrder = byPlace.get(place);
    if (sameOrder && shared.groups.some((group) => group.id === endpoint.group)) {
      issues.push(
        file.source.issue(
          ['order'],
          `order ${endpoint.order} is already used in group "${endpoint.group}" by ${sameOrder.source.file}`,
        ),
      );
    } else byPlace.set(place, file);
  }
}

/**
 * Every `x-disagreement` (a field) and `disagreement` (a parameter, an error, a notice) of a data/api file names an
 * entry of data/disagreements.yaml; one that does not is an issue at its line and column.
 */
function disagreementReferenceIssues(source: DataSource, ids: Set<string>): DataIssue[] {
  const issues: DataIssue[] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if ((key === 'x-disagreement' || key === 'disagreement') && typeof child === 'string') {
          issues.push(...unknownDisagreementIssue(source, [...at, key], child, ids));
        } else walk(child, [...at, key]);
      }
    }
  };
  walk(source.value, []);
  return issues;
}

function sidebarRank(endpoint: ApiEndpoint, groups: ApiGroup[]): number {
  return groups.findIndex((group) => group.id === endpoint.group) * 1000 + endpoint.order;
}

/**
 * Loads data/api: shared.yaml, oauth2.yaml and every endpoint under v1/ and v2/.
 * Each file is validated against its meta schema, then cross-file checks run (duplicate ids,
 * unknown groups/scopes/errors/parameter types, examples against their schemas). All problems
 * are reported together in one DataError with file:line:column and field.
 */
export function loadApiCatalog(dir: string = apiDataDir): ApiCatalog {
  const issues: DataIssue[] = [];
  const sharedSource = readValidated<RawApiShared>(path.join(dir, 'shared.yaml'), 'api-shared.schema.json', issues);
  const oauth2Source = readValidated<RawOAuth2Reference>(
    path.join(dir, 'oauth2.yaml'),
    'api-oauth2.schema.json',
    issues,
  );
  const files = listEndpointFiles(dir, issues);
  if (!sharedSource || !oauth2Source) {
    throwIfIssues(issues);
    throw new Error('unreachable: a missing shared.yaml or oauth2.yaml always produces an issue');
  }
  for (const file of files) expandDocumentExamples(file.source, issues);
  const checker = new SchemaChecker();
  const shared = checkShared(sharedSource, checker, issues);
  const context: EndpointCheckContext = { shared, sharedSource, checker, issues };
  const endpoints = files.map((file) => checkEndpoint(file, context));
  checkEndpointSet(files, shared, issues);
  const oauth2 = checkOAuth2(oauth2Source, context);
  const ids = disagreementIds();
  for (const source of [sharedSource, ...files.map((file) => file.source)]) {
    issues.push(...disagreementReferenceIssues(source, ids));
  }
  throwIfIssues(issues);
  addTimeZoneTexts([shared.schemas, oauth2, endpoints], shared.timeZones);
  endpoints.sort((a, b) => sidebarRank(a, shared.groups) - sidebarRank(b, shared.groups));
  return { shared, oauth2, endpoints };
}
export * from '../../isomorphic/api-views';
