import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './support/chromium';

/**
 * `npm test`, in stages: the linters, the type check (`tsc --noEmit` over every TypeScript file, tests and bench
 * included), the unit tests (in-process, no builds), the integration tests (whole commands on a temporary copy of the
 * repository: builds with bad data, a new page kind built end to end, the dev server), then a production build and
 * the end-to-end tests in Debian's Chromium against it. Ends with one line per stage and its seconds, then the plain
 * summary line `N passed, N failed`, where each linter and the type check count as one test.
 * `npm test -- <stage>` runs one stage: lint (= `npm run lint`), typecheck, unit, integration or e2e.
 *
 * In a whole run the linters and the type check run beside the unit stage (their output held and printed after it):
 * ESLint alone ends the lint stage on one core, and the unit stage's start-up leaves the other one free.
 */
const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'tests/.artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

interface SuiteResult {
  passed: number;
  failed: number;
  ok: boolean;
}

/**
 * Every Node process of the run (linters, Vitest and its workers, the builds and the commands the tests start) gets a
 * young generation of 64 MB instead of V8's 16 MB: the parsers, renderers and linters make many short-lived objects,
 * and with the small default they spent a tenth of their time in garbage collection (measured on the 2-core
 * machine: the build 46.8 → 43.7 CPU seconds, ESLint 47 → 44, the unit stage 94 → 89).
 */
const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');
const env = {
  ...process.env,
  FORCE_COLOR: process.env.CI ? '0' : '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  NODE_OPTIONS: nodeOptions,
};

/** Runs a command with its output straight to the terminal; resolves to whether it exited with 0. */
function run(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Output of commands run beside the unit stage, held while it prints; null when printing straight away. */
let held: Buffer[] | null = null;

function print(output: Buffer | string) {
  if (held) held.push(Buffer.from(output));
  else process.stdout.write(output);
}

/**
 * Runs a command alongside others: its output is held and printed in one piece when it ends (so the outputs of
 * commands running side by side do not interleave); resolves to whether it exited with 0.
 */
function runHeld(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      print(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

async function vitest(name: string, config: string): Promise<SuiteResult> {
  const report = path.join(artifacts, `${name}.json`);
  const ok = await run('npx', [
    'vitest',
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false };
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1), ok };
}

/**
 * The linters (scripts of package.json), each exits non-zero on a finding: formatting, code, stylesheets, import
 * layers and cycles, unused files/exports/dependencies. Configured in .prettierrc.json, eslint.config.js,
 * stylelint.config.mjs, .dependency-cruiser.cjs and knip.jsonc. They read and write nothing of each other's, so
 * they run side by side (ESLint, the longest, first), each one's output printed when it ends.
 */
const linters = ['lint:code', 'lint:unused', 'lint:imports', 'lint:format', 'lint:css'];

async function lint(): Promise<SuiteResult> {
  const outcomes = await Promise.all(linters.map((script) => runHeld('npm', ['run', '--silent', script])));
  const failures = linters.filter((_, index) => !outcomes[index]);
  if (failures.length > 0) print(`\nlint failed: ${failures.join(', ')}\n`);
  return { passed: linters.length - failures.length, failed: failures.length, ok: failures.length === 0 };
}

/** Seconds per stage (the build of the e2e stage on its own line), printed before the summary. */
const timings: string[] = [];

async function typecheck(): Promise<SuiteResult> {
  const ok = await runHeld('npm', ['run', '--silent', 'typecheck']);
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok };
}

async function e2e(only: string | undefined): Promise<SuiteResult[]> {
  const results: SuiteResult[] = [];
  ensureChromium();
  if (only !== 'e2e' || !existsSync(path.join(root, 'dist/client/index.html'))) {
    const started = performance.now();
    const built = await run('npm', ['run', 'build']);
    timings.push(`build: ${((performance.now() - started) / 1000).toFixed(0)} s`);
    if (!built) results.push({ passed: 0, failed: 1, ok: false });
  }
  if (existsSync(path.join(root, 'dist/client/index.html')))
    results.push(await vitest('e2e', 'tests/vitest.e2e.config.ts'));
  return results;
}

const stages: [string, (only: string | undefined) => Promise<SuiteResult | SuiteResult[]>][] = [
  ['lint', lint],
  ['typecheck', typecheck],
  ['unit', () => vitest('unit', 'tests/vitest.unit.config.ts')],
  ['integration', () => vitest('integration', 'tests/vitest.integration.config.ts')],
  ['e2e', e2e],
];
const only = process.argv[2];
if (only && !stages.some(([name]) => name === only)) {
  console.error(`unknown stage "${only}"; one of: ${stages.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
/** Runs a stage, timed; its timing line is added when it ends. */
async function timed(name: string, stage: () => Promise<SuiteResult | SuiteResult[]>, note = '') {
  const started = performance.now();
  const outcome = [await stage()].flat();
  const seconds = (performance.now() - started) / 1000;
  const failedHere = outcome.reduce((sum, result) => sum + result.failed, 0);
  timings.push(`${name}${note}: ${seconds.toFixed(0)} s${failedHere > 0 ? `, ${failedHere} failed` : ''}`);
  return outcome;
}

const results: SuiteResult[] = [];
const beside = only ? [] : ['lint', 'typecheck'];
if (beside.length > 0) held = [];
const besideRuns = stages
  .filter(([name]) => beside.includes(name))
  .map(([name, stage]) => timed(name, () => stage(only), ' (beside unit)'));
for (const [name, stage] of stages) {
  if ((only && only !== name) || beside.includes(name)) continue;
  results.push(...(await timed(name, () => stage(only), name === 'e2e' ? ' (with the build)' : '')));
  if (name === 'unit') {
    for (const outcome of await Promise.all(besideRuns)) results.push(...outcome);
    const output = Buffer.concat(held ?? []);
    held = null;
    print(output);
  }
}
console.log(`\n${timings.join('\n')}`);
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((result) => result.ok) ? 0 : 1);
