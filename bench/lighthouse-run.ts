import lighthouse from 'lighthouse';

/** Main-thread time by Lighthouse's categories (ms). */
export type MainThread = Record<string, number>;

export interface LighthouseFigures {
  score: number;
  tbt: number;
  lcp: number;
  mainThread: MainThread;
}

/** One Lighthouse run (mobile, default simulated throttling, performance only) against a running Chrome. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`the bench only measures 127.0.0.1, not ${url}`);
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const mainThread: MainThread = {};
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details;
  if (breakdown && breakdown.type === 'table') {
    for (const item of breakdown.items) {
      const group = typeof item.group === 'string' ? item.group : 'other';
      mainThread[group] = (mainThread[group] ?? 0) + Number(item.duration);
    }
  }
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    mainThread,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of each figure over several runs. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const groups = new Set(runs.flatMap((run) => Object.keys(run.mainThread)));
  const mainThread: MainThread = {};
  for (const group of groups) mainThread[group] = median(runs.map((run) => run.mainThread[group] ?? 0));
  return {
    score: median(runs.map((run) => run.score)),
    tbt: median(runs.map((run) => run.tbt)),
    lcp: median(runs.map((run) => run.lcp)),
    mainThread,
  };
}
