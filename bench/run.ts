/**
 * `npm run bench [-- --dist <dir>] [--build] [--runs N] [--only <kind,kind>]`
 *
 * Serves a build on 127.0.0.1 (gzip, like a CDN), measures one page of each kind with and without its scripts
 * (the static floor), the search dialog's latency, and prints Markdown tables (also written to bench/latest.md).
 *   --dist <dir>  measure this build as it is (never rebuilds)
 *   --build       rebuild first (default: reuse `${DMDATA_OUT_DIR ?? 'dist'}/client`, building only when missing)
 *   --runs N      Lighthouse runs per page and variant (median; default 3; 0 = bytes, requests and DOM only)
 *   --only a,b    only the page kinds whose name contains one of these
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, ensureChromium, japaneseFonts } from '../tests/support/chromium';
import { startBenchServer } from './bench-server';
import { medianFigures, runLighthouse, type LighthouseFigures } from './lighthouse-run';
import { measureNavigation, measurePage, type PageFigures } from './page-figures';
import { measureSearchLatency } from './search-latency';

const repoRoot = path.resolve(import.meta.dirname, '..');

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** The largest generated JSON schema page of the build (by HTML size). */
function largestSchemaPage(root: string): string {
  const base = path.join(root, 'docs/reference/conversion/json/schema');
  let best = { route: '', size: 0 };
  for (const name of readdirSync(base)) {
    const file = path.join(base, name, 'index.html');
    if (existsSync(file) && statSync(file).size > best.size)
      best = { route: `/docs/reference/conversion/json/schema/${name}`, size: statSync(file).size };
  }
  return best.route;
}

function pageKinds(root: string): { kind: string; route: string }[] {
  return [
    { kind: 'home', route: '/' },
    { kind: 'docs page', route: '/docs/manual' },
    { kind: 'telegram index', route: '/docs/telegrams/' },
    { kind: 'telegram page', route: '/docs/telegrams/et01330' },
    { kind: 'JMA file page', route: '/docs/jmafile/jf03130' },
    { kind: 'schema: weather-warning', route: '/docs/reference/conversion/json/schema/weather-warning' },
    { kind: 'schema: largest', route: largestSchemaPage(root) },
    { kind: 'API endpoint', route: '/docs/reference/api/v2/telegram.list' },
    { kind: '404', route: '/no/such/page' },
  ];
}

const navigations: [string, string][] = [
  ['/docs/manual', '/docs/telegrams/'],
  ['/docs/manual', '/docs/eew'],
  ['/docs/telegrams/et01330', '/docs/telegrams/et01110'],
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isNaN(value) ? '–' : String(Math.round(value)));

