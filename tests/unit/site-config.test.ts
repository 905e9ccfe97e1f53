import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import type { PageSource } from '../../generators/site/page-source';
import { loadSiteModel } from '../../generators/site/site-model';
import { loadSiteConfig, siteConfigFile } from '../../generators/site/site-config';
import { copyrightLine, siteModel } from '../../generators/site/site-model';
import { lastContentUpdate } from '../../generators/site/last-update';
import { catchDataError, lineColumnOf, lineOf } from '../support/data-error';
import { removeTempDirs, replaceOnce, tempDataFile } from '../support/temp-data';

/** A site.yaml of the tests' own (tests/fixtures/data/site.yaml): each bad-input case breaks a copy of it. */
const siteFile = path.join(repoRoot, 'tests/fixtures/data/site.yaml');
const fixture = loadSiteConfig(siteFile).value;
/** The index of the fixture's search item: the cases below replace it with a broken item. */
const searchIndex = fixture.navbar.items.findIndex((item) => item.type === 'search');
const searchItem = '    - type: search\n';

/** A small world of pages so these tests do not depend on content being written elsewhere. */
const fakePages: PageSource<'fake'> = {
  name: 'fake',
  searchKinds: { fake: 'manual' },
  listPages: () => [
    { path: '/docs/manual', title: 'マニュアル', description: 'd', kind: 'fake', source: 'fake' },
    { path: '/docs/eew', title: '緊急地震速報', description: 'd', kind: 'fake', source: 'fake' },
  ],
};
const sidebarFile = tempDataFile(
  'sidebar.yaml',
  [
    'sidebars:',
    '  docs:',
    '    - category: マニュアル',
    '      link: /docs/manual',
    '      items:',
    '        - doc: /docs/eew',
    '  empty:',
    '    - category: 空',
    '      items: []',
    '',
  ].join('\n'),
);

afterAll(removeTempDirs);

function withSite(from: string, to: string) {
  const text = replaceOnce(readFileSync(siteFile, 'utf8'), from, to, siteFile);
  return { file: tempDataFile('site.yaml', text), text };
}

describe('data/site.yaml', () => {
  it('loads the real configuration as it is written', () => {
    const realFile = siteConfigFile();
    expect(loadSiteConfig(realFile).value).toEqual(parse(readFileSync(realFile, 'utf8')));
  });

  it('loads the fixture, with its navbar items in their order', () => {
    expect(fixture.title).toBe('テストサイト');
    expect(fixture.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false });
    expect(fixture.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(fixture.docs.versions[0]).toMatchObject({ name: 'current', label: 'Next' });
    expect(fixture.navbar.items.map((item) => item.type ?? 'default')).toEqual(['doc', 'default', 'search']);
  });

  it('writes the year the content last changed into the footer copyright', () => {
    expect(copyrightLine('Copyright © {year} dmdata.jp', '2026-11-26')).toBe('Copyright © 2026 dmdata.jp');
    // The real footer: its template has a year to fill, and the shell fills it with the year of the last update.
    const template = loadSiteConfig().value.footer.copyright;
    expect(template).toContain('{year}');
    const { copyright } = siteModel().shell.footer;
    expect(copyright).toBe(template.replaceAll('{year}', lastContentUpdate().date.slice(0, 4)));
    expect(copyright).not.toContain('{year}');
  });

  it('rejects an unknown navbar item type with file, line, column and field', () => {
    const { file, text } = withSite(searchItem, '    - type: searchbox\n');
    const error = catchDataError(() => loadSiteModel({ siteFile: file, sidebarFile, sources: [fakePages] }));
    expect(error.message).toContain(
      `data/site.yaml:${lineColumnOf(text, 'searchbox')} navbar.items[${searchIndex}].type: no component found for navbar item type "searchbox"`,
    );
  });

  it('rejects a docs version dropdown naming a missing version and lists the available ones', () => {
    const { file, text } = withSite(searchItem, '    - type: docsVersionDropdown\n      versions: [current, "2.0"]\n');
    const error = catchDataError(() => loadSiteModel({ siteFile: file, sidebarFile, sources: [fakePages] }));
    const available = fixture.docs.versions.map((version) => version.name).join(', ');
    expect(error.message).toContain(
      `data/site.yaml:${lineColumnOf(text, '"2.0"')} navbar.items[${searchIndex}].versions[1]: docs version dropdown names version "2.0" that does not exist; available versions: ${available}`,
    );
  });

  it('rejects a docs sidebar item whose sidebar has no link', () => {
    const { file, text } = withSite(searchItem, '    - type: docSidebar\n      sidebarId: empty\n      label: 空\n');
    const error = catchDataError(() => loadSiteModel({ siteFile: file, sidebarFile, sources: [fakePages] }));
    expect(error.message).toContain(
      `data/site.yaml:${lineColumnOf(text, 'sidebarId: empty', { shift: 'sidebarId: '.length })} navbar.items[${searchIndex}].sidebarId: docs sidebar "empty" has no link to go to`,
    );
  });

  it('resolves a doc item to its page and title', () => {
    const model = loadSiteModel({ siteFile, sidebarFile, sources: [fakePages] });
    const docIndex = fixture.navbar.items.findIndex((item) => item.type === 'doc');
    expect(model.shell.navbar.items[docIndex]).toMatchObject({
      type: 'default',
      label: 'テストのマニュアル',
      href: '/docs/manual',
      position: 'left',
    });
    expect(model.shell.sidebar[0]).toMatchObject({ kind: 'category', label: 'マニュアル', href: '/docs/manual' });
  });

  it('reports a wrong value type and an unknown field at their positions', () => {
    const { file, text } = withSite('navbar:\n', 'navbar:\n  hideOnScroll: sometimes\n  sticky: true\n');
    const error = catchDataError(() => loadSiteConfig(file));
    expect(error.message).toContain(
      `data/site.yaml:${lineOf(text, 'hideOnScroll: sometimes')}:17 navbar.hideOnScroll: must be boolean`,
    );
    expect(error.message).toContain(
      `data/site.yaml:${lineOf(text, 'sticky: true')}:3 navbar.sticky: unknown field "sticky"`,
    );
  });

  it('reports a YAML syntax error with its position', () => {
    const { file, text } = withSite('title: テストサイト\n', 'title: [テストサイト\n');
    const error = catchDataError(() => loadSiteConfig(file));
    // The unclosed flow sequence is noticed at the start of the next line.
    expect(error.message).toContain(`data/site.yaml:${lineOf(text, '[テストサイト') + 1}:1 syntax error: `);
  });

  it('reports a missing required field', () => {
    const { file, text } = withSite('title: テストサイト\n', '');
    const error = catchDataError(() => loadSiteConfig(file));
    // At the document's mapping: its first key, after the comment lines.
    const firstKey = text.split('\n').find((line) => !line.startsWith('#'))!;
    expect(error.message).toContain(
      `data/site.yaml:${lineColumnOf(text, firstKey)} title: required field "title" is missing`,
    );
  });
});

