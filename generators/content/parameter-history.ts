import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { ParameterHistory } from '../../isomorphic/data-types/parameter-history';

/** The shapes of data/parameter-history.yaml, generated from its meta schema (`npm run types:data`). */
export type { ParameterHistory };

export const parameterHistoryFile = path.join(repoRoot, 'data/parameter-history.yaml');

/** Reads and checks the update history of the station parameters. Throws DataError on bad data. */
export function loadParameterHistory(file: string = parameterHistoryFile): ParameterHistory {
  const source = loadValidated<ParameterHistory>(file, 'parameter-history.schema.json');
  const issues: DataIssue[] = [];
  const { entries } = source.value;
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    if (previous && entry.date > previous.date) {
      issues.push(
        source.issue(
          ['entries', index, 'date'],
          `must not be newer than the entry above (${previous.date}); newest first`,
        ),
      );
    }
    const times = entry.effectiveTimes ?? [];
    times.forEach((time, timeIndex) => {
      const before = times[timeIndex - 1];
      if (before !== undefined && time > before) {
        issues.push(
          source.issue(['entries', index, 'effectiveTimes', timeIndex], `must be older than ${before}; newest first`),
        );
      }
    });
  });
  throwIfIssues(issues);
  return source.value;
}
