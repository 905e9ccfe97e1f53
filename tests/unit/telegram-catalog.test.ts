import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { documentLabel } from '../../generators/catalog/jma-documents';
import {
  groupTelegramsByClass,
  loadTelegramCatalog,
  schemaKey,
  telegramCatalogFile,
  telegramCatalogJson,
  type TelegramCatalog,
  type TelegramCatalogOptions,
} from '../../generators/catalog/telegrams';
import { DataSource, relativeToRepo, repoRoot } from '../../generators/data/data-source';
import { metaValidator } from '../../generators/data/validate';
import { catchDataError, lineColumnOf, loadBrokenCopy, positionOf } from '../support/data-error';
import { removeTempDirs, replaceFirst, replaceInside, replaceOnce, tempDataFile } from '../support/temp-data';
import { TelegramPage } from '../../pages/kinds/telegrams/TelegramPage';
import { telegramPageProps, telegramPageSource } from '../../pages/kinds/telegrams/build/source';
import { siteModel } from '../../generators/site/site-model';
import { telegramUrl } from '../../isomorphic/routes';

const original = readFileSync(telegramCatalogFile, 'utf8');

afterAll(removeTempDirs);

/** Loads `text` from a temp data/telegrams.yaml; returns the DataError and the file name shown in it. */
function loadBroken(text: string, options?: TelegramCatalogOptions) {
  return loadBrokenCopy('telegrams.yaml', text, (file) => loadTelegramCatalog(file, options));
}

/** All schema references of the catalog, as `<name>/<version>`. */
function schemaKeys(catalog: TelegramCatalog): Set<string> {
  return new Set(catalog.telegrams.flatMap((entry) => (entry.schema ? [schemaKey(entry.schema)] : [])));
}

const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/telegrams.yaml');
const fixture = readFileSync(fixtureFile, 'utf8');
// The first entry of the fixture; the bad-input cases edit it.
const firstEntry = `  - code: ew09030
    title: テスト電文（予報）
    class: eew.forecast
`;

