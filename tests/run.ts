import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './support/chromium';

/**
 * `npm test`: the linters, unit tests, then a production build, then end-to-end tests in Debian's Chromium against
 * it. Ends with the plain summary line `N passed, N failed`, where each linter counts as one test.
 * `npm test -- lint` (= `npm run lint`), `npm test -- unit` and `npm test -- e2e` run one stage.
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

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  return result.status === 0;
}

function vitest(name: string, config: string): SuiteResult {
  const report = path.join(artifacts, `${name}.json`);
  const ok = run('npx', [
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
 * stylelint.config.mjs, .dependency-cruiser.cjs and knip.jsonc.
 */
const linters = ['lint:format', 'lint:code', 'lint:css', 'lint:imports', 'lint:unused'];

function lint(): SuiteResult {
  let passed = 0;
  const failures: string[] = [];
  for (const script of linters) {
    if (run('npm', ['run', '--silent', script])) passed++;
    else failures.push(script);
  }
  if (failures.length > 0) console.log(`\nlint failed: ${failures.join(', ')}`);
  return { passed, failed: failures.length, ok: failures.length === 0 };
}

const only = process.argv[2];
const results: SuiteResult[] = [];
if (!only || only === 'lint') results.push(lint());
if (!only || only === 'unit') results.push(vitest('unit', 'tests/vitest.unit.config.ts'));
if (!only || only === 'e2e') {
  ensureChromium();
  if (only !== 'e2e' || !existsSync(path.join(root, 'dist/client/index.html'))) {
    const built = run('npm', ['run', 'build']);
    if (!built) results.push({ passed: 0, failed: 1, ok: false });
  }
  if (existsSync(path.join(root, 'dist/client/index.html'))) results.push(vitest('e2e', 'tests/vitest.e2e.config.ts'));
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((result) => result.ok) ? 0 : 1);
