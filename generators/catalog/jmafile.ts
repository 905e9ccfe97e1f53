import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { formatDataPath, repoRoot, type DataPath, type DataSource } from '../data/data-source';
import { duplicateIssues, explainForbiddenFields } from '../data/data-checks';
import { loadValidated, throwIfIssues } from '../data/validate';
import { classesWithCodes, clone, entriesWithUrls, groupByClass } from '../../isomorphic/catalog-views';
import { documentUrlIssues } from './jma-documents';
import type { FileNamePattern, TimelineProduct } from '../../isomorphic/data-types/jmafile';
import type { JmafileCatalogOutput } from '../../isomorphic/data-types/jmafile-catalog-output';

export type { JmaFileCatalog } from '../../isomorphic/catalog-types';
export { groupJmaFilesByClass } from '../../isomorphic/catalog-types';
import type { JmaFileCatalog, JmaFileEntry } from '../../isomorphic/catalog-types';
import { jmaFileUrl } from '../../isomorphic/routes';

export const jmaFileCatalogFile = path.join(repoRoot, 'data/jmafile.yaml');
export const jmaFileSchemaFile = 'jmafile.schema.json';
export const jmaFileCatalogOutputSchemaFile = 'jmafile-catalog-output.schema.json';

/* ---------- schema validation ---------- */

/** ajv reports `false` subschemas as "boolean schema is false"; say which rule the field breaks. */
const forbiddenFieldMessages: Array<[RegExp, string]> = [
  [/documents\[\d+\]\.number$/, 'only allowed when kind is "technical" or "specification"'],
  [/documents\[\d+\]\.date$/, 'only allowed when kind is "technical" or "notice"'],
];

/* ---------- semantic checks ---------- */

/** Every file name pattern of an entry, wherever it stands (patterns, archives, charts, variants). */
function entryPatterns(entry: JmaFileEntry): string[] {
  const fromPatterns = (patterns: FileNamePattern[] = []) =>
    patterns.flatMap((item) => [item.pattern, ...(item.extractsTo ?? [])]);
  return [
    ...fromPatterns(entry.fileNames.patterns),
    ...(entry.charts ?? []).map((chart) => chart.fileName),
    ...(entry.variants ?? []).flatMap((variant) => fromPatterns(variant.patterns)),
  ];
}

/** Where file names live: `fileNames.patterns`, or `charts` / `variants` instead; delivery and size follow. */
function layoutIssues(source: DataSource, entry: JmaFileEntry, at: DataPath): DataIssue[] {
  const issues: DataIssue[] = [];
  const elsewhere = entry.charts ? 'charts' : entry.variants ? 'variants' : null;
  if (entry.charts && entry.variants) {
    issues.push(source.issue([...at, 'variants'], 'an entry cannot have both charts and variants', true));
  }
  if (!elsewhere && !entry.fileNames.patterns) {
    issues.push(
      source.issue([...at, 'fileNames', 'patterns'], 'required unless the file names are given in charts or variants'),
    );
  }
  if (elsewhere && entry.fileNames.patterns) {
    issues.push(
      source.issue([...at, 'fileNames', 'patterns'], `not allowed together with ${elsewhere}; write them there`, true),
    );
  }
  if (entry.variants) {
    for (const field of ['delivery', 'fileSize'] as const) {
      if (entry[field] !== undefined) {
        issues.push(source.issue([...at, field], 'not allowed together with variants; write it in each variant', true));
      }
    }
  } else if (!entry.charts && !entry.delivery) {
    // Positioned at the entry, named like a schema `required` issue.
    issues.push({
      ...source.issue(at, 'required field "delivery" is missing'),
      field: formatDataPath([...at, 'delivery']),
    });
  }
  return issues;
}

/** Each placeholder must occur (ignoring case, as the provider mixes `yyyy` and `YYYY`) in a pattern of the entry. */
function placeholderIssues(source: DataSource, entry: JmaFileEntry, at: DataPath): DataIssue[] {
  const patterns = entryPatterns(entry).map((pattern) => pattern.toLowerCase());
  const issues: DataIssue[] = [];
  entry.fileNames.placeholders.forEach((item, index) => {
    const needle = item.placeholder.toLowerCase();
    if (!patterns.some((pattern) => pattern.includes(needle))) {
      issues.push(
        source.issue(
          [...at, 'fileNames', 'placeholders', index, 'placeholder'],
          `"${item.placeholder}" does not occur in any file name pattern of this entry`,
        ),
      );
    }
  });
  issues.push(
    ...duplicateIssues(
      source,
      entry.fileNames.placeholders.map((item, index) => ({
        value: item.placeholder,
        at: [...at, 'fileNames', 'placeholders', index, 'placeholder'],
      })),
      'placeholder',
    ),
  );
  return issues;
}

/** Chart documents must be among the entry's documents. */
function chartDocumentIssues(source: DataSource, entry: JmaFileEntry, at: DataPath): DataIssue[] {
  const urls = new Set(entry.documents.map((document) => document.url));
  const issues: DataIssue[] = [];
  entry.charts?.forEach((chart, c) =>
    chart.documents?.forEach((url, d) => {
      if (!urls.has(url)) {
        issues.push(source.issue([...at, 'charts', c, 'documents', d], `"${url}" is not listed in documents`));
      }
    }),
  );
  return issues;
}

