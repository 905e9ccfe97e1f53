import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { importGlobPlugin } from '../../generators/cli/esbuild-import-glob.mjs';
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

describe('import.meta.glob in the command-line bundle (esbuild-import-glob.mjs)', () => {
  const bundle = async (registry: string) => {
    const dir = tempTree({
      'sources/b-pages.ts': 'export const b = "b";\n',
      'sources/a-pages.ts': 'export const a = "a";\n',
      'sources/helper.ts': 'export const helper = "helper";\n',
      'kinds/b/build/source.ts': 'export const b = "kind b";\n',
      'kinds/a/build/source.ts': 'export const a = "kind a";\n',
      'kinds/a/build/helper.ts': 'export const helper = "helper";\n',
      'kinds/c/props.ts': 'export const c = "no build folder";\n',
      'site/registry.ts': registry,
    });
    const result = await build({
      entryPoints: [path.join(dir, 'site/registry.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      plugins: [importGlobPlugin],
      logLevel: 'silent',
    });
    return result.outputFiles[0].text;
  };

  it('expands an eager glob into the matching modules, keyed as Vite keys them', async () => {
    const code = await bundle(
      "export const modules = import.meta.glob<Record<string, string>>('../sources/*-pages.ts', { eager: true });\n",
    );
    const modules = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).modules as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(modules)).toEqual(['../sources/a-pages.ts', '../sources/b-pages.ts']);
    expect(modules['../sources/a-pages.ts'].a).toBe('a');
  });

  it('expands a * that stands for a folder, as for pages/kinds/*/build/source.ts', async () => {
    const code = await bundle(
      "export const modules = import.meta.glob<Record<string, string>>('../kinds/*/build/source.ts', { eager: true });\n",
    );
    const modules = (await import(`data:text/javascript,${encodeURIComponent(code)}`)).modules as Record<
      string,
      Record<string, string>
    >;
    expect(Object.keys(modules)).toEqual(['../kinds/a/build/source.ts', '../kinds/b/build/source.ts']);
    expect(modules['../kinds/b/build/source.ts'].b).toBe('kind b');
  });

  it('refuses a form it does not expand, naming the file', async () => {
    await expect(
      bundle("export const modules = import.meta.glob('../sources/*-pages.ts', { query: '?raw' });\n"),
    ).rejects.toThrow(/import\.meta\.glob takes one relative pattern and \{ eager: true \}/);
  });

  it('refuses a lazy glob as well: nothing the command-line scripts bundle loads components', async () => {
    await expect(
      bundle("export const modules = import.meta.glob(['/pages/_components/**/*.{ts,tsx}', '!**/+*']);\n"),
    ).rejects.toThrow(/import\.meta\.glob takes one relative pattern and \{ eager: true \}/);
  });
});
