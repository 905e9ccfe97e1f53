import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * The site's own lint rules find what they are written for (so `npm run lint` can fail): the two stylesheet rules of
 * stylelint.config.mjs, the layers of .dependency-cruiser.cjs and the layer rules of eslint.config.js, each run by
 * its tool on a small sample.
 */

async function stylelintFindings(code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    codeFilename: path.join(repoRoot, 'renderer/sample.module.css'),
    configFile: path.join(repoRoot, 'stylelint.config.mjs'),
  });
  return results[0].warnings.map((warning) => `${warning.line}:${warning.column} ${warning.rule}`);
}

describe('stylelint rules', () => {
  it('rejects a colour outside the theme blocks, in every way of writing one, and only those', async () => {
    const sample = [
      "html[data-theme='dark'] { --bg: #1b1b1d; --shadow: 0 1px 2px rgba(0, 0, 0, 0.5); }",
      '.a { color: #FFF; }',
      '.b { background: rgb(0 0 0 / 50%); }',
      '.c { border: 1px solid hsl(120deg 50% 50%); }',
      '.d { --link: Crimson; }',
      '.e { color: var(--text); border-color: currentColor; background: transparent; white-space: nowrap; }',
      ".f { font-family: 'Red Hat', sans-serif; mask: url(\"data:image/svg+xml,%3Csvg fill='black'%3E\"); content: 'white'; }",
      '.g { color: var(--red-strong); grid-area: tan-column; }',
      'html[data-theme] { --always: #000; }',
    ].join('\n');
    expect(await stylelintFindings(sample)).toEqual([
      '2:13 dmdata/colour-in-theme-blocks',
      '3:18 dmdata/colour-in-theme-blocks',
      '4:24 dmdata/colour-in-theme-blocks',
      '5:14 dmdata/colour-in-theme-blocks',
    ]);
  });

  it('rejects a media query that writes a width instead of naming a custom media', async () => {
    const sample = [
      '@media (max-width: 600px) { .a { display: none; } }',
      '@media (--phone) { .a { display: none; } }',
      '@media (prefers-reduced-motion: reduce) { .a { display: none; } }',
      '@media (width >= 62.25em) { .a { display: none; } }',
    ].join('\n');
    expect(await stylelintFindings(sample)).toEqual([
      '1:9 media-feature-name-disallowed-list',
      '4:9 media-feature-name-disallowed-list',
    ]);
  });
});

