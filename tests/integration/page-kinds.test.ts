import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, assertType, beforeAll, describe, expect, it } from 'vitest';
import { findBrokenLinks } from '../../generators/build/check-links';
import { repoRoot } from '../../generators/data/data-source';
import type { PageSource } from '../../generators/site/page-source';
import { loadSiteModel } from '../../generators/site/site-model';
import { tempRepositoryCopy } from '../support/dev-server';
import { removeTempDirs, writeFiles } from '../support/temp-data';

/**
 * A new generated page kind, made exactly as CONTRIBUTING.md's recipe says: its files are
 * tests/fixtures/page-kind-example/ (the recipe points at them), copied to the same paths in a temporary copy of the
 * repository, and the copy is built with `npm run build`'s script. Nothing else is edited. Every check reads the
 * build's output.
 */

const exampleRoot = path.join(repoRoot, 'tests/fixtures/page-kind-example');
const exampleFiles: Record<string, string> = Object.fromEntries(
  readdirSync(exampleRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => [path.relative(exampleRoot, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]),
);

let root = '';
let client = '';
let buildLog = '';

afterAll(removeTempDirs);

beforeAll(() => {
  root = tempRepositoryCopy();
  writeFiles(root, exampleFiles);
  // The copy's own dist/, whatever DMDATA_OUT_DIR says for this run.
  const env = { ...process.env };
  delete env.DMDATA_OUT_DIR;
  delete env.DMDATA_REPO_ROOT;
  // As the maintainer does: `npm run types:data` writes the kind's generated types, then `npm run build`.
  const types = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'generators/cli/data-types.ts'],
    { cwd: root, encoding: 'utf8', env },
  );
  if (types.status !== 0) throw new Error(`npm run types:data failed in the copy:\n${types.stdout}\n${types.stderr}`);
  const build = spawnSync(process.execPath, ['generators/cli/run-bundled.mjs', 'generators/cli/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  buildLog = `${build.stdout}\n${build.stderr}`;
  if (build.status !== 0) throw new Error(`the build of the worked example failed:\n${buildLog}`);
  client = path.join(root, 'dist/client');
}, 300_000);

const html = (urlPath: string) => readFileSync(path.join(client, urlPath, 'index.html'), 'utf8');
const article = (page: string) => /<article[\s\S]*<\/article>/.exec(page)?.[0] ?? '';
const outsideArticle = (page: string) => page.replace(/<article[\s\S]*<\/article>/, '');
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the worked example of a new generated page kind (tests/fixtures/page-kind-example)', () => {
  it('is its data, its meta schema and one folder, none of them an existing file', () => {
    expect(Object.keys(exampleFiles).sort()).toEqual([
      'data/glossary.yaml',
      'data/meta/glossary.schema.json',
      'pages/kinds/glossary/GlossaryTermPage.tsx',
      'pages/kinds/glossary/build/source.ts',
      'pages/kinds/glossary/props.ts',
      'pages/kinds/glossary/views.ts',
    ]);
    for (const file of Object.keys(exampleFiles)) expect(existsSync(path.join(repoRoot, file)), file).toBe(false);
  });

  it('gets its types generated from its meta schema, and its files typecheck with the rest of the site', () => {
    const generated = readFileSync(path.join(root, 'isomorphic/data-types/glossary.ts'), 'utf8');
    expect(generated).toMatch(/export interface Glossary \{/);
    expect(generated).toMatch(/export interface GlossaryTerm \{/);
    const typecheck = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/@typescript/native/bin/tsc'), '--noEmit', '-p', '.'],
      { cwd: root, encoding: 'utf8' },
    );
    expect(`${typecheck.stdout}${typecheck.stderr}`).toBe('');
    expect(typecheck.status).toBe(0);
  });

  it('adds its pages to the site model: the build counts three pages more than the site has', () => {
    const sitePages = loadSiteModel().pages.size;
    expect(buildLog).toContain(`data valid: ${sitePages + 3} pages`);
  });

  it('prerenders its URLs, lists them in the sitemap and in the route list the client routes by', () => {
    const sitemap = readFileSync(path.join(client, 'sitemap.xml'), 'utf8');
    for (const urlPath of ['/docs/glossary/', '/docs/glossary/hypocenter', '/docs/glossary/magnitude']) {
      expect(existsSync(path.join(client, urlPath, 'index.html')), urlPath).toBe(true);
      expect(sitemap).toContain(`/docs/glossary/${urlPath.split('/').pop()}</loc>`);
    }
    // The route keys the route set matches (`__PAGE_ROUTES__`, in the client's code): paths without their trailing
    // slash, so `/docs/glossary` is the index's key (the sidebar links it as `/docs/glossary/`).
    const chunks = readdirSync(path.join(client, 'assets/chunks')).map((file) =>
      readFileSync(path.join(client, 'assets/chunks', file), 'utf8'),
    );
    const routeList = chunks.find((code) => /[",]\/docs\/telegrams[,"]/.test(code));
    expect(routeList).toMatch(/[",]\/docs\/glossary[,"]/);
    expect(routeList).toMatch(/[",]\/docs\/glossary\/magnitude[,"]/);
  });

  it('renders a term with its component, with the edit link to its line of data/glossary.yaml', () => {
    const page = html('/docs/glossary/magnitude');
    const body = text(article(page));
    expect(body).toContain('マグニチュード');
    expect(body).toContain('地震そのものの規模を表す数値です。');
    expect(article(page)).toMatch(/<h2 id="see-also"[^>]*>関連する用語/);
    expect(article(page)).toContain('href="/docs/glossary/hypocenter"');
    const line = exampleFiles['data/glossary.yaml'].split('\n').findIndex((row) => row.includes('slug: magnitude')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(page).toContain(`data/glossary.yaml#L${line}"`);
  });

  it('gets the default index: every term linked, with its meaning', () => {
    const body = article(html('/docs/glossary/'));
    expect(body).toContain('<a href="/docs/glossary/hypocenter">震源</a>');
    expect(body).toContain('<a href="/docs/glossary/magnitude">マグニチュード</a>');
    expect(text(body)).toContain('地震の破壊が始まった地下の点です。');
  });

  it('is searched as a manual page: llms.txt lists its pages under マニュアル', () => {
    const llms = readFileSync(path.join(client, 'llms.txt'), 'utf8');
    const manual = llms.slice(
      llms.indexOf('\n## マニュアル\n'),
      llms.indexOf('\n## ', llms.indexOf('\n## マニュアル\n') + 1),
    );
    expect(manual).toContain('[マグニチュード](https://dmdata.jp/docs/glossary/magnitude.md)');
    expect(manual).toContain('[用語集](https://dmdata.jp/docs/glossary/index.md)');
  });

  it('comes last in the docs sidebar, as a category linked to its index, holding its terms', () => {
    const elsewhere = outsideArticle(html('/docs/eew'));
    expect(elsewhere).toMatch(/href="\/docs\/glossary\/"[^>]*>用語集</);
    const onTerm = outsideArticle(html('/docs/glossary/magnitude'));
    expect(onTerm).toMatch(/href="\/docs\/glossary\/hypocenter"[^>]*>震源</);
    // After the last section data/sidebar.yaml places (更新情報, /docs/updates/).
    expect(elsewhere.indexOf('href="/docs/glossary/"')).toBeGreaterThan(elsewhere.indexOf('href="/docs/updates/"'));
  });

  it('is covered by the link check: a link to a term whose page is missing is reported', () => {
    expect(findBrokenLinks(client)).toEqual([]);
    rmSync(path.join(client, 'docs/glossary/hypocenter'), { recursive: true });
    const broken = findBrokenLinks(client).filter((link) => link.href.startsWith('/docs/glossary/hypocenter'));
    expect(broken.map((link) => link.page)).toEqual(
      expect.arrayContaining(['/docs/glossary/magnitude', '/docs/glossary']),
    );
  });
});

// A page kind without a search kind does not compile: `npm run typecheck` checks this call (assertType does nothing
// at run time).
assertType<PageSource<'glossary' | 'glossary-index'>>({
  name: 'glossary',
  // @ts-expect-error 'glossary-index' has no search kind
  searchKinds: { glossary: 'manual' },
  listPages: () => [],
});
