import type { DataIssue } from './data-error';
import type { DataPath, DataSource } from './data-source';

/**
 * `{{fact:websocketRestart}}`: a service fact (data/service-facts.yaml) inside a prose string of another data file;
 * `{{caveat:eewSendLatency}}`: the caveat that fact carries (its `caveat.text`).
 */
export const factTokenPattern = /\{\{(fact|caveat):([^}]*)\}\}/g;

/** What a token can stand for: a fact's text and, for a promise that needs one, its caveat sentence. */
export interface FactTokenValues {
  text: string;
  caveat?: string;
}

/**
 * Replaces every fact and caveat token in the strings of `source.value` (in place). A token that names no fact (or a
 * caveat token of a fact without one) is an issue at its string's position, and so is a string that states a fact
 * with a caveat without its `{{caveat:…}}`: a promise never stands without its caveat. A value without tokens is
 * left as it is.
 */
export function expandFactTokens(source: DataSource, facts: ReadonlyMap<string, FactTokenValues>): DataIssue[] {
  const issues: DataIssue[] = [];
  const expand = (text: string, at: DataPath): string => {
    const tokens = [...text.matchAll(factTokenPattern)].map((match) => `${match[1]}:${match[2]}`);
    for (const token of tokens) {
      const name = token.slice(token.indexOf(':') + 1);
      if (token.startsWith('fact:') && facts.get(name)?.caveat !== undefined && !tokens.includes(`caveat:${name}`))
        issues.push(
          source.issue(at, `states the service fact "${name}" without its caveat: add {{caveat:${name}}} to this text`),
        );
    }
    return text.replace(factTokenPattern, (token, kind: string, name: string) => {
      const fact = facts.get(name);
      const value = kind === 'caveat' ? fact?.caveat : fact?.text;
      if (value !== undefined) return value;
      issues.push(
        source.issue(
          at,
          fact === undefined
            ? `unknown service fact "${name}" (data/service-facts.yaml has no such key)`
            : `the service fact "${name}" has no caveat (data/service-facts.yaml)`,
        ),
      );
      return token;
    });
  };
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
