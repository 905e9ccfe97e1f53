import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import {
  groupJmaFilesByClass,
  jmaFileCatalogFile,
  jmaFileCatalogJson,
  loadJmaFileCatalog,
} from '../../generators/catalog/jmafile';
import { relativeToRepo, repoRoot } from '../../generators/data/data-source';
import { loadSiteModel } from '../../generators/site/site-model';
import { createAjv, metaValidator } from '../../generators/data/validate';
import { jmaFilePageProps, jmaFilePageSource } from '../../pages/kinds/jmafile/build/source';
import { brokenCopies, catchDataError, positionOf } from '../support/data-error';
import { removeTempDirs, replaceAfter, replaceInside, replaceOnce } from '../support/temp-data';
import { JmaFilePage } from '../../pages/kinds/jmafile/JmaFilePage';

afterAll(removeTempDirs);

const { original: fixture, loadBroken: loadBrokenFixture } = brokenCopies(
  path.join(repoRoot, 'tests/fixtures/data/jmafile.yaml'),
  loadJmaFileCatalog,
);
// The first entry of the fixture's `files`; most bad-input cases edit it.
const firstEntry = `  - code: jf02130
    title: テスト資料（ひまわり）
    class: jmafile.ocn-ssto
`;

describe('data/jmafile.yaml', () => {
  const catalog = loadJmaFileCatalog();

  it('lists each code once, each well-formed, and gives every entry a page of its own', () => {
    const codes = catalog.files.map((entry) => entry.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^jf\d{5}$/);
    const entryPages = [...loadSiteModel().pages.values()].filter(
      (page) => page.source === relativeToRepo(jmaFileCatalogFile) && page.sourceLine !== undefined,
    );
    expect(entryPages.map((page) => page.path.split('/').filter(Boolean).at(-1)).sort()).toEqual([...codes].sort());
  });

  it('lists each delivery class once, and every class is used by an entry and every entry names a listed class', () => {
    const classes = catalog.classes.map((entry) => entry.api);
    expect(new Set(classes).size).toBe(classes.length);
    const used = new Set(catalog.files.map((entry) => entry.class));
    expect(classes.filter((api) => !used.has(api))).toEqual([]);
    expect([...used].filter((api) => !classes.includes(api))).toEqual([]);
  });

  it('keeps facts the structure relies on', () => {
    const byCode = new Map(catalog.files.map((entry) => [entry.code, entry]));
    expect(byCode.get('jf04100')?.charts).toHaveLength(91);
    expect(byCode.get('jf04100')?.fileNames.patterns).toBeUndefined();
    expect(byCode.get('jf06243')?.variants?.map((variant) => variant.delivery.interval)).toEqual(['10分', '30分']);
    expect(byCode.get('jf03310')?.dataIdentifiers?.map((item) => item.label)).toEqual([
      '定時報',
      '遅延報',
      '修正報',
      '修正報（気象業務支援センター集約データ）',
    ]);
    expect(byCode.get('jf03210')?.class).toBe('jmafile.fla-ajp');
    expect(byCode.get('jf03090')?.fileNames.patterns?.[0].extractsTo).toHaveLength(3);
  });
});