describe('data/sidebar.yaml', () => {
  it('rejects a doc item pointing at a page that does not exist', () => {
    const broken = tempDataFile('sidebar.yaml', 'sidebars:\n  docs:\n    - doc: /docs/nowhere\n');
    const error = catchDataError(() => loadSiteModel({ siteFile, sidebarFile: broken, sources: [fakePages] }));
    expect(error.message).toContain('data/sidebar.yaml:3:12 sidebars.docs[0].doc: no page "/docs/nowhere" exists');
  });

  it('rejects an unknown generator', () => {
    const broken = tempDataFile('sidebar.yaml', 'sidebars:\n  docs:\n    - doc: /docs/eew\n    - generated: weather\n');
    const error = catchDataError(() => loadSiteModel({ siteFile, sidebarFile: broken, sources: [fakePages] }));
    expect(error.message).toContain(
      'data/sidebar.yaml:4:18 sidebars.docs[1].generated: unknown sidebar generator "weather"',
    );
  });

  it('rejects two sources producing the same URL, naming both', () => {
    const twin: PageSource<'twin'> = {
      name: 'twin',
      searchKinds: { twin: 'manual' },
      listPages: () => [{ path: '/docs/eew/', title: 'x', description: 'd', kind: 'twin', source: 'data/twin.yaml' }],
    };
    const error = catchDataError(() => loadSiteModel({ siteFile, sidebarFile, sources: [fakePages, twin] }));
    expect(error.message).toContain('data/twin.yaml:1:1 path: URL /docs/eew/ is also produced by fake');
  });

  it('rejects a page of a kind its source does not declare (so it would have no search kind and no renderer)', () => {
    const stray = {
      name: 'stray',
      searchKinds: { stray: 'manual' },
      listPages: () => [
        { path: '/docs/stray', title: 'x', description: 'd', kind: 'other', source: 'data/stray.yaml' },
      ],
    } as PageSource;
    const error = catchDataError(() => loadSiteModel({ siteFile, sidebarFile, sources: [fakePages, stray] }));
    expect(error.message).toContain(
      'data/stray.yaml:1:1 kind: page source "stray" lists /docs/stray as kind "other", which it does not declare',
    );
  });
});