describe('data/telegrams.yaml', () => {
  const catalog = catalogOf(original);

  it('loads with every check, including JSON schema files once data/schemas holds them', () => {
    expect(() => loadTelegramCatalog()).not.toThrow();
  });

  it('lists each delivery class and format once, every class used by a telegram, every telegram naming listed ones', () => {
    const classes = catalog.classes.map((entry) => entry.api);
    const formats = catalog.formats.map((entry) => entry.id);
    for (const listed of [classes, formats]) {
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(listed).size).toBe(listed.length);
    }
    const usedClasses = new Set(catalog.telegrams.map((entry) => entry.class));
    expect(classes.filter((api) => !usedClasses.has(api))).toEqual([]);
    expect([...usedClasses].filter((api) => !classes.includes(api))).toEqual([]);
    expect(catalog.telegrams.filter((entry) => !formats.includes(entry.format))).toEqual([]);
  });

  it('gives every telegram a page of its own', () => {
    const entryPages = [...siteModel().pages.values()].filter(
      (page) => page.source === relativeToRepo(telegramCatalogFile) && page.sourceLine !== undefined,
    );
    expect(entryPages.map((page) => page.path.split('/').filter(Boolean).at(-1)).sort()).toEqual(
      catalog.telegrams.map((entry) => entry.code).sort(),
    );
  });

  it('holds every entry of the file, each code unique and well-formed', () => {
    const codes = catalog.telegrams.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^(et|ew|fo|li|ob|sc|vo|we)\d{5}$/);
    // The loader keeps every entry of the file, in its order.
    expect(codes).toEqual(
      (parse(original) as { telegrams: Array<{ code: string }> }).telegrams.map((entry) => entry.code),
    );
  });

  it('gives each class that has telegrams one sidebar category, linking every telegram of it to its page', () => {
    const categories = telegramPageSource.sidebar!(new Map());
    const groups = groupTelegramsByClass(catalog).filter((group) => group.telegrams.length > 0);
    expect(categories.map((category) => category.label)).toEqual(groups.map((group) => `${group.class.name} 区分`));
    const pages = siteModel().pages;
    categories.forEach((category, index) => {
      if (category.kind !== 'category') throw new Error(`sidebar entry ${category.label} is not a category`);
      const links = category.items.map((item) =>
        item.kind === 'link' ? { label: item.label, href: item.href } : null,
      );
      expect(links.map((link) => link!.href)).toEqual(groups[index].telegrams.map((entry) => telegramUrl(entry.code)));
      // The label is the title, qualified (by data type code, then code) only where two share it in the category.
      links.forEach((link, at) => {
        const title = groups[index].telegrams[at].title;
        const shared = groups[index].telegrams.filter((entry) => entry.title === title).length > 1;
        if (shared) {
          const qualifier =
            link!.label.startsWith(`${title}（`) && link!.label.endsWith('）')
              ? link!.label.slice(title.length + 1, -1)
              : '';
          expect(qualifier, link!.label).not.toBe('');
        } else expect(link!.label).toBe(title);
      });
      for (const link of links) expect(pages.get(link!.href)?.kind, link!.href).toBe('telegrams');
    });
  });

  it('keeps the facts of each entry as the file writes them', () => {
    const raw = (parse(original) as { telegrams: Array<Record<string, unknown>> }).telegrams;
    catalog.telegrams.forEach((entry, index) => {
      for (const key of ['controlTitles', 'schema', 'dataTypes'] as const)
        expect(entry[key], `${entry.code} ${key}`).toEqual(raw[index][key]);
    });
  });

  it('gives each data-type code to exactly one telegram page', () => {
    const owners = new Map<string, string[]>();
    for (const entry of catalog.telegrams)
      for (const code of entry.dataTypes) owners.set(code, [...(owners.get(code) ?? []), entry.code]);
    expect([...owners].filter(([, codes]) => codes.length > 1)).toEqual([]);
    expect(owners.size).toBe(new Set(catalog.telegrams.flatMap((entry) => entry.dataTypes)).size);
  });

  it('records every technical notice, notice and specification as a structured document, never as free text', () => {
    const documents = catalog.telegrams.flatMap((entry) => entry.documents);
    const freeText = documents.filter(
      (document) => document.kind === undefined && /配信資料(に関する)?(技術情報|お知らせ|仕様)/.test(document.title),
    );
    expect(freeText).toEqual([]);
    const kinds = new Set(documents.map((document) => document.kind));
    expect([...kinds].sort()).toEqual(['notice', 'specification', 'technical', undefined]);
    for (const document of documents) {
      if (document.kind === 'technical')
        expect(document.url).toMatch(new RegExp(`/technical/${document.number}\\.pdf(#.*)?$`));
      if (document.kind === 'specification') expect(document.url).toMatch(new RegExp(`/no${document.number}$`));
    }
    // Technical notices and specifications are named by their number, also where the provider gives no date.
    for (const document of documents)
      if (document.kind === 'technical' || document.kind === 'specification')
        expect(String(document.number ?? '').trim(), document.title).not.toBe('');
  });

  it('renders each document under 解説資料 with the number, date and subject (the test catalog)', () => {
    const small = catalogOf(fixture);
    const entry = small.telegrams.find((candidate) => candidate.code === 'ew09030')!;
    const html = renderToStaticMarkup(createElement(TelegramPage, telegramPageProps(entry, small)));
    const items = [...html.matchAll(/<li><a href="([^"]+)"[^>]*>([^<]+)<\/a><\/li>/g)].map((match) => [
      match[2],
      match[1],
    ]);
    expect(items.slice(0, 4)).toEqual([
      ['配信資料に関する仕様 No40201 - テスト仕様', 'https://www.data.jma.go.jp/suishin/shiyou/pdf/no40201'],
      ['テスト解説資料', 'https://dmdata.jp/docs/jma/manual/0101-0185.pdf'],
      ['配信資料に関する技術情報 第653号 2025/06/01 - テスト技術情報', 'https://dmdata.jp/docs/jma/technical/653.pdf'],
      ['配信資料に関するお知らせ 2025/06/24 - テストお知らせ', 'https://dmdata.jp/docs/jma/notice/20250624c.pdf'],
    ]);
    expect(entry.documents.map(documentLabel)).toHaveLength(entry.documents.length);
  });
});

