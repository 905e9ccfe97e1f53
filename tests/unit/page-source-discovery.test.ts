import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { pageSources, pageSourcesOf } from '../../generators/site/page-sources';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

const source = (name: string) => ({ name, searchKinds: { [name]: 'manual' }, listPages: () => [] });

describe('page sources found by file name', () => {
  it('takes one page source from every pages/kinds/<name>/build/source.ts, in folder-name order', () => {
    const kindsDir = path.join(repoRoot, 'pages/kinds');
    const folders = readdirSync(kindsDir)
      .filter((folder) => existsSync(path.join(kindsDir, folder, 'build/source.ts')))
      .sort();
    expect(folders.length).toBeGreaterThan(0);
    const names = pageSources().map((candidate) => candidate.name);
    expect(names).toHaveLength(folders.length);
    expect(new Set(names).size).toBe(names.length);
    // Each module's source is the one its file defines: the telegram source comes from telegrams/build/source.ts.
    expect(names[folders.indexOf('telegrams')]).toBe('telegrams');
    expect(names[folders.indexOf('handwritten')]).toBe('mdx');
  });

  it('counts a source exported under two names once, and ignores exports that are not page sources', () => {
    const glossary = source('glossary');
    expect(
      pageSourcesOf({
        '../../pages/kinds/glossary/build/source.ts': {
          glossaryPageSource: glossary,
          pageSource: glossary,
          glossaryPath: () => '/docs/glossary/',
          count: 2,
        },
      }),
    ).toEqual([glossary]);
  });

  it('stops with the file name when a module exports no page source, or two', () => {
    expect(() => pageSourcesOf({ '../../pages/kinds/notes/build/source.ts': { notesPath: '/docs/notes/' } })).toThrow(
      'pages/kinds/notes/build/source.ts must export exactly one page source (found 0)',
    );
    expect(() =>
      pageSourcesOf({ '../../pages/kinds/pair/build/source.ts': { a: source('a'), b: source('b') } }),
    ).toThrow('pages/kinds/pair/build/source.ts must export exactly one page source (found 2)');
  });
});

describe('import.meta.glob in the command-line bundle (generators/cli/run-bundled.mjs)', () => {
  it("is Vite's own: a * that stands for a folder expands to the matching modules, keyed as in the pages", () => {
    const dir = tempTree({
      'kinds/b/build/source.ts': 'export const b = "kind b";\n',
      'kinds/a/build/source.ts': 'export const a = "kind a";\n',
      'kinds/a/build/helper.ts': 'export const helper = "helper";\n',
      'kinds/c/props.ts': 'export const c = "no build folder";\n',
      'site/registry.ts':
        "const modules = import.meta.glob<Record<string, string>>('../kinds/*/build/source.ts', { eager: true });\n" +
        'console.log(JSON.stringify(Object.entries(modules).map(([file, exports]) => [file, Object.values(exports)])));\n',
    });
    const run = spawnSync(process.execPath, ['generators/cli/run-bundled.mjs', path.join(dir, 'site/registry.ts')], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([
      ['../kinds/a/build/source.ts', ['kind a']],
      ['../kinds/b/build/source.ts', ['kind b']],
    ]);
  });
});