/** Optional names that only make sense when they differ from the title. */
function redundantNameIssues(source: DataSource, entry: JmaFileEntry, at: DataPath): DataIssue[] {
  const issues: DataIssue[] = [];
  for (const field of ['indexTitle', 'productName'] as const) {
    if (entry[field] === entry.title) {
      issues.push(source.issue([...at, field], 'same as title; leave it out'));
    }
  }
  return issues;
}

function entryIssues(source: DataSource, entry: JmaFileEntry, at: DataPath): DataIssue[] {
  return [
    ...layoutIssues(source, entry, at),
    ...placeholderIssues(source, entry, at),
    ...chartDocumentIssues(source, entry, at),
    ...redundantNameIssues(source, entry, at),
    ...documentUrlIssues(source, entry.documents, [...at, 'documents']),
    ...duplicateIssues(
      source,
      (entry.dataIdentifiers ?? []).map((item, index) => ({
        value: item.value,
        at: [...at, 'dataIdentifiers', index, 'value'],
      })),
      'data identifier',
    ),
  ];
}

function referenceIssues(source: DataSource<JmaFileCatalog>): DataIssue[] {
  const catalog = source.value;
  const classes = new Set<string>(catalog.classes.map((entry) => entry.api));
  const formats = new Set(catalog.formats.map((entry) => entry.id));
  const codes = new Set(catalog.files.map((entry) => entry.code));
  const issues: DataIssue[] = [];
  catalog.files.forEach((entry, index) => {
    const at: DataPath = ['files', index];
    if (!classes.has(entry.class)) {
      issues.push(source.issue([...at, 'class'], `class "${entry.class}" is not in classes`));
    }
    entry.formats.forEach((format, f) => {
      if (!formats.has(format))
        issues.push(source.issue([...at, 'formats', f], `format "${format}" is not in formats`));
    });
  });
  const used = new Set<string>(catalog.files.map((entry) => entry.class));
  catalog.classes.forEach((entry, index) => {
    if (!used.has(entry.api)) issues.push(source.issue(['classes', index, 'api'], `class "${entry.api}" has no files`));
  });
  // YAML aliases reuse one product list in several cycles; report each list once, at its first use (the anchor).
  const checked = new Set<TimelineProduct[]>();
  catalog.deliveryTimeline.cycles.forEach((cycle, c) =>
    cycle.deliveries.forEach((delivery, d) => {
      if (checked.has(delivery.products)) return;
      checked.add(delivery.products);
      delivery.products.forEach((product, p) => {
        if (product.code !== undefined && !codes.has(product.code)) {
          issues.push(
            source.issue(
              ['deliveryTimeline', 'cycles', c, 'deliveries', d, 'products', p, 'code'],
              `unknown file code "${product.code}"`,
            ),
          );
        }
      });
    }),
  );
  return issues;
}

function catalogIssues(source: DataSource<JmaFileCatalog>): DataIssue[] {
  const catalog = source.value;
  return [
    ...duplicateIssues(
      source,
      catalog.classes.map((entry, index) => ({ value: entry.api, at: ['classes', index, 'api'] })),
      'class',
    ),
    ...duplicateIssues(
      source,
      catalog.formats.map((entry, index) => ({ value: entry.id, at: ['formats', index, 'id'] })),
      'format',
    ),
    ...duplicateIssues(
      source,
      catalog.fileNameConventions.map((entry, index) => ({
        value: entry.id,
        at: ['fileNameConventions', index, 'id'],
      })),
      'file name convention',
    ),
    ...duplicateIssues(
      source,
      catalog.files.map((entry, index) => ({ value: entry.code, at: ['files', index, 'code'] })),
      'code',
    ),
    ...referenceIssues(source),
    ...catalog.files.flatMap((entry, index) => entryIssues(source, entry, ['files', index])),
  ];
}

/**
 * Reads data/jmafile.yaml, validates it against data/meta/jmafile.schema.json and checks what a schema cannot:
 * unique codes, classes and formats; known class and format references; timeline codes that exist; placeholders that
 * occur in the file names; where file names, delivery and size are given. Every problem is reported at once as a
 * DataError with file:line:column and field.
 */
export function loadJmaFileCatalog(file = jmaFileCatalogFile): JmaFileCatalog {
  const source = explainForbiddenFields(
    () => loadValidated<JmaFileCatalog>(file, jmaFileSchemaFile),
    forbiddenFieldMessages,
  );
  throwIfIssues(catalogIssues(source));
  return source.value;
}

/* ---------- views ---------- */

/**
 * A plain object for /docs/jmafile/catalog.json (validated by data/meta/jmafile-catalog-output.schema.json):
 * classes with the codes they hold, formats, file name conventions, the delivery timeline, sample links, and every
 * entry with its page URL, in class order then by code. The page's change history is left out.
 */
export function jmaFileCatalogJson(catalog: JmaFileCatalog): JmafileCatalogOutput {
  const groups = groupByClass(catalog.classes, catalog.files);
  return {
    classes: classesWithCodes(groups),
    formats: clone(catalog.formats),
    fileNameConventions: clone(catalog.fileNameConventions),
    deliveryTimeline: clone(catalog.deliveryTimeline),
    sampleLinks: clone(catalog.sampleLinks),
    files: entriesWithUrls(groups, jmaFileUrl),
  };
}
