import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTelegramCatalog, type TelegramCatalog } from '../../generators/catalog/telegrams';
import { examplesOf, loadRepositoryCatalog, readSamples, type CheckedDocument } from '../support/schema-documents';
import { compareVersions } from '../../isomorphic/schema-version';

/**
 * Real documents decide values (issue 34). Every document the project ships (the examples in data/schemas and the
 * samples in ../shared/samples, whose absence fails) is a JSON conversion of a telegram: its `type` is the XML's
 * /Report/Control/Title and its `_schema` the conversion it went through. Its file name starts with the data type
 * code (`vxse51.json`, `vxse51_rjtd_20210213230936.json`), or with the provider's notation for a family of codes
 * (`vxkoii_…` for `VXKOii`). The catalog entries that list that code must list the document's Control/Title, an XML
 * format and the document's schema (its name, and a version no newer than the catalog's;
 * older versions the site does not publish, such as earthquake-information 1.0.0, are the provider's earlier ones).
 */

type TelegramEntry = TelegramCatalog['telegrams'][number];

/** The data type code (or notation) a document's file name starts with, upper-cased. */
export function dataTypeOfFile(file: string): string {
  return path.basename(file).split(/[-_.]/)[0].toUpperCase();
}

/** The entries that list `code`, as a code of the entry or one of its variants, or as the head of a notation. */
export function entriesOfDataType(catalog: TelegramCatalog, code: string): TelegramEntry[] {
  return catalog.telegrams.filter(
    (entry) =>
      entry.dataTypes.includes(code) ||
      (entry.variants ?? []).some((variant) => variant.dataTypes?.includes(code)) ||
      (entry.dataTypePatterns ?? []).some((pattern) => pattern.notation.split(' ')[0].toUpperCase() === code),
  );
}

/** The Control/Titles an entry states: its own and its variants'. */
function controlTitlesOf(entry: TelegramEntry): string[] {
  return [
    ...(entry.controlTitles ?? []),
    ...(entry.variants ?? []).flatMap((variant) => (variant.controlTitle ? [variant.controlTitle] : [])),
  ];
}

/** What is wrong between a document and the catalog, one line per disagreement (empty when they agree). */
export function catalogDisagreements(
  telegrams: TelegramCatalog,
  file: string,
  document: Record<string, unknown>,
): string[] {
  const code = dataTypeOfFile(file);
  const entries = entriesOfDataType(telegrams, code);
  if (entries.length === 0) return [`${file}: no entry of data/telegrams.yaml lists the data type ${code}`];
  const declared = (document._schema ?? {}) as { type?: string; version?: string };
  const problems: string[] = [];
  for (const entry of entries) {
    const at = `${file} (${code}) vs ${entry.code}`;
    const titles = controlTitlesOf(entry);
    if (!titles.includes(String(document.type))) {
      problems.push(`${at}: Control/Title is "${String(document.type)}", the catalog lists ${JSON.stringify(titles)}`);
    }
    if (entry.format !== 'xml')
      problems.push(`${at}: the document is a JSON conversion of XML, the catalog says ${entry.format}`);
    if (!entry.schema || entry.schema.name !== declared.type) {
      problems.push(`${at}: schema is "${declared.type}", the catalog says "${entry.schema?.name ?? '(none)'}"`);
    } else {
      if (!declared.version || !/^\d+\.\d+\.\d+$/.test(declared.version)) {
        problems.push(`${at}: the document declares no schema version`);
      } else if (compareVersions(declared.version, entry.schema.version) > 0) {
        problems.push(`${at}: schema version ${declared.version} is newer than the catalog's ${entry.schema.version}`);
      }
    }
  }
  return problems;
}

function fileOf(checked: CheckedDocument): string {
  return checked.label.replace(/^sample /, '');
}

describe('real documents against data/telegrams.yaml', () => {
  it('every shipped document carries the Control/Title, format and schema its data type lists', async () => {
    const { catalog } = await loadRepositoryCatalog();
    const telegrams = loadTelegramCatalog();
    const documents = [...examplesOf(catalog), ...readSamples(catalog)];
    expect(documents.length).toBeGreaterThan(catalog.entries.length);
    const problems = documents.flatMap((checked) => catalogDisagreements(telegrams, fileOf(checked), checked.document));
    expect(problems).toEqual([]);
  });

  it('reports a changed Control/Title, schema name and an unknown data type', async () => {
    const { catalog } = await loadRepositoryCatalog();
    const telegrams = loadTelegramCatalog();
    const [vxse51] = examplesOf(catalog).filter((checked) => path.basename(checked.label) === 'vxse51.json');
    expect(catalogDisagreements(telegrams, 'vxse51.json', vxse51.document)).toEqual([]);
    expect(catalogDisagreements(telegrams, 'vxse51.json', { ...vxse51.document, type: '震度速報（訂正）' })).toEqual([
      'vxse51.json (VXSE51) vs et01310: Control/Title is "震度速報（訂正）", the catalog lists ["震度速報"]',
    ]);
    expect(
      catalogDisagreements(telegrams, 'vxse51.json', {
        ...vxse51.document,
        _schema: { type: 'eew-information', version: '1.0.0' },
      }),
    ).toEqual([
      'vxse51.json (VXSE51) vs et01310: schema is "eew-information", the catalog says "earthquake-information"',
    ]);
    expect(catalogDisagreements(telegrams, 'zzzz99.json', vxse51.document)).toEqual([
      'zzzz99.json: no entry of data/telegrams.yaml lists the data type ZZZZ99',
    ]);
  });
});
