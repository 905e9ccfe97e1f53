import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonExcerpt, loadServiceFacts, serviceFile, showcaseExampleFile } from '../../generators/content/service';
import { licenceLabel, serviceStartLabel } from '../../isomorphic/content-format';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(serviceFile, loadServiceFacts);

afterAll(removeTempDirs);

describe('data/service.yaml', () => {
  it('loads the licence, the receiving sites, the start of service and the account links', () => {
    const facts = loadServiceFacts();
    expect(licenceLabel(facts)).toBe('予報業務許可（地震動）第237号');
    expect(facts.receivingSites.map((site) => site.city)).toEqual(['東京', '大阪']);
    expect(serviceStartLabel(facts)).toBe('2020年4月');
    expect(facts.account.signup).toBe('https://account.dmdata.jp/signup/consumer');
    expect(facts.account.signin).toBe('https://account.dmdata.jp/auth/signin');
  });

  it('cuts the showcase excerpt from the example, nested as in the document and in the listed order', () => {
    const { showcase } = loadServiceFacts();
    const document = JSON.parse(readFileSync(showcaseExampleFile(showcase), 'utf8'));
    const excerpt = jsonExcerpt(document, showcase.fields);
    expect(Object.keys(excerpt)).toEqual(['_schema', 'type', 'eventId', 'serialNo', 'body']);
    expect(excerpt._schema).toEqual(document._schema);
    expect((excerpt.body as Record<string, unknown>).earthquake).toEqual({
      hypocenter: { name: document.body.earthquake.hypocenter.name },
      magnitude: document.body.earthquake.magnitude,
    });
    expect(jsonExcerpt({ a: { b: 1, c: 2 }, d: 3 }, ['d', 'a.c'])).toEqual({ d: 3, a: { c: 2 } });
  });

  it('reports a showcase field that is not in the example, with its position', () => {
    const text = replaceOnce(original, '    - body.isWarning\n', '    - body.isWarnings\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'body.isWarnings')} showcase.fields[4]: "body.isWarnings" is not in data/schemas/eew-information/examples/vxse45.json`,
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
    let text = replaceOnce(original, 'number: 第237号', 'number: 237');
    text = replaceOnce(text, 'serviceStart: 2020-04', 'serviceStart: 2020/04');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, '237\n')} licence.number:`);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, '2020/04')} serviceStart:`);
  });
});
