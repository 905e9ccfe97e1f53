import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { jsonExcerpt, loadServiceFacts, serviceFile, showcaseExampleFile } from '../../generators/content/service';
import { repoRoot } from '../../generators/data/data-source';
import { licenceLabel, serviceStartLabel } from '../../isomorphic/content-format';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader and the labels are checked on a small file of the tests' own; the real file only has to load. */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/service.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadServiceFacts);

afterAll(removeTempDirs);

describe('data/service.yaml', () => {
  it('loads, every value as the file writes it', () => {
    expect(loadServiceFacts()).toEqual(parse(readFileSync(serviceFile, 'utf8')));
  });
});

describe('the service facts loader (tests/fixtures/data/service.yaml)', () => {
  it('loads the licence, the receiving sites, the start of service and the account links', () => {
    const facts = loadServiceFacts(fixtureFile);
    expect(licenceLabel(facts)).toBe('テスト許可（地震動）第1号');
    expect(facts.receivingSites.map((site) => site.city)).toEqual(['札幌', '福岡']);
    expect(serviceStartLabel(facts)).toBe('2021年7月');
    expect(facts.account.signup).toBe('https://account.example.test/signup');
    expect(facts.account.signin).toBe('https://account.example.test/signin');
  });

  it('cuts the showcase excerpt from the example, nested as in the document and in the listed order', () => {
    const { showcase } = loadServiceFacts(fixtureFile);
    const document = JSON.parse(readFileSync(showcaseExampleFile(showcase), 'utf8'));
    const excerpt = jsonExcerpt(document, showcase.fields);
    expect(Object.keys(excerpt)).toEqual(['type', '_schema', 'body']);
    expect(excerpt._schema).toEqual(document._schema);
    expect(excerpt.body).toEqual({
      isWarning: document.body.isWarning,
      earthquake: { hypocenter: { name: document.body.earthquake.hypocenter.name } },
    });
    expect(jsonExcerpt({ a: { b: 1, c: 2 }, d: 3 }, ['d', 'a.c'])).toEqual({ d: 3, a: { c: 2 } });
  });

  it('reports a showcase field that is not in the example, with its position', () => {
    const text = replaceOnce(original, '    - body.isWarning\n', '    - body.isWarnings\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'body.isWarnings')} showcase.fields[2]: "body.isWarnings" is not in data/schemas/eew-information/examples/vxse45.json`,
    );
  });

  it('reports a showcase example that does not exist', () => {
    const text = replaceOnce(original, 'example: vxse45', 'example: vxse99');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'vxse99')} showcase.example: no example data/schemas/eew-information/examples/vxse99.json`,
    );
  });

  it('reports a licence number and a start of service in the wrong form', () => {
    let text = replaceOnce(original, 'number: 第1号', 'number: 1');
    text = replaceOnce(text, 'serviceStart: 2021-07', 'serviceStart: 2021/07');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, '1\n')} licence.number:`);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, '2021/07')} serviceStart:`);
  });
});
