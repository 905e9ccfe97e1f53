/**
 * One problem found in a data file, with the position a maintainer needs to fix it.
 * `field` is the dotted path inside the document (for example `telegrams[3].class`).
 */
export interface DataIssue {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
}

export function formatIssue(issue: DataIssue): string {
  const where = `${issue.file}:${issue.line}:${issue.column}`;
  return issue.field ? `${where} ${issue.field}: ${issue.message}` : `${where} ${issue.message}`;
}

/** Thrown by every loader in generators/ when data is wrong. The build prints `message`, never a stack. */
export class DataError extends Error {
  readonly issues: DataIssue[];
  constructor(issues: DataIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'DataError';
    this.issues = issues;
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError;
}
