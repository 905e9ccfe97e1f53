import type { ServiceFactList } from '../../isomorphic/data-types/service-facts';
import { factText } from '../../isomorphic/content-format';
import { loadValidated, serviceFactsFile, serviceFactsSchemaFile, throwIfIssues } from '../data/validate';
import { disagreementIds, unknownDisagreementIssue } from './disagreements';

/** The shapes of data/service-facts.yaml, generated from its meta schema (`npm run types:data`). */
export type { ServiceFactList };

export { serviceFactsFile };

/**
 * Reads and validates data/service-facts.yaml (or `file`); a problem throws a DataError with its position, and so
 * does a `disagreement` that names no entry of data/disagreements.yaml (or none of `ids`, a test's own list).
 */
export function loadServiceFactList(
  file: string = serviceFactsFile,
  ids: ReadonlySet<string> = disagreementIds(),
): ServiceFactList {
  const source = loadValidated<ServiceFactList>(file, serviceFactsSchemaFile);
  throwIfIssues(
    Object.entries(source.value.facts).flatMap(([name, fact]) =>
      fact.disagreement
        ? unknownDisagreementIssue(source, ['facts', name, 'disagreement'], fact.disagreement, ids)
        : [],
    ),
  );
  return source.value;
}

/** The text a page shows for the fact `name`; an unknown name stops the build. */
export function serviceFactText(name: string, list: ServiceFactList = loadServiceFactList()): string {
  return factText(list, name);
}
