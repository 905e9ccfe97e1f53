import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource, repoRoot } from '../../generators/data/data-source';
import { renderGeneratedPage } from '../../generators/site/generated-page';
import type { PageSource } from '../../generators/site/page-source';
import { pageSources } from '../../generators/site/page-sources';
import { loadSiteModel } from '../../generators/site/site-model';
import type { PageInfo } from '../../isomorphic/page-info';
import { removeTempDirs, tempDataFile } from '../support/temp-data';

afterAll(removeTempDirs);

/**
 * A throwaway generated page kind, made the way README's worked example makes one: a data file, a page-source
 * module (here, this object) and a component. Registered beside the site's own sources, it must get its URLs,
 * its search kind, its sidebar section, its edit links and its rendered body with no other edit.
 */
interface GlossaryTerm {
  slug: string;
  term: string;
  meaning: string;
}

const glossaryFile = tempDataFile(
  'glossary.yaml',
  ['terms:', '  - slug: hypocenter', '    term: 震源', '    meaning: 地震の破壊が始まった地下の点です。', '  - slug: magnitude', '    term: マグニチュード', '    meaning: 地震そのものの規模を表す数値です。', ''].join('\n'),
);

function GlossaryTermBody({ term }: { term: GlossaryTerm }) {
  return createElement('section', null, createElement('h2', { id: 'meaning' }, '意味'), createElement('p', null, term.meaning));
}

type GlossaryKind = 'glossary' | 'glossary-index';

function glossaryTerms(): { source: DataSource<{ terms: GlossaryTerm[] }>; terms: GlossaryTerm[] } {
  const source = DataSource.read<{ terms: GlossaryTerm[] }>(glossaryFile);
  return { source, terms: source.value.terms };
}

const glossaryPageSource: PageSource<GlossaryKind> = {
  name: 'glossary',
  searchKinds: { glossary: 'manual', 'glossary-index': 'manual' },
  listPages(): PageInfo<GlossaryKind>[] {
    const { source, terms } = glossaryTerms();
    return [
      { path: '/docs/glossary/', title: '用語集', description: '用語の一覧です。', kind: 'glossary-index', source: 'data/glossary.yaml' },
      ...terms.map((term, index) => ({
        path: `/docs/glossary/${term.slug}`,
        title: term.term,
        description: term.meaning,
        kind: 'glossary' as const,
        source: 'data/glossary.yaml',
        sourceLine: source.position(['terms', index]).line,
      })),
    ];
  },
  async render(page) {
    const term = glossaryTerms().terms.find((candidate) => `/docs/glossary/${candidate.slug}` === page.path);
    if (page.kind === 'glossary-index' || !term) return { body: createElement('p', null, '用語の一覧') };
    return { body: createElement(GlossaryTermBody, { term }) };
  },
  sidebar: () => glossaryTerms().terms.map((term) => ({ kind: 'link' as const, label: term.term, href: `/docs/glossary/${term.slug}` })),
};

// A page kind without a search kind does not compile (`npm run typecheck` covers this file).
const withoutSearchKind: PageSource<'glossary' | 'glossary-index'> = {
  name: 'glossary',
  // @ts-expect-error 'glossary-index' has no search kind
  searchKinds: { glossary: 'manual' },
  listPages: () => [],
};

const sidebarWithGlossary = tempDataFile(
  'sidebar.yaml',
  readFileSync(path.join(repoRoot, 'data/sidebar.yaml'), 'utf8').replace('        - generated: jmafile\n', '        - generated: jmafile\n        - generated: glossary\n'),
);

describe('a new generated page kind', () => {
  const model = loadSiteModel({ sources: [...pageSources(), glossaryPageSource], sidebarFile: sidebarWithGlossary });

  it('gets its URLs in the site model (the one list the route set prerenders and matches), with its search kind', () => {
    expect(withoutSearchKind.name).toBe('glossary');
    expect(readFileSync(sidebarWithGlossary, 'utf8')).toContain('generated: glossary');
    const term = model.pages.get('/docs/glossary/magnitude');
    expect(term).toMatchObject({ kind: 'glossary', searchKind: 'manual', title: 'マグニチュード', sourceLine: 5 });
    expect(model.pages.get('/docs/glossary')).toMatchObject({ kind: 'glossary-index', searchKind: 'manual' });
    expect(model.sourceOfKind.get('glossary')).toBe(glossaryPageSource);
    // The site's own pages are all still there.
    expect(model.pages.get('/docs/telegrams/et01310')?.kind).toBe('telegrams');
  });

  it('fills its sidebar placeholder', () => {
    const links = JSON.stringify(model.shell.sidebar);
    expect(links).toContain('"href":"/docs/glossary/hypocenter"');
    expect(links).toContain('"label":"震源"');
  });

  it('renders its pages through its own source, with the TOC and the edit link to the entry line', async () => {
    const page = await renderGeneratedPage(model.pages.get('/docs/glossary/hypocenter')!, model);
    expect(page.html).toContain('<p>地震の破壊が始まった地下の点です。</p>');
    expect(page.toc).toEqual([{ id: 'meaning', text: '意味', level: 2 }]);
    expect(page.layout).toBe('docs');
    expect(page.edit).toMatchObject({ file: 'data/glossary.yaml', line: 2 });
  });

  it('fails when a listed page has a kind its source does not render', async () => {
    const stray = { ...model.pages.get('/docs/glossary/hypocenter')!, kind: 'glossary-term' };
    await expect(renderGeneratedPage(stray, model)).rejects.toThrow(/page kind "glossary-term" of \/docs\/glossary\/hypocenter has no page source/);
  });
});
