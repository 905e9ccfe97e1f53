import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DisagreementList } from '../../isomorphic/data-types/disagreements';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataSource } from '../data/data-source';
import { duplicateIssues, keyedDuplicates } from '../data/data-checks';
import { loadValidated, throwIfIssues } from '../data/validate';

/** The shapes of data/disagreements.yaml, generated from its meta schema (`npm run types:data`). */
export type { DisagreementList };

export const disagreementsFile = path.join(repoRoot, 'data/disagreements.yaml');

/** A real document named as a source must exist (the samples beside the repository, or an example in data/schemas). */
function missingDocumentIssues(source: DataSource<DisagreementList>): DataIssue[] {
  return source.value.disagreements.flatMap((entry, e) =>
    entry.sources.flatMap((item, s) =>
      item.document && !existsSync(path.resolve(repoRoot, item.document))
        ? [source.issue(['disagreements', e, 'sources', s, 'document'], `no such document: ${item.document}`)]
        : [],
    ),
  );
}

/** A page or document is named once per entry; one page twice only when `part` tells its two places apart. */
function duplicatePageIssues(source: DataSource<DisagreementList>): DataIssue[] {
  return source.value.disagreements.flatMap((entry, e) => {
    const name = (item: (typeof entry.sources)[number]) => item.page ?? item.document ?? '';
    // A page named once without part counts as the whole page: any other mention of it is a duplicate.
    const whole = new Set(entry.sources.filter((item) => !item.part).map(name));
    return duplicateIssues(
      source,
      entry.sources.map((item, s) => ({
        value: item.part && !whole.has(name(item)) ? `${name(item)} (${item.part})` : name(item),
        at: ['disagreements', e, 'sources', s, item.page ? 'page' : 'document'],
      })),
      'source',
    );
  });
}

/** Reads and checks data/disagreements.yaml (or `file`). Throws DataError listing every problem. */
export function loadDisagreements(file: string = disagreementsFile): DisagreementList {
  const source = loadValidated<DisagreementList>(file, 'disagreements.schema.json');
  throwIfIssues([
    ...keyedDuplicates(source, ['disagreements'], source.value.disagreements, 'id', 'id'),
    ...missingDocumentIssues(source),
    ...duplicatePageIssues(source),
  ]);
  return source.value;
}

/** The ids of data/disagreements.yaml, for the checks of the files that refer to them. */
export function disagreementIds(file: string = disagreementsFile): Set<string> {
  return new Set(loadDisagreements(file).disagreements.map((entry) => entry.id));
}

/**
 * An issue at `at` of `source` when `id` names no entry of data/disagreements.yaml (a reference from another data
 * file: x-disagreement in data/api, disagreement in data/service-facts.yaml …).
 */
export function unknownDisagreementIssue(
  source: DataSource,
  at: (string | number)[],
  id: string,
  ids: ReadonlySet<string> = disagreementIds(),
): DataIssue[] {
  return ids.has(id)
    ? []
    : [source.issue(at, `unknown disagreement "${id}": data/disagreements.yaml has ${[...ids].join(', ')}`)];
}

/**
 * The entries that name the provider's page `page` (`docs/telegrams/vo01720.md`) as a source, as topics by id: the
 * page of this site that states the same fact shows a note for each.
 */
export function disagreementTopicsOfPage(
  page: string,
  list: DisagreementList = loadDisagreements(),
): Record<string, string> {
  return Object.fromEntries(
    list.disagreements
      .filter((entry) => entry.sources.some((source) => source.page === page))
      .map((entry) => [entry.id, entry.topic]),
  );
}
