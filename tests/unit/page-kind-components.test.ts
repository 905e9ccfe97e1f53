import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { handwrittenKind } from '../../generators/page-sources/handwritten-pages';
import { generatedPageProps } from '../../generators/site/generated-page';
import { siteModel } from '../../generators/site/site-model';
import type { SitePage } from '../../isomorphic/page-info';
import { pageKindComponent, pageKindViews } from '../../pages/page-kinds';
import { renderBuildTime } from '../support/render-build-time';

/** One page of every generated kind of the site (the first the site model lists). */
function onePagePerKind() {
  const pages = new Map<string, SitePage>();
  for (const page of siteModel().pages.values())
    if (page.kind !== handwrittenKind && !pages.has(page.kind)) pages.set(page.kind, page);
  return [...pages.values()];
}

beforeAll(async () => {
  await loadHighlighter();
}, 60_000);

describe('page kinds and their components (pages/_page-kinds/<kind>.tsx)', () => {
  it('every generated page kind of the site has its component file, found by name', () => {
    const views = pageKindViews();
    for (const kind of siteModel().sourceOfKind.keys()) {
      if (kind !== handwrittenKind) expect(views, kind).toContain(kind);
    }
  });

  it('a kind without a component file is an error naming the file to write', () => {
    expect(() => pageKindComponent('no-such-kind')).toThrow('pages/_page-kinds/no-such-kind.tsx');
  });

  it('page sources give plain, serialisable props: a JSON copy of them renders the same page', async () => {
    const pages = onePagePerKind();
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const { view, props } = await generatedPageProps(page);
      const component = pageKindComponent(view);
      const copy = JSON.parse(JSON.stringify(props)) as object;
      expect(renderBuildTime(createElement(component, copy)), page.path).toBe(
        renderBuildTime(createElement(component, props)),
      );
    }
  }, 120_000);
});