describe('documents of data/jmafile.yaml', () => {
  const catalog = loadJmaFileCatalog();
  const documents = catalog.files.flatMap((entry) => entry.documents);

  it('holds specifications, technical notices and notices as records, with references as plain links', () => {
    expect(documents.filter((document) => document.kind === 'reference' && /配信資料/.test(document.title))).toEqual(
      [],
    );
    for (const document of documents) {
      if (document.kind === 'technical')
        expect(document.url).toMatch(new RegExp(`/technical/${document.number}\\.pdf$`));
      if (document.kind === 'specification') expect(document.url).toMatch(new RegExp(`/no${document.number}$`));
      if (document.kind === 'notice') expect(document.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('renders each document as the provider lists it, grouped by kind', () => {
    const entry = catalog.files.find((candidate) => candidate.code === 'jf02140')!;
    const html = renderToStaticMarkup(createElement(JmaFilePage, jmaFilePageProps(entry, catalog)));
    const documentsHtml = html.slice(html.indexOf('<h2 id="documents">'));
    const items = [...documentsHtml.matchAll(/<li><a href="([^"]+)"[^>]*>([^<]+)<\/a><\/li>/g)].map(
      (match) => match[2],
    );
    expect(items.slice(0, 3)).toEqual([
      '配信資料に関する仕様 No30502 - 北西太平洋高解像度日別海面水温解析格子点資料',
      '配信資料に関する技術情報 第444号 2016/11/29 - 北西太平洋高解像度日別海面水温解析格子点資料の提供について',
      '配信資料に関するお知らせ 2019/03/22 - メソ解析における観測データ利用の改良について',
    ]);
    expect(documentsHtml).toContain('<h3 id="documents-technical">技術情報</h3>');
  });

  it('shows a technical notice the provider names by number only with its number', () => {
    const entry = catalog.files.find((candidate) => candidate.code === 'jf04100')!;
    const html = renderToStaticMarkup(createElement(JmaFilePage, jmaFilePageProps(entry, catalog)));
    expect(html).toContain('>配信資料に関する技術情報 第504号</a>');
    // Dated only by the provider's revision history: the date says where it comes from.
    expect(html).toContain('>配信資料に関する技術情報 第672号 2026/01/29（提供元の更新履歴の日付）</a>');
    expect(html).toContain('>配信資料に関するお知らせ 2024/07/02</a>');
  });
});

// Each case breaks its own copy of a small catalog (tests/fixtures/data/jmafile.yaml), not of data/jmafile.yaml:
// rewriting the real catalog's entries must not break a test of the loader's checks.
describe('loadJmaFileCatalog with bad input', () => {
  it.each(['2019/4/16', '2019-13-16', '2019-04-31'])('reports the malformed document date %s at its value', (bad) => {
    const text = replaceAfter(fixture, firstEntry, 'date: 2019-04-16', `date: ${bad}`);
    const at = positionOf(text, bad);
    const { error, shown } = loadBrokenFixture(text);
    expect(error.message).toBe(`${shown}:${at.line}:${at.column} files[0].documents[1].date: must match format "date"`);
  });

  it('reports a number on a notice and a specification URL that names another number', () => {
    let text = replaceAfter(
      fixture,
      '  - code: jf02140\n',
      '        date: 2019-03-22\n',
      '        number: 12\n        date: 2019-03-22\n',
    );
    text = replaceAfter(text, firstEntry, "number: '30501'", "number: '30502'");
    const { error, shown } = loadBrokenFixture(text);
    const number = positionOf(text, 'number: 12');
    expect(error.message).toBe(
      `${shown}:${number.line}:${number.column + 'number: '.length} files[1].documents[2].number: only allowed when kind is "technical" or "specification"`,
    );
    const fixed = replaceOnce(text, '        number: 12\n', '');
    const url = positionOf(fixed, 'https://www.data.jma.go.jp/suishin/shiyou/pdf/no30501');
    const second = loadBrokenFixture(fixed);
    expect(second.error.message).toBe(
      `${second.shown}:${url.line}:${url.column} files[0].documents[0].url: specification No30502 links to no30501`,
    );
  });

  it('reports an unknown class at its value', () => {
    const text = replaceInside(fixture, firstEntry, 'class: jmafile.ocn-ssto', 'class: jmafile.ocn-unknown');
    const at = positionOf(text, 'jmafile.ocn-unknown');
    const { error, shown } = loadBrokenFixture(text);
    const lines = error.message.split('\n');
    expect(lines).toContain(
      `${shown}:${at.line}:${at.column} files[0].class: class "jmafile.ocn-unknown" is not in classes`,
    );
    // jf02130 was the only file of its class.
    const classAt = positionOf(text, 'api: jmafile.ocn-ssto');
    expect(lines).toContain(
      `${shown}:${classAt.line}:${classAt.column + 'api: '.length} classes[1].api: class "jmafile.ocn-ssto" has no files`,
    );
  });

  it('reports an unknown format reference at the list item', () => {
    const text = replaceAfter(fixture, firstEntry, '    formats: [grib2]\n', '    formats: [grib3]\n');
    const at = positionOf(text, 'grib3');
    const { error, shown } = loadBrokenFixture(text);
    expect(error.message).toBe(
      `${shown}:${at.line}:${at.column} files[0].formats[0]: format "grib3" is not in formats`,
    );
  });

  it('reports a malformed code', () => {
    const text = replaceOnce(fixture, '  - code: jf02130\n', '  - code: JF2130\n');
    const at = positionOf(text, 'JF2130');
    const { error, shown } = loadBrokenFixture(text);
    expect(error.issues).toHaveLength(1);
    expect(error.message).toBe(`${shown}:${at.line}:${at.column} files[0].code: must match pattern "^jf\\d{5}$"`);
  });

  it('reports a duplicate code at the repeat, naming the first line', () => {
    const first = positionOf(fixture, 'code: jf02130');
    const text = replaceOnce(fixture, '  - code: jf02140\n', '  - code: jf02130\n');
    const at = positionOf(fixture, '  - code: jf02140\n');
    const { error, shown } = loadBrokenFixture(text);
    expect(error.message).toBe(
      `${shown}:${at.line}:${at.column + '  - code: '.length} files[1].code: duplicate code "jf02130" (first at line ${first.line})`,
    );
  });

  it('reports a missing title at its entry', () => {
    const text = replaceInside(fixture, firstEntry, '    title: テスト資料（ひまわり）\n', '');
    const at = positionOf(text, 'code: jf02130');
    const { error, shown } = loadBrokenFixture(text);
    expect(error.message).toBe(`${shown}:${at.line}:${at.column} files[0].title: required field "title" is missing`);
  });

  it('reports a YAML syntax error with its position and no field', () => {
    const text = replaceInside(fixture, firstEntry, 'title: テスト資料（ひまわり）', 'title: テスト: 資料');
    const at = positionOf(text, 'テスト: 資料');
    const { error, shown } = loadBrokenFixture(text);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0].field).toBe('');
    expect(error.message).toBe(
      `${shown}:${at.line}:${at.column} syntax error: Nested mappings are not allowed in compact mappings`,
    );
  });

  it('reports a file that cannot be read', () => {
    const missing = path.join(repoRoot, 'data/no-such-jmafile.yaml');
    const error = catchDataError(() => loadJmaFileCatalog(missing));
    expect(error.message).toBe('data/no-such-jmafile.yaml:1:1 file not found or not readable');
  });

  it('reports every semantic issue together, each at its own field', () => {
    let text = replaceOnce(fixture, '  - code: jf02140\n', '  - code: jf02130\n');
    // A placeholder that no pattern of the entry contains.
    const placeholder = '        - placeholder: yyyyMMddhhmmss\n';
    text = replaceAfter(
      text,
      '  - code: jf02130\n',
      placeholder,
      `        - placeholder: zzzz\n          meaning: 試験用の可変部分です。\n${placeholder}`,
    );
    // A timeline entry pointing at a code that does not exist.
    text = replaceOnce(text, 'code: jf04100 }', 'code: jf04109 }');
    // A chart document that the entry does not list.
    text = replaceOnce(
      text,
      'documents: [https://dmdata.jp/docs/jma/technical/250.pdf]',
      'documents: [https://dmdata.jp/docs/jma/technical/251.pdf]',
    );
    const { error, shown } = loadBrokenFixture(text);
    const firstLine = positionOf(text, 'code: jf02130').line;
    // Order: duplicates, then references (timeline), then the checks of each entry in file order.
    expect(error.issues.map((issue) => `${issue.field}: ${issue.message}`)).toEqual([
      `files[1].code: duplicate code "jf02130" (first at line ${firstLine})`,
      'deliveryTimeline.cycles[0].deliveries[0].products[0].code: unknown file code "jf04109"',
      'files[0].fileNames.placeholders[0].placeholder: "zzzz" does not occur in any file name pattern of this entry',
      'files[2].charts[0].documents[0]: "https://dmdata.jp/docs/jma/technical/251.pdf" is not listed in documents',
    ]);
    const zzzz = positionOf(text, 'zzzz');
    expect(error.message.split('\n')).toContain(
      `${shown}:${zzzz.line}:${zzzz.column} files[0].fileNames.placeholders[0].placeholder: "zzzz" does not occur in any file name pattern of this entry`,
    );
  });

  it('requires file name patterns unless charts or variants hold them', () => {
    const patterns =
      '      patterns:\n        - pattern: Z__C_RJTD_yyyyMMddhhmmss_OCN_GPV_Rjp_Gll0p02deg_Pss_OyyyyMMddhh_grib2.bin\n';
    const text = replaceOnce(fixture, patterns, '');
    const { error, shown } = loadBrokenFixture(text);
    const fileNames = positionOf(text, '      placeholders:');
    expect(error.message.split('\n')).toContain(
      `${shown}:${fileNames.line}:${fileNames.column + 6} files[0].fileNames.patterns: required unless the file names are given in charts or variants`,
    );
    // The chart entry (jf04100) has no patterns either, and is not reported.
    expect(error.issues.filter((issue) => issue.field.startsWith('files[2]'))).toEqual([]);
  });
});

describe('views', () => {
  const catalog = loadJmaFileCatalog();

  it('groups entries by class in catalog order, sorted by code', () => {
    const groups = groupJmaFilesByClass(catalog);
    expect(groups.map((group) => group.class.api)).toEqual(catalog.classes.map((entry) => entry.api));
    for (const group of groups) {
      const codes = group.files.map((entry) => entry.code);
      expect(codes).toEqual([...codes].sort());
      for (const entry of group.files) expect(entry.class).toBe(group.class.api);
    }
    expect(groups.reduce((sum, group) => sum + group.files.length, 0)).toBe(43);
  });

  it('produces catalog.json content that validates against its schema', () => {
    const json = jmaFileCatalogJson(catalog);
    const validate = metaValidator('jmafile-catalog-output.schema.json');
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.files).toHaveLength(43);
    expect(json.files.find((entry) => entry.code === 'jf03130')?.url).toBe('/docs/jmafile/jf03130');
    expect(json.classes.find((entry) => entry.api === 'jmafile.srf-rrp')?.codes).toEqual([
      'jf03090',
      'jf03130',
      'jf03131',
      'jf03190',
    ]);
    expect(Object.keys(json)).not.toContain('history');
    const broken = JSON.parse(JSON.stringify(json)) as { files: Array<Record<string, unknown>> };
    broken.files[0].unexpected = true;
    expect(validate(broken)).toBe(false);
  });

  it('publishes catalog.schema.json on its own: every definition of the data schema, no reference to another file', async () => {
    const artifacts = new Map((await jmaFilePageSource.artifacts!()).map((file) => [file.path, file.content]));
    const published = artifacts.get('docs/jmafile/catalog.schema.json') ?? '{}';
    expect(published).not.toMatch(/"\$ref": "[^#]/);
    const schema = JSON.parse(published) as { $defs: Record<string, unknown> };
    const input = JSON.parse(readFileSync(path.join(repoRoot, 'data/meta/jmafile.schema.json'), 'utf8')) as {
      $defs: Record<string, unknown>;
    };
    for (const [name, definition] of Object.entries(input.$defs)) expect(schema.$defs[name], name).toEqual(definition);
    const validate = createAjv().compile(schema);
    const json = JSON.parse(artifacts.get('docs/jmafile/catalog.json') ?? '{}') as {
      files: Array<Record<string, unknown>>;
    };
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    json.files[0].unexpected = true;
    expect(validate(json)).toBe(false);
  });
});
