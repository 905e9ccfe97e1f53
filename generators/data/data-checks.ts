import { DataError, type DataIssue } from './data-error';
import type { DataPath, DataSource } from './data-source';

/**
 * The checks every catalog loader shares, so that a maintainer reads the same message for the same mistake in
 * any data file.
 */

/**
 * Reports every value already seen earlier in the list, at the repeat, naming the line of the first one:
 * `duplicate code "et01310" (first at line 57)`.
 */
export function duplicateIssues(
  source: DataSource,
  values: Array<{ value: string; at: DataPath }>,
  label: string,
): DataIssue[] {
  const first = new Map<string, DataPath>();
  const issues: DataIssue[] = [];
  for (const { value, at } of values) {
    const earlier = first.get(value);
    if (!earlier) {
      first.set(value, at);
      continue;
    }
    issues.push(source.issue(at, `duplicate ${label} "${value}" (first at line ${source.position(earlier).line})`));
  }
  return issues;
}

/** `duplicateIssues` for a list of objects keyed by one field: `keyedDuplicates(source, ['servers'], servers, 'id', 'server id')`. */
export function keyedDuplicates<T, K extends keyof T & string>(
  source: DataSource,
  list: DataPath,
  items: T[],
  key: K,
  label: string,
): DataIssue[] {
  return duplicateIssues(
    source,
    items.map((item, index) => ({ value: String(item[key]), at: [...list, index, key] })),
    label,
  );
}

/**
 * Runs `load` and rewrites ajv's "boolean schema is false" (a `false` subschema: a field forbidden in this case)
 * into the rule the field breaks, found by the field's path; any other error passes unchanged.
 */
export function explainForbiddenFields<T>(load: () => T, rules: Array<[RegExp, string]>): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    throw new DataError(
      error.issues.map((issue) => {
        if (issue.message !== 'boolean schema is false') return issue;
        const rule = rules.find(([pattern]) => pattern.test(issue.field));
        return { ...issue, message: rule ? rule[1] : 'field not allowed here' };
      }),
    );
  }
}
