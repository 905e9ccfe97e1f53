import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { handwrittenKind } from '../../pages/kinds/handwritten/build/source';
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

describe('page kinds and their components (pages/kinds/<name>/views.ts)', () => {
  it('every generated page kind of the site has its component, mapped in the views.ts of its folder', () => {
    const views = pageKindViews();
    for (const kind of siteModel().sourceOfKind.keys()) {
      if (kind !== handwrittenKind) expect(views, kind).toContain(kind);
    }
  });

  it('a kind without a component is an error naming where to map it', () => {
    expect(() => pageKindComponent('no-such-kind')).toThrow(
      'map it in the views.ts of its folder, pages/kinds/<name>/',
    );
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
