import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { disagreementTopicsOfPage, loadDisagreements } from '../../generators/content/disagreements';
import { repoRoot } from '../../generators/data/data-source';
import { DisagreementList } from '../../pages/_components/DisagreementList';
import { DisagreementNotes } from '../../pages/_components/DisagreementNote';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader is checked on a small file of the tests' own; the real list is checked for what holds of every entry. */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/disagreements.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadDisagreements);

afterAll(removeTempDirs);

describe('data/disagreements.yaml', () => {
  it('lists each disagreement with two sources or more, what the site states and why', () => {
    const { disagreements } = loadDisagreements();
    expect(disagreements.length).toBeGreaterThan(0);
    for (const entry of disagreements) {
      expect(entry.sources.length).toBeGreaterThanOrEqual(2);
      expect(entry.stated).not.toContain('{{fact:');
    }
  });
});

describe('the disagreements loader and list (tests/fixtures/data/disagreements.yaml)', () => {
  it('loads the entries with their sources, parts and documents', () => {
    const { disagreements } = loadDisagreements(fixtureFile);
    expect(disagreements.map((entry) => [entry.id, entry.sources.length])).toEqual([
      ['test-cadence', 2],
      ['test-field', 3],
    ]);
    expect(disagreements[1].sources.map((item) => item.part ?? item.document)).toEqual([
      '一つめの説明',
      '二つめの説明',
      'data/schemas/eew-information/examples/vxse45.json',
    ]);
  });

  it('finds the entries that name a provider page, for the page of this site that states the fact', () => {
    const list = loadDisagreements(fixtureFile);
    expect(disagreementTopicsOfPage('docs/test/api.md', list)).toEqual({ 'test-field': 'テスト用のフィールド' });
    expect(disagreementTopicsOfPage('docs/test/other.md', list)).toEqual({});
  });

  it('reports a source that is neither a page nor a document with file:line:column and field', () => {
    const text = replaceOnce(original, '      - page: docs/test/second.md\n', '      - url: docs/test/second.md\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(
      `${shown}:${lineColumnOf(text, 'url: docs/test/second.md')} disagreements[0].sources[1]`,
    );
  });

  it('reports a duplicated id at the second occurrence and a document that does not exist', () => {
    const text = replaceOnce(
      replaceOnce(original, '- id: test-field', '- id: test-cadence'),
      'examples/vxse45.json',
      'examples/vxse99.json',
    );
    const { error, shown } = loadBroken(text);
    expect(error.issues.map((issue) => [issue.file, issue.line, issue.field, issue.message])).toEqual([
      [
        shown,
        positionOf(text, 'id: test-cadence', { occurrence: 1 }).line,
        'disagreements[1].id',
        `duplicate id "test-cadence" (first at line ${positionOf(text, 'id: test-cadence').line})`,
      ],
      [
        shown,
        positionOf(text, 'vxse99.json').line,
        'disagreements[1].sources[2].document',
        'no such document: data/schemas/eew-information/examples/vxse99.json',
      ],
    ]);
  });

  it('accepts one page twice only when part tells its places apart', () => {
    const text = replaceOnce(original, '        part: 二つめの説明\n', '');
    const { error, shown } = loadBroken(text);
    const second = positionOf(text, 'page: docs/test/api.md', { occurrence: 1 });
    expect(error.issues.map((issue) => [issue.file, issue.line, issue.message])).toEqual([
      [
        shown,
        second.line,
        `duplicate source "docs/test/api.md" (first at line ${positionOf(text, 'page: docs/test/api.md').line})`,
      ],
    ]);
    const html = renderToStaticMarkup(createElement(DisagreementList, { list: loadDisagreements(fixtureFile) }));
    expect(html).toContain('（二つめの説明）');
  });
});

describe('data/disagreements.yaml in the list', () => {
  it('renders one section per entry and one note per topic of a generated page', () => {
    const list = loadDisagreements();
    const html = renderToStaticMarkup(createElement(DisagreementList, { list }));
    for (const entry of list.disagreements) expect(html).toContain(`id="${entry.id}"`);
    const notes = renderToStaticMarkup(createElement(DisagreementNotes, { topics: { 'card-brands': 'ブランド' } }));
    expect(notes).toContain('data-disagreement="card-brands"');
    expect(notes).toContain('<a href="/docs/disagreements#card-brands">ブランド</a>');
  });
});
