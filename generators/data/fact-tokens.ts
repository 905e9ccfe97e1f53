import type { DataIssue } from './data-error';
import type { DataPath, DataSource } from './data-source';

/** `{{fact:websocketRestart}}`: a service fact (data/service-facts.yaml) inside a prose string of another data file. */
export const factTokenPattern = /\{\{fact:([^}]*)\}\}/g;

/**
 * Replaces every fact token in the strings of `source.value` (in place) by the fact's text. A token that names no
 * fact is an issue at its string's position. A value without tokens is left as it is.
 */
export function expandFactTokens(source: DataSource, facts: ReadonlyMap<string, string>): DataIssue[] {
  const issues: DataIssue[] = [];
  const expand = (text: string, at: DataPath): string =>
    text.replace(factTokenPattern, (token, name: string) => {
      const fact = facts.get(name);
      if (fact !== undefined) return fact;
      issues.push(source.issue(at, `unknown service fact "${name}" (data/service-facts.yaml has no such key)`));
      return token;
    });
  const walk = (value: unknown, at: DataPath): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string') value[index] = expand(item, [...at, index]);
        else walk(item, [...at, index]);
      });
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const item = record[key];
        if (typeof item === 'string') record[key] = expand(item, [...at, key]);
        else walk(item, [...at, key]);
      }
    }
  };
  walk(source.value, []);
  return issues;
}
