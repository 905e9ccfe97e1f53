import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expandFactTokens, factTokenPattern, type FactTokenValues } from '../../generators/data/fact-tokens';
import { DataSource, repoRoot } from '../../generators/data/data-source';
import { loadServiceFactList, serviceFactText } from '../../generators/content/service-facts';
import type { ServiceFactList } from '../../isomorphic/data-types/service-facts';
import { loadApiCatalog } from '../../generators/api/load';
import { eewGuidelineFile, loadEewGuideline } from '../../generators/content/eew-guideline';
import { disagreementIds, loadDisagreements } from '../../generators/content/disagreements';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce, tempDataFile } from '../support/temp-data';

/**
 * The loader is checked on a small file of the tests' own, whose disagreements are those of the tests' own list; the
 * real file only has to hold what any content must (a text and a source for every fact, known disagreements).
 */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/service-facts.yaml');
const fixtureIds = disagreementIds(path.join(repoRoot, 'tests/fixtures/data/disagreements.yaml'));
const loadFixture = (file: string) => loadServiceFactList(file, fixtureIds);
const { original, loadBroken } = brokenCopies(fixtureFile, loadFixture);

/** `value` with every fact and caveat token of its strings replaced by the text `list` gives it. */
function withFacts(value: unknown, list: ServiceFactList): unknown {
  if (typeof value === 'string')
    return value.replace(factTokenPattern, (_token, kind: string, name: string) =>
      kind === 'caveat' ? (list.facts[name].caveat?.text ?? '') : list.facts[name].text,
    );
  if (Array.isArray(value)) return value.map((item) => withFacts(item, list));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFacts(item, list)]));
  return value;
}

afterAll(removeTempDirs);

describe('data/service-facts.yaml', () => {
  it('gives every fact a text and at least one source, and the disagreement it takes a side in', () => {
    const list = loadServiceFactList();
    const { facts } = list;
    const ids = new Set(loadDisagreements().disagreements.map((entry) => entry.id));
    expect(Object.keys(facts).length).toBeGreaterThan(0);
    for (const [name, fact] of Object.entries(facts)) {
      expect(serviceFactText(name, list), name).not.toBe('');
      expect(fact.sources.length, name).toBeGreaterThan(0);
      if (fact.disagreement) expect(ids.has(fact.disagreement), name).toBe(true);
    }
  });

  it('replaces {{fact:name}} and {{caveat:name}} in the prose of other data files when they are loaded', () => {
    const list = loadServiceFactList();
    const raw: unknown = parse(readFileSync(eewGuidelineFile, 'utf8'));
    expect(loadEewGuideline()).toEqual(withFacts(raw, list));
    expect(JSON.stringify(loadEewGuideline())).not.toContain('{{');
    expect(JSON.stringify(loadApiCatalog())).not.toContain('{{fact:');
  });

  it('gives every fact its text, and its caveat beside it, in a data file that names each fact', () => {
    // A copy of the tests' own guideline whose first item states every fact of the real list, each with its caveat.
    const list = loadServiceFactList();
    const names = Object.keys(list.facts);
    const token = (name: string) => `{{fact:${name}}}${list.facts[name].caveat ? `{{caveat:${name}}}` : ''}`;
    const fixture = readFileSync(path.join(repoRoot, 'tests/fixtures/data/eew-guideline.yaml'), 'utf8');
    const details = names.map((name) => `        - 値は${token(name)}です。\n`).join('');
    const file = tempDataFile(
      'eew-guideline.yaml',
      replaceOnce(fixture, '        - テスト用の説明です。\nclient:', `${details}client:`),
    );
    expect(loadEewGuideline(file).service.items[0].details).toEqual(
      names.map((name) => `値は${list.facts[name].text}${list.facts[name].caveat?.text ?? ''}です。`),
    );
  });

  it('gives the EEW latency promise a caveat, and the guideline states it', () => {
    const { facts } = loadServiceFactList();
    expect(facts.eewSendLatency.caveat?.text).toMatch(/。$/);
    expect(JSON.stringify(loadEewGuideline())).toContain(facts.eewSendLatency.caveat!.text);
  });
});

describe('the service facts loader (tests/fixtures/data/service-facts.yaml)', () => {
  it('loads each fact with its text, sources, caveat and the disagreement it takes a side in', () => {
    const list = loadFixture(fixtureFile);
    expect(serviceFactText('testCadence', list)).toBe('毎月');
    expect(list.facts.testCadence.sources.map((source) => source.path)).toEqual([
      'docs/test/first.md',
      'docs/test/second.md',
    ]);
    expect(list.facts.testCadence.disagreement).toBe('test-cadence');
    expect(list.facts.testLatency.caveat?.text).toBe('テスト用の但し書きです。');
  });

  it('reports a disagreement id that the disagreements list does not hold, at its line and column', () => {
    const text = replaceOnce(original, 'disagreement: test-cadence', 'disagreement: test-cadenc');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'test-cadenc\n')} facts.testCadence.disagreement: unknown disagreement "test-cadenc": data/disagreements.yaml has test-cadence, test-field`,
    );
  });

  it('reports a token that names no fact at its line and column, and leaves known ones replaced', () => {
    const source = DataSource.parse<{ a: string; list: string[] }>(
      '/tmp/facts-test.yaml',
      'a: 毎月{{fact:billingDay}}に決済します。\nlist:\n  - 再起動は{{fact:noSuchFact}}です。\n',
    );
    const issues = expandFactTokens(source, new Map([['billingDay', { text: '26日' }]]));
    expect(source.value.a).toBe('毎月26日に決済します。');
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ line: 3, column: 5, field: 'list[0]' });
    expect(issues[0].message).toContain('unknown service fact "noSuchFact"');
  });

  it('puts a caveat beside its promise, and refuses a text that states the promise without it', () => {
    const facts = new Map<string, FactTokenValues>([
      ['eewSendLatency', { text: '1 秒未満', caveat: '遅れることがあります。' }],
    ]);
    const source = DataSource.parse<{ a: string; b: string; c: string }>(
      '/tmp/caveat-test.yaml',
      'a: 発表から {{fact:eewSendLatency}}です。{{caveat:eewSendLatency}}\nb: 発表から {{fact:eewSendLatency}}で届きます。\nc: 例外 {{caveat:billingDay}}\n',
    );
    const issues = expandFactTokens(source, new Map([...facts, ['billingDay', { text: '26日' }]]));
    expect(source.value.a).toBe('発表から 1 秒未満です。遅れることがあります。');
    expect(issues.map((issue) => [issue.line, issue.field])).toEqual([
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(issues[0].message).toContain('without its caveat: add {{caveat:eewSendLatency}}');
    expect(issues[1].message).toContain('"billingDay" has no caveat');
  });
});
