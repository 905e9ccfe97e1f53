import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { disagreementsFile, disagreementTopicsOfPage, loadDisagreements } from '../../generators/content/disagreements';
import { DisagreementList } from '../../pages/_components/DisagreementList';
import { DisagreementNotes } from '../../pages/_components/DisagreementNote';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(disagreementsFile, loadDisagreements);

afterAll(removeTempDirs);

describe('data/disagreements.yaml', () => {
  it('lists each disagreement with two sources or more, what the site states and why', () => {
    const { disagreements } = loadDisagreements();
    expect(disagreements.map((entry) => entry.id)).toEqual(
      expect.arrayContaining(['websocket-restart-cadence', 'card-brands', 'charge-debit-day', 'error-401-message']),
    );
    for (const entry of disagreements) {
      expect(entry.sources.length).toBeGreaterThanOrEqual(2);
      expect(entry.stated).not.toContain('{{fact:');
    }
  });

  it('finds the entries that name a provider page, for the page of this site that states the fact', () => {
    expect(disagreementTopicsOfPage('docs/telegrams/vo01720.md')).toEqual({
      'control-title-vo01720': '火山の状況に関する解説情報（VFVO51）の /Report/Control/Title',
    });
    expect(disagreementTopicsOfPage('docs/telegrams/et01310.md')).toEqual({});
  });

  it('reports a source that is neither a page nor a document with file:line:column and field', () => {
    const text = replaceOnce(
      original,
      '      - page: docs/eew.md\n        says: おおよそ',
      '      - url: docs/eew.md\n        says: おおよそ',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toContain(`${shown}:${lineColumnOf(text, 'url: docs/eew.md')} disagreements[0].sources[1]`);
  });

  it('reports a duplicated id at the second occurrence and a document that does not exist', () => {
    const text = replaceOnce(
      replaceOnce(original, '- id: card-brands', '- id: websocket-restart-cadence'),
      'data/schemas/forecast-weathermap/examples/vzsa60.json\n        says: type が',
      'data/schemas/forecast-weathermap/examples/vzsa61.json\n        says: type が',
    );
    const { error, shown } = loadBroken(text);
    expect(error.issues.map((issue) => [issue.file, issue.line, issue.field, issue.message])).toEqual([
      [
        shown,
        positionOf(text, 'id: websocket-restart-cadence', { occurrence: 1 }).line,
        'disagreements[1].id',
        `duplicate id "websocket-restart-cadence" (first at line ${positionOf(text, 'id: websocket-restart-cadence').line})`,
      ],
      [
        shown,
        positionOf(text, 'vzsa61.json').line,
        'disagreements[5].sources[2].document',
        'no such document: data/schemas/forecast-weathermap/examples/vzsa61.json',
      ],
    ]);
  });

  it('accepts one page twice only when part tells its places apart', () => {
    const text = replaceOnce(original, '        part: datetime の説明の最後の文\n', '');
    const { error, shown } = loadBroken(text);
    const second = positionOf(text, 'page: docs/reference/api/v2/gd.eew.list.md', { occurrence: 1 });
    expect(error.issues.map((issue) => [issue.file, issue.line, issue.message])).toEqual([
      [
        shown,
        second.line,
        `duplicate source "docs/reference/api/v2/gd.eew.list.md" (first at line ${positionOf(text, 'page: docs/reference/api/v2/gd.eew.list.md').line})`,
      ],
    ]);
    const html = renderToStaticMarkup(createElement(DisagreementList, { list: loadDisagreements() }));
    expect(html).toContain('（datetime の説明の最後の文）');
  });

  it('renders one section per entry and one note per topic of a generated page', () => {
    const list = loadDisagreements();
    const html = renderToStaticMarkup(createElement(DisagreementList, { list }));
    for (const entry of list.disagreements) expect(html).toContain(`id="${entry.id}"`);
    const notes = renderToStaticMarkup(createElement(DisagreementNotes, { topics: { 'card-brands': 'ブランド' } }));
    expect(notes).toContain('data-disagreement="card-brands"');
    expect(notes).toContain('<a href="/docs/disagreements#card-brands">ブランド</a>');
  });
});