describe('dependency-cruiser layers', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));
  const config = createRequire(import.meta.url)(path.join(repoRoot, '.dependency-cruiser.cjs'));

  /** The rules a set of modules breaks, as `rule: from → to`. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    const root = mkdtempSync(path.join(sandbox, 'case-'));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const previous = process.cwd();
    process.chdir(root);
    try {
      const result = await cruise(['.'], {
        ...config.options,
        tsConfig: undefined,
        validate: true,
        ruleSet: { forbidden: config.forbidden },
      });
      const output = result.output as {
        summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
      };
      return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    } finally {
      process.chdir(previous);
    }
  }

  it('finds each kind of violation', async () => {
    expect(
      await violations({
        'isomorphic/a.ts':
          "import { readFileSync } from 'node:fs';\nimport { b } from '../renderer/b';\nexport const a = [readFileSync, b];",
        'renderer/b.ts': "import type { C } from '../generators/c';\nexport const b: C = 1;",
        'generators/c.ts': "import { D } from '../pages/D';\nexport type C = number;\nexport const c = D;",
        'pages/D.ts': "import { c } from '../generators/c';\nexport const D = c;",
        // Not even a type: a component's props type lives in isomorphic/.
        'generators/e.ts': "import type { D } from '../pages/D';\nexport const e: typeof D | null = null;",
        // A build-time hook imports build code as types only: the build script hands over the code itself.
        'pages/site-pages/+data.ts': "import { c } from '../../generators/c';\nexport const data = () => c;",
      }),
    ).toEqual([
      'generators-not-components: generators/c.ts → pages/D.ts',
      'generators-not-components: generators/e.ts → pages/D.ts',
      'isomorphic-no-node-builtins: isomorphic/a.ts → fs',
      'isomorphic-only-itself: isomorphic/a.ts → renderer/b.ts',
      'no-circular: generators/c.ts → pages/D.ts',
      'pages-not-generators: pages/D.ts → generators/c.ts',
      'renderer-not-generators: renderer/b.ts → generators/c.ts',
      'vike-hooks-build-code-as-types: pages/site-pages/+data.ts → generators/c.ts',
    ]);
  });

  it("keeps the two sides of a page kind's folder apart (pages/kinds/<name>/)", async () => {
    expect(
      await violations({
        'pages/kinds/k/props.ts':
          "import { readFileSync } from 'node:fs';\nimport { Page } from './Page';\nexport type P = { a: typeof readFileSync; b: typeof Page };",
        'pages/kinds/k/Page.ts':
          "import { load } from './build/source';\nimport { g } from '../../../generators/g';\nexport const Page = () => [load, g];",
        'pages/kinds/k/build/source.ts': "import { Other } from '../../o/Other';\nexport const load = () => Other;",
        'pages/kinds/o/Other.ts': 'export const Other = 1;',
        'renderer/r.ts': "import { load } from '../pages/kinds/k/build/source';\nexport const r = load;",
        'generators/g.ts': "import { Other } from '../pages/kinds/o/Other';\nexport const g = Other;",
      }),
    ).toEqual([
      'generators-not-components: generators/g.ts → pages/kinds/o/Other.ts',
      'generators-not-components: pages/kinds/k/build/source.ts → pages/kinds/o/Other.ts',
      'kind-props-no-node-builtins: pages/kinds/k/props.ts → fs',
      'kind-props-only-types: pages/kinds/k/props.ts → pages/kinds/k/Page.ts',
      'pages-not-generators: pages/kinds/k/Page.ts → generators/g.ts',
      'pages-not-generators: pages/kinds/k/Page.ts → pages/kinds/k/build/source.ts',
      'renderer-not-generators: renderer/r.ts → pages/kinds/k/build/source.ts',
    ]);
  });

  it('lets the allowed imports through', async () => {
    expect(
      await violations({
        'isomorphic/routes.ts': "export const routes = ['/docs/'];",
        'isomorphic/page-props.ts': 'export interface PageProps { a: number }',
        'renderer/shell.ts': "import { routes } from '../isomorphic/routes';\nexport const shell = routes;",
        'pages/Page.ts':
          "import type { PageProps } from '../isomorphic/page-props';\nimport { routes } from '../isomorphic/routes';\nimport { shell } from '../renderer/shell';\nexport const Page = (props: PageProps) => [routes, shell, props];",
        'generators/source.ts':
          "import type { PageProps } from '../isomorphic/page-props';\nimport { routes } from '../isomorphic/routes';\nexport const props: PageProps = { a: routes.length };",
        // Vike's build-time hook takes the build code from the page context: it imports its types, and loads it
        // with a dynamic import in the dev server.
        'pages/site-pages/+data.ts':
          "import type { props } from '../../generators/source';\nimport type { kindSource } from '../kinds/k/build/source';\nexport const data = async (): Promise<[typeof props, typeof kindSource | null]> => [(await import('../../generators/source')).props, null];",
        // A page kind's folder: build code, its props type, its component; build code elsewhere may use its build/.
        'pages/kinds/k/props.ts':
          "import type { PageProps } from '../../../isomorphic/page-props';\nexport type KProps = PageProps;",
        'pages/kinds/k/build/source.ts':
          "import type { KProps } from '../props';\nimport { props } from '../../../../generators/source';\nexport const kindSource = (): KProps => props;",
        'pages/kinds/k/KPage.ts':
          "import type { KProps } from './props';\nimport { routes } from '../../../isomorphic/routes';\nexport const KPage = (props: KProps) => [routes, props];",
        'generators/uses-kind.ts':
          "import { kindSource } from '../pages/kinds/k/build/source';\nimport type { KProps } from '../pages/kinds/k/props';\nexport const p: KProps = kindSource();",
      }),
    ).toEqual([]);
  });
});

describe('ESLint layer rules (eslint.config.js)', () => {
  // The samples are not files of the project, so the type-checked rules (which need the project's types) are off.
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: [tseslint.configs.disableTypeChecked] });

  /** `line:column rule` of each finding for `code` placed at `file`. */
  async function findings(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
    return result.messages.map((message) => `${message.line}:${message.column} ${message.ruleId}`);
  }

  const withHandler = [
    'export function Fold({ label }: { label: string }) {',
    '  return <button type="button" onClick={() => label}>{label}</button>;',
    '}',
  ].join('\n');

  it('refuses an event handler in a component that is never hydrated (pages/, generators/), not in the shell', async () => {
    expect(await findings('pages/_components/Fold.tsx', withHandler)).toEqual(['2:32 no-restricted-syntax']);
    expect(await findings('generators/site/fold.tsx', withHandler)).toEqual(['2:32 no-restricted-syntax']);
    expect(await findings('renderer/shell/Fold.tsx', withHandler)).toEqual([]);
    const withoutHandler =
      'export const Fold = ({ label }: { label: string }) => <details><summary>{label}</summary></details>;';
    expect(await findings('pages/_components/Fold.tsx', withoutHandler)).toEqual([]);
  });

  it('refuses Node globals in browser code and browser globals in build code', async () => {
    const nodeCode = 'export const mode = process.env.MODE;';
    const browserCode = 'export const title = () => document.title;';
    expect(await findings('renderer/shell/mode.ts', nodeCode)).toEqual(['1:21 no-restricted-globals']);
    expect(await findings('isomorphic/mode.ts', nodeCode)).toEqual(['1:21 no-restricted-globals']);
    expect(await findings('generators/site/title.ts', browserCode)).toEqual(['1:28 no-restricted-globals']);
    expect(await findings('generators/site/mode.ts', nodeCode)).toEqual([]);
    // No registry on globalThis: the build code is one module instance per process.
    expect(await findings('generators/data/cache.ts', 'export const holder = globalThis;')).toEqual([
      '1:23 no-restricted-globals',
    ]);
    expect(await findings('renderer/shell/title.ts', browserCode)).toEqual([]);
  });
});
