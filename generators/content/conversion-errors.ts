import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataSource } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { ConversionErrorLog } from '../../isomorphic/data-types/conversion-errors';

/** The shapes of data/conversion-errors.yaml, generated from its meta schema (`npm run types:data`). */
export type { ConversionErrorLog };

export const conversionErrorsFile = path.join(repoRoot, 'data/conversion-errors.yaml');
const schemasDir = path.join(repoRoot, 'data/schemas');

function causeIssues(source: DataSource<ConversionErrorLog>): DataIssue[] {
  const issues: DataIssue[] = [];
  const seen = new Map<string, number>();
  source.value.causes.forEach((cause, index) => {
    const first = seen.get(cause.id);
    if (first !== undefined) issues.push(source.issue(['causes', index, 'id'], `duplicates causes[${first}].id`));
    else seen.set(cause.id, index);
    if (!source.value.records.some((record) => record.cause === cause.id)) {
      issues.push(
        source.issue(['causes', index, 'id'], `no record has cause ${cause.id}; remove the cause or fix the records`),
      );
    }
  });
  return issues;
}

function recordIssues(source: DataSource<ConversionErrorLog>): DataIssue[] {
  const { causes, records } = source.value;
  const issues: DataIssue[] = [];
  records.forEach((record, index) => {
    const at = ['records', index];
    const cause = causes.find((candidate) => candidate.id === record.cause);
    if (!cause) {
      issues.push(
        source.issue(
          [...at, 'cause'],
          `cause "${record.cause}" is not in causes (${causes.map((c) => c.id).join(', ')})`,
        ),
      );
    } else if (!existsSync(path.join(schemasDir, cause.schema, `${record.schemaVersion}.schema.json`))) {
      issues.push(
        source.issue(
          [...at, 'schemaVersion'],
          `no JSON schema file data/schemas/${cause.schema}/${record.schemaVersion}.schema.json`,
        ),
      );
    }
    const previous = records[index - 1];
    if (previous && previous.deliveredAt === null && record.deliveredAt !== null) {
      issues.push(
        source.issue(
          [...at, 'deliveredAt'],
          'must come before the records without a delivery time (deliveredAt: null)',
        ),
      );
    } else if (previous?.deliveredAt && record.deliveredAt && record.deliveredAt > previous.deliveredAt) {
      issues.push(
        source.issue(
          [...at, 'deliveredAt'],
          `must not be newer than the record above (${previous.deliveredAt}); newest first`,
        ),
      );
    }
  });
  return issues;
}

/**
 * Reads data/conversion-errors.yaml and checks what its schema cannot: unique cause ids, every cause used, every
 * record's cause known and its schema version an existing file, newest first. Throws DataError on bad data.
 */
export function loadConversionErrors(file: string = conversionErrorsFile): ConversionErrorLog {
  const source = loadValidated<ConversionErrorLog>(file, 'conversion-errors.schema.json');
  throwIfIssues([...causeIssues(source), ...recordIssues(source)]);
  return source.value;
}
