import type { SearchQuery } from './query-set';

export interface QueryOutcome extends SearchQuery {
  /** The first three result pages (route keys: no trailing slash, no hash). */
  top: string[];
  hit: boolean;
}

export interface QueryReport {
  outcomes: QueryOutcome[];
  hits: number;
  rate: number;
  misses: QueryOutcome[];
}

/** `/docs/eew/#a?b` → `/docs/eew`; `/` stays `/`. */
export function resultPage(href: string): string {
  const clean = href.split('#')[0].split('?')[0];
  return clean === '/' || clean === '' ? '/' : clean.replace(/\/+$/, '');
}

/** Scores each query by its result links (in order): a hit is an expected page among the first three pages. */
export function scoreQueries(queries: SearchQuery[], results: string[][]): QueryReport {
  const outcomes = queries.map((query, index) => {
    const top = [...new Set(results[index].map(resultPage))].slice(0, 3);
    return { ...query, top, hit: top.some((url) => query.expect.includes(url)) };
  });
  const hits = outcomes.filter((outcome) => outcome.hit).length;
  return {
    outcomes,
    hits,
    rate: outcomes.length === 0 ? 0 : hits / outcomes.length,
    misses: outcomes.filter((outcome) => !outcome.hit),
  };
}

/** One line per miss: the query, its group, what was expected and what came first. */
export function formatMisses(report: QueryReport): string {
  return report.misses
    .map(
      (miss) =>
        `${miss.query} [${miss.group}] expected ${miss.expect.join(' | ')} got ${miss.top.join(', ') || '(nothing)'}`,
    )
    .join('\n');
}

/** Hit rate per group, e.g. `telegram-title 120/126`. */
export function formatGroups(report: QueryReport): string {
  const groups = new Map<string, { hits: number; total: number }>();
  for (const outcome of report.outcomes) {
    const group = groups.get(outcome.group) ?? { hits: 0, total: 0 };
    group.total += 1;
    if (outcome.hit) group.hits += 1;
    groups.set(outcome.group, group);
  }
  return [...groups]
    .map(([name, group]) => `${name} ${group.hits}/${group.total} (${((group.hits / group.total) * 100).toFixed(1)}%)`)
    .join(', ');
}

/** The median of a list of numbers (NaN for none). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
