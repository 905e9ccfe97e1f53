import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { checkClassPrices, classPriceIssues, type ClassPriceFiles } from '../../generators/content/class-prices';
import { formatIssue } from '../../generators/data/data-error';
import { relativeToRepo, repoRoot } from '../../generators/data/data-source';
import { createAjv } from '../../generators/data/validate';
import { telegramPageSource } from '../../pages/kinds/telegrams/build/source';
import { catchDataError, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceFirst, replaceOnce, tempTree } from '../support/temp-data';

/**
 * The build check across data/telegrams.yaml, data/jmafile.yaml and data/price.yaml: every delivery class has a
 * price and every price a class, each problem at its file:line:column. And a new delivery class is an edit of
 * data/ only: its entry in `classes` (the value the telegrams name) and its price, no enum anywhere to copy it into.
 */

afterAll(removeTempDirs);

/** The tests' own small catalogs and price list (tests/fixtures/data/), which agree: each test edits copies of them. */
const fixtures = path.join(repoRoot, 'tests/fixtures/data');
const originals = {
  telegrams: readFileSync(path.join(fixtures, 'telegrams.yaml'), 'utf8'),
  jmafile: readFileSync(path.join(fixtures, 'jmafile.yaml'), 'utf8'),
  price: readFileSync(path.join(fixtures, 'price.yaml'), 'utf8'),
};

/** The three files in a temporary data/ folder, each edited by its function if given. */
function copies(edits: Partial<Record<keyof ClassPriceFiles, (text: string) => string>>) {
  const texts = Object.fromEntries(
    Object.entries(originals).map(([name, text]) => [name, edits[name as keyof ClassPriceFiles]?.(text) ?? text]),
  ) as Record<keyof ClassPriceFiles, string>;
  const root = tempTree({
    'data/telegrams.yaml': texts.telegrams,
    'data/jmafile.yaml': texts.jmafile,
    'data/price.yaml': texts.price,
  });
  const files: ClassPriceFiles = {
    telegrams: path.join(root, 'data/telegrams.yaml'),
    jmafile: path.join(root, 'data/jmafile.yaml'),
    price: path.join(root, 'data/price.yaml'),
  };
  return { texts, files, messages: () => classPriceIssues(files).map(formatIssue) };
}

const newTelegramClass = `  - api: telegram.example
    name: 例示区分
    description: 区分の追加を確かめるための区分です。
`;
const newPrice = `    - name: 例示区分
      api: telegram.example
      websocketConnections: 1
      monthlyPrice: 1100
`;
const addClass = (text: string) => replaceOnce(text, 'classes:\n', `classes:\n${newTelegramClass}`);
const addPrice = (text: string) => replaceOnce(text, '  telegramClasses:\n', `  telegramClasses:\n${newPrice}`);

describe('delivery classes and prices', () => {
  it('holds for the repository data, and for the fixtures as they are', () => {
    expect(classPriceIssues()).toEqual([]);
    expect(copies({}).messages()).toEqual([]);
  });

  it('reports a telegram class without a price at the class in data/telegrams.yaml', () => {
    const { texts, files, messages } = copies({ telegrams: addClass });
    expect(messages()).toEqual([
      `${relativeToRepo(files.telegrams)}:${lineColumnOf(texts.telegrams, 'telegram.example')} classes[0].api: ` +
        `delivery class "telegram.example" has no price: add it to corporate.telegramClasses in ${relativeToRepo(files.price)}`,
    ]);
    expect(catchDataError(() => checkClassPrices(files)).message).toContain('has no price');
  });

  it('reports a file-format class without a price at the class in data/jmafile.yaml', () => {
    const ssto = '    - name: テスト区分（ひまわり）\n      api: jmafile.ocn-ssto\n      monthlyPrice: 450\n';
    const { texts, files, messages } = copies({ price: (text) => replaceOnce(text, ssto, '') });
    expect(messages()).toEqual([
      `${relativeToRepo(files.jmafile)}:${lineColumnOf(texts.jmafile, 'jmafile.ocn-ssto')} classes[1].api: ` +
        `delivery class "jmafile.ocn-ssto" has no price: add it to corporate.jmafileClasses in ${relativeToRepo(files.price)}`,
    ]);
  });

  it('reports a price left behind for a class the catalog does not define, at the price', () => {
    const { texts, files, messages } = copies({ price: addPrice });
    expect(messages()).toEqual([
      `${relativeToRepo(files.price)}:${lineColumnOf(texts.price, 'telegram.example')} corporate.telegramClasses[0].api: ` +
        `"telegram.example" is not a delivery class of ${relativeToRepo(files.telegrams)} (classes)`,
    ]);
  });

  it('accepts a new class added to data/telegrams.yaml with its price, and a telegram of that class', () => {
    const { files, messages } = copies({
      telegrams: (text) => replaceFirst(addClass(text), '    class: eew.forecast\n', '    class: telegram.example\n'),
      price: addPrice,
    });
    expect(messages()).toEqual([]);
    // The test catalog names schemas of the repository's data/schemas, which the loader checks by default.
    const catalog = loadTelegramCatalog(files.telegrams);
    expect(catalog.classes[0].api).toBe('telegram.example');
    expect(catalog.telegrams.filter((entry) => entry.class === 'telegram.example')).toHaveLength(1);
  });

  it('publishes catalog.schema.json with the classes and formats of data/telegrams.yaml as its enums', async () => {
    const artifacts = new Map((await telegramPageSource.artifacts!()).map((file) => [file.path, file.content]));
    const schema = JSON.parse(artifacts.get('docs/telegrams/catalog.schema.json') ?? '{}');
    const catalog = loadTelegramCatalog();
    expect(schema.$defs.ClassApiName.enum).toEqual(catalog.classes.map((entry) => entry.api));
    expect(schema.$defs.FormatId.enum).toEqual(catalog.formats.map((entry) => entry.id));
    const validate = createAjv().compile(schema);
    const json = JSON.parse(artifacts.get('docs/telegrams/catalog.json') ?? '{}');
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    json.classes[0].api = 'telegram.unknown';
    expect(validate(json)).toBe(false);
  });
});
