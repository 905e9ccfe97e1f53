import { afterAll, describe, expect, it } from 'vitest';
import { expandFactTokens, type FactTokenValues } from '../../generators/data/fact-tokens';
import { DataSource } from '../../generators/data/data-source';
import { loadServiceFactList, serviceFactText } from '../../generators/content/service-facts';
import { loadApiCatalog } from '../../generators/api/load';
import { loadEewGuideline } from '../../generators/content/eew-guideline';
import { loadDisagreements } from '../../generators/content/disagreements';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';
import { serviceFactsFile } from '../../generators/content/service-facts';

const { original, loadBroken } = brokenCopies(serviceFactsFile, loadServiceFactList);

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
    // At least one fact takes a side in a recorded disagreement (the restart cadence, at the time of writing).
    expect(Object.values(facts).some((fact) => fact.disagreement)).toBe(true);
  });

  it('reports a disagreement id that data/disagreements.yaml does not list, at its line and column', () => {
    const text = replaceOnce(original, 'disagreement: websocket-restart-cadence', 'disagreement: websocket-restart');
    const { error, shown } = loadBroken(text);
    expect(error.message).toMatch(
      new RegExp(
        `^${shown}:${lineColumnOf(text, 'websocket-restart')} facts\\.websocketRestart\\.disagreement: unknown disagreement "websocket-restart"`,
      ),
    );
  });

  it('replaces {{fact:name}} in the prose of other data files when they are loaded', () => {
    const restart = serviceFactText('websocketRestart');
    const guideline = JSON.stringify(loadEewGuideline());
    expect(guideline).not.toContain('{{fact:');
    expect(guideline).toContain(`WebSocket サーバーは${restart}再起動します。`);
    expect(JSON.stringify(loadApiCatalog())).not.toContain('{{fact:');
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

  it('gives the EEW latency promise its caveat in the data', () => {
    const { facts } = loadServiceFactList();
    expect(facts.eewSendLatency.caveat?.text).toContain('1 秒以上');
    expect(JSON.stringify(loadEewGuideline())).toContain(facts.eewSendLatency.caveat!.text);
  });
});