async function main(): Promise<void> {
  const given = option('dist');
  const root = path.resolve(given ?? path.join(repoRoot, process.env.DMDATA_OUT_DIR ?? 'dist', 'client'));
  if (!given && (process.argv.includes('--build') || !existsSync(path.join(root, 'index.html')))) {
    console.log('building the site…');
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
  }
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`no build at ${root}`);
  const runs = Number(option('runs') ?? 3);
  const only = option('only')?.split(',');
  const kinds = pageKinds(root).filter(({ kind }) => !only || only.some((name) => kind.includes(name)));
  ensureChromium();

  const site = await startBenchServer(root, false);
  const floor = await startBenchServer(root, true);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  const started = Date.now();
  const rows: {
    kind: string;
    route: string;
    figures: PageFigures;
    floorFigures: PageFigures;
    withJs: LighthouseFigures;
    noJs: LighthouseFigures;
  }[] = [];
  try {
    for (const { kind, route } of kinds) {
      const figures = await measurePage(browser, site.origin, root, route);
      const floorFigures = await measurePage(browser, floor.origin, root, route);
      const withJsRuns: LighthouseFigures[] = [];
      const noJsRuns: LighthouseFigures[] = [];
      // Alternate the two variants so load from other processes on the machine hits both alike.
      const attempt = async (url: string, into: LighthouseFigures[]) => {
        try {
          into.push(await runLighthouse(url, chrome.port));
        } catch (error) {
          console.error(`  ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      for (let run = 0; run < runs; run += 1) {
        await attempt(`${site.origin}${route}`, withJsRuns);
        await attempt(`${floor.origin}${route}`, noJsRuns);
      }
      const none: LighthouseFigures = { score: Number.NaN, tbt: Number.NaN, lcp: Number.NaN, mainThread: {} };
      const row = {
        kind,
        route,
        figures,
        floorFigures,
        withJs: withJsRuns.length > 0 ? medianFigures(withJsRuns) : none,
        noJs: noJsRuns.length > 0 ? medianFigures(noJsRuns) : none,
      };
      rows.push(row);
      console.log(
        `${kind} ${route}: score ${row.withJs.score}/${row.noJs.score}, TBT ${ms(row.withJs.tbt)}/${ms(row.noJs.tbt)} ms`,
      );
    }
    const navigationRows: string[] = [];
    for (const [from, to] of navigations) {
      const bytes = await measureNavigation(browser, site.origin, root, from, to);
      navigationRows.push(`| ${from} → ${to} | ${kb(bytes)} |`);
    }
    const searchRows = (await measureSearchLatency(browser, site.origin)).map(
      ({ name, queries, medianMs, targetMs }) =>
        `| ${name} | ${queries} | ${ms(medianMs)} | ${targetMs}${medianMs > targetMs ? ' (over)' : ''} |`,
    );
    const mt = (figures: LighthouseFigures, group: string) =>
      ms(figures.mainThread[group] ?? (Number.isNaN(figures.tbt) ? Number.NaN : 0));
    const lines = [
      `# Bench: ${path.relative(repoRoot, root) || root}`,
      '',
      `${new Date().toISOString()} · Lighthouse mobile (simulated throttling), median of ${runs} · Japanese fonts: ${japaneseFonts()} · ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} · ${((Date.now() - started) / 1000).toFixed(0)} s`,
      '',
      'Each cell reads *with scripts / static floor* (the same HTML and CSS with every script removed).',
      '',
      '| page | JS KB gz (req) | CSS KB | HTML KB | requests | DOM all / outside article | score | TBT ms | LCP ms | Style & Layout ms | Script eval ms | Other ms | Parse HTML ms |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(({ kind, route, figures, floorFigures, withJs, noJs }) =>
        [
          `${kind} \`${route}\``,
          `${kb(figures.jsBytes)} (${figures.scriptRequests})`,
          kb(figures.cssBytes),
          kb(figures.htmlBytes),
          `${figures.requests} / ${floorFigures.requests}`,
          `${figures.domElements} / ${figures.domOutsideArticle}`,
          `${ms(withJs.score)} / ${ms(noJs.score)}`,
          `${ms(withJs.tbt)} / ${ms(noJs.tbt)}`,
          `${ms(withJs.lcp)} / ${ms(noJs.lcp)}`,
          `${mt(withJs, 'styleLayout')} / ${mt(noJs, 'styleLayout')}`,
          `${mt(withJs, 'scriptEvaluation')} / ${mt(noJs, 'scriptEvaluation')}`,
          `${mt(withJs, 'other')} / ${mt(noJs, 'other')}`,
          `${mt(withJs, 'parseHTML')} / ${mt(noJs, 'parseHTML')}`,
        ]
          .join(' | ')
          .replace(/^/, '| ')
          .concat(' |'),
      ),
      '',
      '| client navigation | JS + JSON KB gz |',
      '|---|---|',
      ...navigationRows,
      '',
      '| search dialog on /docs/manual | queries | median ms, last input → results | target ms |',
      '|---|---|---|---|',
      ...searchRows,
      '',
    ];
    const table = lines.join('\n');
    console.log(`\n${table}`);
    writeFileSync(path.join(repoRoot, 'bench/latest.md'), table);
  } finally {
    await browser.close();
    chrome.kill();
    await site.close();
    await floor.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
