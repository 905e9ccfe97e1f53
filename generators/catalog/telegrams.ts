import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { DataSource, repoRoot, type DataPath } from '../data/data-source';
import { classesWithCodes, clone, entriesWithUrls, groupByClass } from '../../isomorphic/catalog-views';
import { documentUrlIssues } from './jma-documents';
import { loadValidated, throwIfIssues } from '../data/validate';
import { duplicateIssues, explainForbiddenFields } from '../data/data-checks';
import type { SchemaRef, TelegramStatus } from '../../isomorphic/data-types/telegrams';
import type { TelegramCatalogOutput } from '../../isomorphic/data-types/telegram-catalog-output';

export type { TelegramCatalog } from '../../isomorphic/catalog-types';
export { groupTelegramsByClass, isDelivered, telegramName } from '../../isomorphic/catalog-types';
import { telegramName, type TelegramCatalog, type TelegramEntry } from '../../isomorphic/catalog-types';
import { telegramUrl } from '../../isomorphic/routes';

export interface TelegramCatalogOptions {
  /**
   * Available JSON schemas as `<name>/<version>` (e.g. `earthquake-information/1.1.0`). When absent, they are read
   * from data/schemas/<name>/<version>.schema.json; while that folder holds no such file, the check is skipped.
   */
  schemaNames?: Set<string>;
}

export const telegramCatalogFile = path.join(repoRoot, 'data/telegrams.yaml');
export const telegramSchemaFile = 'telegrams.schema.json';
export const schemasDir = path.join(repoRoot, 'data/schemas');

/** `<name>/<version>`, the key used in `TelegramCatalogOptions.schemaNames`. */
export function schemaKey(ref: SchemaRef): string {
  return `${ref.name}/${ref.version}`;
}

/** Schemas present as data/schemas/<name>/<version>.schema.json, or null while there is none. */
export function availableSchemaNames(dir = schemasDir): Set<string> | null {
  if (!existsSync(dir)) return null;
  const names = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const file of readdirSync(path.join(dir, entry.name))) {
      const match = /^(\d+\.\d+\.\d+)\.schema\.json$/.exec(file);
      if (match) names.add(`${entry.name}/${match[1]}`);
    }
  }
  return names.size > 0 ? names : null;
}

/* ---------- schema validation ---------- */

/** ajv reports `false` subschemas as "boolean schema is false"; say which rule the field breaks. */
const forbiddenFieldMessages: Array<[RegExp, string]> = [
  [/(^|\.)controlTitles$/, 'only allowed when format is "xml"'],
  [/(^|\.)(until|untilText)$/, 'only allowed when state is "ending"'],
  [/(^|\.)since$/, 'only allowed when state is "ended"'],
  [/documents\[\d+\]\.number$/, 'only allowed when kind is "technical" or "specification"'],
  [/documents\[\d+\]\.date$/, 'only allowed when kind is "technical" or "notice"'],
];

/* ---------- semantic checks ---------- */

function entryIssues(source: DataSource, entry: TelegramEntry, at: DataPath): DataIssue[] {
  const issues: DataIssue[] = [];
  if (entry.dataTypes.length === 0 && !entry.dataTypePatterns) {
    issues.push(source.issue([...at, 'dataTypes'], 'needs at least one data-type code, or a dataTypePatterns entry'));
  }
  issues.push(
    ...duplicateIssues(
      source,
      entry.dataTypes.map((value, index) => ({
        value,
        at: [...at, 'dataTypes', index],
      })),
      'data-type code',
    ),
  );
  const dataTypes = new Set(entry.dataTypes);
  entry.dataTypePatterns?.forEach((pattern, p) =>
    pattern.codes?.forEach((code, c) => {
      if (!dataTypes.has(code)) {
        issues.push(source.issue([...at, 'dataTypePatterns', p, 'codes', c], `"${code}" is not listed in dataTypes`));
      }
    }),
  );
  const controlTitles = new Set(entry.controlTitles ?? []);
  const inVariant: Array<{ value: string; at: DataPath }> = [];
  const notations = new Set((entry.dataTypePatterns ?? []).map((pattern) => pattern.notation));
  entry.variants?.forEach((variant, v) => {
    variant.patterns?.forEach((notation, n) => {
      if (!notations.has(notation))
        issues.push(
          source.issue([...at, 'variants', v, 'patterns', n], `"${notation}" is not a notation of dataTypePatterns`),
        );
    });
    variant.dataTypes?.forEach((code, c) => {
      const where: DataPath = [...at, 'variants', v, 'dataTypes', c];
      inVariant.push({ value: code, at: where });
      if (!dataTypes.has(code)) issues.push(source.issue(where, `"${code}" is not listed in dataTypes`));
    });
    if (variant.controlTitle !== undefined && !controlTitles.has(variant.controlTitle)) {
      issues.push(
        source.issue(
          [...at, 'variants', v, 'controlTitle'],
          `"${variant.controlTitle}" is not listed in controlTitles`,
        ),
      );
    }
  });
  issues.push(...duplicateIssues(source, inVariant, 'data-type code among variants'));
  issues.push(...documentUrlIssues(source, entry.documents, [...at, 'documents']));
  return issues;
}

