import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCatalog } from '../../pages/kinds/api/build/source';
import { jmaFileCatalog } from '../../pages/kinds/jmafile/build/source';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';
import { repoRoot } from '../../generators/data/data-source';
import { editLinkForPath, editLinkOf } from '../../generators/site/edit-link';
import { mdxFileToUrl } from '../../pages/kinds/handwritten/build/source';
import { renderContentPage } from '../../generators/site/render-content';
import { siteModel } from '../../generators/site/site-model';
import { loadSiteConfig } from '../../generators/site/site-config';
import { brokenCopies, lineColumnOf, lineOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

afterAll(removeTempDirs);

const model = siteModel();
const editUrl = model.config.editUrl ?? '';
const pages = [...model.pages.values()];

/** Text of line `line` (1-based) of a repository file. */
function lineText(file: string, line: number): string {
  return readFileSync(path.join(repoRoot, file), 'utf8').split('\n')[line - 1] ?? '';
}

/** Every catalog entry page (telegram, JMA file): its URL and the code its entry starts with. */
function catalogEntryCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const entry of telegramCatalog().telegrams) codes.set(`/docs/telegrams/${entry.code}`, entry.code);
  for (const entry of jmaFileCatalog().files) codes.set(`/docs/jmafile/${entry.code}`, entry.code);
  return codes;
}

describe('edit links', () => {
  it('are configured in data/site.yaml as a URL prefix ending with a slash', () => {
    expect(editUrl).toMatch(/^https:\/\/\S+\/$/);
  });

  it('exist for every page and point at an existing file of the repository (not a folder: an edit link opens a file to edit)', () => {
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining([...catalogEntryCodes().keys()]));
    const problems: string[] = [];
    for (const page of pages) {
      const link = editLinkForPath(page.path);
      if (!link) {
        problems.push(`${page.path}: no edit link`);
        continue;
      }
      const expected = `${editUrl}${link.file}${link.line ? `#L${link.line}` : ''}`;
      if (decodeURIComponent(link.url) !== expected) problems.push(`${page.path}: ${link.url} is not ${expected}`);
      if (!existsSync(path.join(repoRoot, link.file))) problems.push(`${page.path}: ${link.file} does not exist`);
      else if (!statSync(path.join(repoRoot, link.file)).isFile())
        problems.push(`${page.path}: ${link.file} is not a file`);
    }
    expect(problems).toEqual([]);
  });

  it('land on the line of the entry for every telegram and JMA file page, whatever the sidebar says', () => {
    const codes = catalogEntryCodes();
    expect(codes.size).toBe(telegramCatalog().telegrams.length + jmaFileCatalog().files.length);
    const problems: string[] = [];
    for (const [urlPath, code] of codes) {
      const link = editLinkForPath(urlPath);
      if (!link?.line) {
        problems.push(`${urlPath}: no line`);
        continue;
      }
      const text = lineText(link.file, link.line);
      if (!new RegExp(`\\bcode: ${code}\\b`).test(text))
        problems.push(`${urlPath}: ${link.file}#L${link.line} is "${text.trim()}"`);
    }
    expect(problems).toEqual([]);
  });

  it('link an endpoint page to the file that defines that endpoint, a schema page to its schema file, an MDX page to itself', () => {
    for (const endpoint of apiCatalog().endpoints) {
      const link = editLinkForPath(endpoint.route);
      expect(link?.file, endpoint.route).toBe(endpoint.file);
      expect(link?.line).toBeUndefined();
      expect(readFileSync(path.join(repoRoot, endpoint.file), 'utf8')).toMatch(
        new RegExp(`^id: ${endpoint.id.replace(/\./g, '\\.')}$`, 'm'),
      );
    }
    const schemaPages = pages.filter((page) => page.kind === 'json-schema');
    // One page per schema file of data/schemas/<name>/.
    const schemaFiles = readdirSync(path.join(repoRoot, 'data/schemas'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(path.join(entry.parentPath, entry.name))
          .filter((name) => name.endsWith('.schema.json'))
          .map((name) => `data/schemas/${entry.name}/${name}`),
      );
    expect(schemaPages.map((page) => editLinkForPath(page.path)?.file).sort()).toEqual(schemaFiles.sort());
    for (const page of schemaPages) {
      const file = editLinkForPath(page.path)?.file ?? '';
      expect(file, page.path).toMatch(/^data\/schemas\/[a-z0-9-]+\/\d+\.\d+\.\d+\.schema\.json$/);
      expect(statSync(path.join(repoRoot, file)).isFile()).toBe(true);
    }
    const mdxPages = pages.filter((page) => page.kind === 'mdx');
    for (const page of mdxPages) {
      const file = editLinkForPath(page.path)?.file ?? '';
      expect(file, page.path).toMatch(/^pages\/.+\.mdx$/);
      expect(mdxFileToUrl(file.slice('pages/'.length))).toBe(page.path);
    }
    expect(editLinkForPath('/')?.file).toBe('pages/index.mdx');
    expect(editLinkForPath('/price')?.file).toBe('pages/price.mdx');
    expect(editLinkForPath('/legal')?.file).toBe('pages/legal.mdx');
  });

  it("are part of the page data a page renders, made from the page's own source and line", () => {
    const page = siteModel().pages.get('/docs/eew')!;
    const registered = renderContentPage(createElement('p', null, 'x'), page);
    expect(registered.edit).toEqual({ url: `${editUrl}pages/docs/eew.mdx`, file: 'pages/docs/eew.mdx' });
    const entry = [...siteModel().pages.values()].find((candidate) => candidate.kind === 'telegrams')!;
    expect(renderContentPage(createElement('p', null, 'x'), entry).edit).toEqual(editLinkOf(entry, editUrl));
    expect(entry.sourceLine).toBeGreaterThan(1);
  });

  it('append #L<line> only for a catalog entry, and are off without editUrl', () => {
    // The line of an entry of a catalog of the tests' own (tests/fixtures/data/telegrams.yaml).
    const source = 'tests/fixtures/data/telegrams.yaml';
    const line = lineOf(readFileSync(path.join(repoRoot, source), 'utf8'), '  - code: ');
    expect(line).toBeGreaterThan(1);
    expect(editLinkOf({ source, sourceLine: line }, 'https://example.org/r/blob/main/')).toEqual({
      url: `https://example.org/r/blob/main/${source}#L${line}`,
      file: source,
      line,
    });
    expect(editLinkOf({ source: 'pages/docs/eew.mdx' }, 'https://example.org/r/blob/main/')?.url).toBe(
      'https://example.org/r/blob/main/pages/docs/eew.mdx',
    );
    expect(editLinkOf({ source: 'pages/docs/eew.mdx' }, undefined)).toBeUndefined();
  });

  it('reject an editUrl without the trailing slash with file:line:column', () => {
    // A copy of a site.yaml of the tests' own (tests/fixtures/data/site.yaml), which loads as it is.
    const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/site.yaml');
    expect(loadSiteConfig(fixtureFile).value.editUrl).toBe('https://example.test/site/blob/main/');
    const { original, loadBroken } = brokenCopies(fixtureFile, loadSiteConfig);
    const text = replaceOnce(
      original,
      'editUrl: https://example.test/site/blob/main/\n',
      'editUrl: https://example.test/site/blob/main\n',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'https://example.test/site/blob/main\n')} editUrl: must match pattern "^https://[^\\s]+/$"`,
    );
  });
});