// Each case breaks its own copy of a small catalog (tests/fixtures/data/telegrams.yaml), not of data/telegrams.yaml:
// rewriting the real catalog's entries must not break a test of the loader's checks.
describe('loadTelegramCatalog with bad input', () => {
  /** The schema the fixture's entries name, known, so that only the broken entry is reported. */
  const knownSchemas = (): TelegramCatalogOptions => ({ schemaNames: schemaKeys(catalogOf(fixture)) });

  it('reports an unknown class at its value', () => {
    const text = replaceInside(fixture, firstEntry, 'class: eew.forecast', 'class: eew.unknown');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, 'eew.unknown')} telegrams[0].class: class "eew.unknown" is not in classes`,
    );
  });

  it('reports a class or format missing from the lists at each entry that uses it', () => {
    const text = fixture
      .replace(/ {2}- api: eew\.warning\n {4}name: .*\n {4}description: .*\n/, '')
      .replace(/ {2}- id: a\/n\n {4}name: .*\n {4}description: .*\n/, '');
    const { error, shown } = loadBroken(text, knownSchemas());
    const warning = positionOf(text, 'class: eew.warning');
    expect(error.message.split('\n')).toContain(
      `${shown}:${warning.line}:${warning.column + 'class: '.length} telegrams[3].class: class "eew.warning" is not in classes`,
    );
    const anEntries = catalogOf(fixture).telegrams.filter((entry) => entry.format === 'a/n').length;
    expect(anEntries).toBeGreaterThan(1);
    expect(error.issues.filter((issue) => issue.message === 'format "a/n" is not in formats')).toHaveLength(anEntries);
  });

  it('reports a malformed code', () => {
    const text = replaceOnce(fixture, '  - code: ew09030\n', '  - code: EW9030\n');
    const { error, shown } = loadBroken(text);
    expect(error.issues).toHaveLength(1);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, 'EW9030')} telegrams[0].code: must match pattern`);
  });

  it('reports a duplicate code at the repeat, naming the first line', () => {
    const first = positionOf(fixture, 'ew09030');
    const text = replaceOnce(fixture, '  - code: ew09040\n', '  - code: ew09030\n');
    const at = positionOf(fixture, '  - code: ew09040\n');
    const { error, shown } = loadBroken(text, knownSchemas());
    expect(error.message.split('\n')).toContain(
      `${shown}:${at.line}:11 telegrams[1].code: duplicate code "ew09030" (first at line ${first.line})`,
    );
  });

  it('reports two entries that read the same name (title and qualifier) at the second, naming the first line', () => {
    let text = replaceOnce(fixture, '    qualifier: 観測\n', '');
    text = replaceOnce(text, '    qualifier: 沖合\n', '');
    const first = positionOf(text, '  - code: et01120\n    title: テスト情報\n');
    const index = catalogOf(fixture).telegrams.findIndex((entry) => entry.code === 'et01121');
    const { error } = loadBroken(text, knownSchemas());
    expect(error.issues.map((issue) => issue.field)).toEqual([`telegrams[${index}].title`]);
    expect(error.message).toContain(
      `duplicate name (title with its qualifier; add a qualifier) "テスト情報" (first at line ${first.line + 1})`,
    );
  });

  it('reports a missing title at its entry', () => {
    const text = replaceInside(fixture, firstEntry, '    title: テスト電文（予報）\n', '');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'code: ew09030')} telegrams[0].title: required field "title" is missing`,
    );
  });

  it('reports a field of the wrong type and a misspelt field, and no other field of the entry', () => {
    // The entry is closed by unevaluatedProperties over a $ref (TelegramFields, shared with the catalog.json schema):
    // a rule whose branches evaluated properties would make a wrong field turn every other field "unknown".
    const text = replaceOnce(fixture, '    dataTypes: [VXSE44]\n', '    dataTypes: VXSE44\n    dataType: VXSE44\n');
    const { error, shown } = loadBroken(text);
    expect(error.message.split('\n')).toEqual([
      `${shown}:${lineColumnOf(text, 'VXSE44\n    dataType')} telegrams[0].dataTypes: must be array`,
      `${shown}:${lineColumnOf(text, 'dataType: VXSE44')} telegrams[0].dataType: unknown field "dataType"`,
    ]);
  });

  it('reports a schema reference without a schema file, when the known schemas are given', () => {
    const schemaNames = schemaKeys(catalogOf(fixture));
    schemaNames.delete('eew-information/1.0.0');
    const error = catchDataError(() => loadTelegramCatalog(fixtureFile, { schemaNames }));
    const eewEntries = catalogOf(fixture).telegrams.filter((entry) => entry.schema?.name === 'eew-information');
    expect(error.issues).toHaveLength(eewEntries.length);
    const at = lineColumnOf(fixture, '{ name: eew-information, version: 1.0.0 }');
    expect(error.message.split('\n')[0]).toBe(
      `${relativeToRepo(fixtureFile)}:${at} telegrams[0].schema: no JSON schema file data/schemas/eew-information/1.0.0.schema.json`,
    );
  });

  it('reports a YAML syntax error with its position', () => {
    const text = replaceInside(fixture, firstEntry, 'title: テスト電文（予報）', 'title: テスト電文（予報）: x');
    const { error, shown } = loadBroken(text);
    expect(error.issues).toHaveLength(1);
    // A syntax error has no field yet: the document could not be read into fields.
    expect(error.issues[0].field).toBe('');
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'テスト電文（予報）: x')} syntax error: Nested mappings are not allowed in compact mappings`,
    );
  });

  it('reports a repeated key as a syntax error at the repeat', () => {
    const text = replaceInside(
      fixture,
      firstEntry,
      '    class: eew.forecast\n',
      '    class: eew.forecast\n    class: eew.warning\n',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'class: eew.warning')} syntax error: Map keys must be unique`,
    );
  });

  it('explains controlTitles on a non-XML entry', () => {
    const text = replaceOnce(
      fixture,
      '    dataTypes: [WEPA60]\n    format: a/n\n',
      '    dataTypes: [WEPA60]\n    format: a/n\n    controlTitles: [国際津波関連情報]\n',
    );
    const { error } = loadBroken(text);
    expect(error.message).toMatch(
      new RegExp(
        `:${lineColumnOf(text, '[国際津波関連情報]')} telegrams\\[\\d+\\]\\.controlTitles: only allowed when format is "xml"`,
      ),
    );
  });

  it.each(['2024/7/1', '2024-13-01', '2025-02-30'])('reports the malformed document date %s at its value', (bad) => {
    const text = replaceFirst(fixture, '        date: 2025-06-01\n', `        date: ${bad}\n`);
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, bad)} telegrams[0].documents[2].date: must match format "date"`,
    );
  });

  it('reports a date on a specification and a missing number on a technical notice', () => {
    let text = replaceFirst(
      fixture,
      "        number: '40201'\n",
      "        number: '40201'\n        date: 2025-01-01\n",
    );
    text = replaceFirst(text, '        number: 653\n', '');
    const { error, shown } = loadBroken(text);
    expect(error.message.split('\n')).toEqual([
      `${shown}:${lineColumnOf(text, '2025-01-01')} telegrams[0].documents[0].date: only allowed when kind is "technical" or "notice"`,
      `${shown}:${lineColumnOf(text, 'kind: technical')} telegrams[0].documents[2].number: required field "number" is missing`,
    ]);
  });

  it('reports a technical notice whose URL names another number', () => {
    const text = replaceFirst(
      fixture,
      'url: https://dmdata.jp/docs/jma/technical/653.pdf',
      'url: https://dmdata.jp/docs/jma/technical/635.pdf',
    );
    const { error, shown } = loadBroken(text, knownSchemas());
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'https://dmdata.jp/docs/jma/technical/635.pdf')} telegrams[0].documents[2].url: technical notice 第653号 links to technical/635.pdf`,
    );
  });

  it('reports all semantic issues together: a duplicate data-type code and a duplicate code', () => {
    let text = replaceOnce(fixture, '    dataTypes: [VXSE44]\n', '    dataTypes: [VXSE44, VXSE44]\n');
    text = replaceOnce(text, '  - code: ew09040\n', '  - code: ew09030\n');
    const { error } = loadBroken(text, knownSchemas());
    // ew09040 no longer exists, so the replacement pointer of ew09030 is reported too.
    expect(error.issues.map((issue) => issue.field)).toEqual([
      'telegrams[1].code',
      'telegrams[0].dataTypes[1]',
      'telegrams[0].status.replacedBy[0]',
    ]);
    const at = positionOf(text, 'VXSE44, VXSE44');
    expect(error.message).toContain(
      `:${at.line}:${at.column + 'VXSE44, '.length} telegrams[0].dataTypes[1]: duplicate data-type code "VXSE44"`,
    );
  });
});

describe('views', () => {
  const catalog = catalogOf(original);

  it('groups entries by class in catalog order, sorted by code', () => {
    const groups = groupTelegramsByClass(catalog);
    expect(groups.map((group) => group.class.api)).toEqual(catalog.classes.map((entry) => entry.api));
    for (const group of groups) {
      const codes = group.telegrams.map((entry) => entry.code);
      expect(codes).toEqual([...codes].sort());
      for (const entry of group.telegrams) expect(entry.class).toBe(group.class.api);
    }
    expect(groups.reduce((sum, group) => sum + group.telegrams.length, 0)).toBe(catalog.telegrams.length);
  });

  it('produces catalog.json content that validates against its schema', () => {
    const json = telegramCatalogJson(catalog);
    const validate = metaValidator('telegram-catalog-output.schema.json');
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    for (const entry of json.telegrams) expect(entry.url).toBe(telegramUrl(entry.code));
    expect(json.telegrams).toHaveLength(catalog.telegrams.length);
    const broken = JSON.parse(JSON.stringify(json)) as {
      telegrams: Array<Record<string, unknown>>;
    };
    broken.telegrams[0].unexpected = true;
    expect(validate(broken)).toBe(false);
  });

  it('carries the products the provider announces without a code page in catalog.json', () => {
    const json = telegramCatalogJson(catalog);
    expect(catalog.announced?.length).toBeGreaterThan(0);
    expect(json.announced).toEqual(catalog.announced);
    const validate = metaValidator('telegram-catalog-output.schema.json');
    const broken = JSON.parse(JSON.stringify(json)) as { announced: Array<Record<string, unknown>> };
    delete broken.announced[0].title;
    expect(validate(broken)).toBe(false);
  });
});

/** The catalog with every check except the presence of JSON schema files (other helpers write those). */
function catalogOf(text: string): TelegramCatalog {
  const file = tempDataFile('telegrams.yaml', text);
  const raw = DataSource.parse<TelegramCatalog>(file, text).value;
  return loadTelegramCatalog(file, { schemaNames: schemaKeys(raw) });
}