function replacedByIssues(source: DataSource, entry: TelegramEntry, at: DataPath, codes: Set<string>): DataIssue[] {
  const issues: DataIssue[] = [];
  const check = (status: TelegramStatus | undefined, statusPath: DataPath) =>
    status?.replacedBy?.forEach((code, index) => {
      if (!codes.has(code))
        issues.push(source.issue([...statusPath, 'replacedBy', index], `unknown telegram code "${code}"`));
    });
  check(entry.status, [...at, 'status']);
  entry.variants?.forEach((variant, v) => check(variant.status, [...at, 'variants', v, 'status']));
  return issues;
}

function schemaIssues(source: DataSource, entry: TelegramEntry, at: DataPath, schemaNames: Set<string>): DataIssue[] {
  if (!entry.schema || schemaNames.has(schemaKey(entry.schema))) return [];
  const { name, version } = entry.schema;
  return [source.issue([...at, 'schema'], `no JSON schema file data/schemas/${name}/${version}.schema.json`)];
}

function catalogIssues(source: DataSource<TelegramCatalog>, schemaNames: Set<string> | null): DataIssue[] {
  const catalog = source.value;
  const issues: DataIssue[] = [];
  issues.push(
    ...duplicateIssues(
      source,
      catalog.classes.map((entry, index) => ({
        value: entry.api,
        at: ['classes', index, 'api'],
      })),
      'class',
    ),
    ...duplicateIssues(
      source,
      catalog.formats.map((entry, index) => ({
        value: entry.id,
        at: ['formats', index, 'id'],
      })),
      'format',
    ),
    ...duplicateIssues(
      source,
      catalog.telegrams.map((entry, index) => ({
        value: entry.code,
        at: ['telegrams', index, 'code'],
      })),
      'code',
    ),
    ...duplicateIssues(
      source,
      catalog.telegrams.map((entry, index) => ({
        value: telegramName(entry),
        at: ['telegrams', index, entry.qualifier ? 'qualifier' : 'title'],
      })),
      'name (title with its qualifier; add a qualifier)',
    ),
  );
  const classes = new Set<string>(catalog.classes.map((entry) => entry.api));
  const formats = new Set<string>(catalog.formats.map((entry) => entry.id));
  const codes = new Set(catalog.telegrams.map((entry) => entry.code));
  catalog.telegrams.forEach((entry, index) => {
    const at: DataPath = ['telegrams', index];
    if (!classes.has(entry.class))
      issues.push(source.issue([...at, 'class'], `class "${entry.class}" is not in classes`));
    if (!formats.has(entry.format))
      issues.push(source.issue([...at, 'format'], `format "${entry.format}" is not in formats`));
    issues.push(...entryIssues(source, entry, at), ...replacedByIssues(source, entry, at, codes));
    if (schemaNames) issues.push(...schemaIssues(source, entry, at, schemaNames));
  });
  catalog.announced?.forEach((entry, index) => {
    const at: DataPath = ['announced', index];
    if (!classes.has(entry.class))
      issues.push(source.issue([...at, 'class'], `class "${entry.class}" is not in classes`));
    if (!formats.has(entry.format))
      issues.push(source.issue([...at, 'format'], `format "${entry.format}" is not in formats`));
  });
  return issues;
}

/**
 * Reads data/telegrams.yaml, validates it against data/meta/telegrams.schema.json and checks what a schema cannot:
 * unique codes, known classes and formats, unique data-type codes per entry, existing JSON schemas. Every problem
 * is reported at once as a DataError with file:line:column and field.
 */
export function loadTelegramCatalog(file = telegramCatalogFile, options: TelegramCatalogOptions = {}): TelegramCatalog {
  const source = explainForbiddenFields(
    () => loadValidated<TelegramCatalog>(file, telegramSchemaFile),
    forbiddenFieldMessages,
  );
  const schemaNames = options.schemaNames ?? availableSchemaNames();
  throwIfIssues(catalogIssues(source, schemaNames));
  return source.value;
}

/* ---------- views ---------- */

/**
 * A plain object for /docs/telegrams/catalog.json (validated by data/meta/telegram-catalog-output.schema.json):
 * classes with the codes they hold, formats, every entry with its page URL, in class order then by code, and the
 * products the provider announces without a code page (`announced`).
 */
export function telegramCatalogJson(catalog: TelegramCatalog): TelegramCatalogOutput {
  const groups = groupByClass(catalog.classes, catalog.telegrams);
  return {
    classes: classesWithCodes(groups),
    formats: clone(catalog.formats),
    telegrams: entriesWithUrls(groups, telegramUrl),
    announced: clone(catalog.announced ?? []),
  };
}
