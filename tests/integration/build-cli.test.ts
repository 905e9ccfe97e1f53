import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../../generators/data/data-source';
import { positionOf } from '../support/data-error';
import { removeTempDirs, replaceFirst, tempCopyOf, tempDir, writeFiles } from '../support/temp-data';

afterAll(removeTempDirs);

/**
 * Runs the real build command against a copy of data/ with one mistake in it. The build must stop before
 * prerendering, name the file, line, column and field, print no stack trace, and leave no output behind.
 */
function buildWithBrokenData(file: string, from: string, to: string) {
  const root = tempCopyOf(repoRoot, { only: ['data'] });
  symlinkSync(path.join(repoRoot, 'pages'), path.join(root, 'pages'));
  const target = path.join(root, file);
  const text = readFileSync(target, 'utf8');
  writeFileSync(target, replaceFirst(text, from, to, file));
  // Inside the project, as the build requires of DMDATA_OUT_DIR (Vike reads its manifest back from there).
  const outParent = tempDir(path.join(repoRoot, '.cache'));
  const outDir = path.join(
    writeFiles(outParent, { 'out/client/index.html': 'stale output from an earlier build' }),
    'out',
  );
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, DMDATA_REPO_ROOT: root, DMDATA_OUT_DIR: outDir, FORCE_COLOR: '0' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const line = positionOf(text, from).line;
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    outputExists: existsSync(outDir),
    line,
  };
}

/** A data file of the repository, parsed: the cases below break a value they read from it, never a restated one. */
function dataFile<T>(file: string): T {
  return parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}
const telegrams = dataFile<{ telegrams: Array<{ class: string }> }>('data/telegrams.yaml').telegrams;
const jmaFiles = dataFile<{ files: Array<{ code: string }> }>('data/jmafile.yaml').files;
const pricedClass = dataFile<{ corporate: { telegramClasses: Array<{ api: string }> } }>('data/price.yaml').corporate
  .telegramClasses[0].api;

describe('npm run build with bad data', () => {
  it.each([
    [
      'data/telegrams.yaml',
      `    class: ${telegrams[0].class}\n`,
      `    class: ${telegrams[0].class}-unknown\n`,
      `class: class "${telegrams[0].class}-unknown" is not in classes`,
      true,
    ],
    ['data/jmafile.yaml', `  - code: ${jmaFiles[1].code}\n`, `  - code: ${jmaFiles[0].code}\n`, jmaFiles[0].code, true],
    [
      'data/site.yaml',
      '    - type: search\n',
      '    - type: searchbar\n',
      'no component found for navbar item type "searchbar"',
      true,
    ],
    [
      'data/api/v2/telegram.list.yaml',
      '    type: String\n',
      '    type: Strng\n',
      'parameters[0].type: must be one of "String"',
      true,
    ],
    [
      'data/price.yaml',
      `api: ${pricedClass}\n`,
      `api: ${pricedClass}x\n`,
      'is not in corporate.telegramClasses',
      false,
    ],
  ])('%s: stops with a positioned message, no stack trace, no output', (file, from, to, message, atEditedLine) => {
    const run = buildWithBrokenData(file, from, to);
    expect(run.status).toBe(1);
    expect(run.output).toContain('Build failed.');
    expect(run.output).toMatch(new RegExp(`${file.replace(/[./]/g, '\\$&')}:\\d+:\\d+ \\S+: `));
    expect(run.output).toContain(message);
    if (atEditedLine) expect(run.output).toContain(`${file}:${run.line}:`);
    expect(run.output).not.toMatch(/^\s+at /m);
    expect(run.outputExists).toBe(false);
  });

  it('data/schemas: an example its schema rejects (checked in the build worker thread) names the example file, line and field', () => {
    const file = 'data/schemas/earthquake-counts/examples/vxse60.json';
    const run = buildWithBrokenData(file, '"status": "通常"', '"status": 3');
    expect(run.status).toBe(1);
    expect(run.output).toContain('Build failed.');
    expect(run.output).toContain(`${file}:${run.line}:`);
    expect(run.output).toContain('example does not validate');
    expect(run.output).not.toMatch(/^\s+at /m);
    expect(run.outputExists).toBe(false);
  });

  it('DMDATA_OUT_DIR outside the project stops the build before any work, saying where to build instead', () => {
    const outside = path.join(tempDir(), 'out');
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: repoRoot,
      env: { ...process.env, DMDATA_OUT_DIR: outside, FORCE_COLOR: '0' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toContain(`DMDATA_OUT_DIR: ${outside} is outside the project`);
    expect(output).not.toContain('data valid');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('data/schemas: a broken $ref names the schema file and JSON pointer', () => {
    const run = buildWithBrokenData(
      'data/schemas/earthquake-counts/1.0.0.schema.json',
      '"$ref": "../components.schema.json#/$defs/',
      '"$ref": "../components.schema.json#/$defs/Missing',
    );
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/data\/schemas\/earthquake-counts\/1\.0\.0\.schema\.json:\d+:\d+ /);
    expect(run.output).not.toMatch(/^\s+at /m);
    expect(run.outputExists).toBe(false);
  });
});
