import { beforeAll, describe, expect, it } from 'vitest';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { handwrittenKind } from '../../pages/kinds/handwritten/build/source';
import { generatedPageView } from '../../generators/site/generated-page';
import { siteModel } from '../../generators/site/site-model';
import type { SitePage } from '../../isomorphic/page-info';
import type { PageKind, PageView } from '../../isomorphic/page-kind-props';
import { pageElement, pageKindComponent, pageKindViews } from '../../pages/page-kinds';
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
  it('the view of every generated page kind of the site has its component, mapped in the views.ts of its folder', async () => {
    const views = pageKindViews();
    const kinds = [...siteModel().sourceOfKind.keys()].filter((kind) => kind !== handwrittenKind);
    expect(
      onePagePerKind()
        .map((page) => page.kind)
        .sort(),
    ).toEqual(kinds.sort());
    for (const page of onePagePerKind()) expect(views, page.kind).toContain((await generatedPageView(page)).view);
  }, 120_000);

  it('a kind without a component is an error naming where to map it', () => {
    // A view no folder declares does not compile; at run time (a view.ts left out of the glob) it is an error.
    expect(() => pageKindComponent('no-such-kind' as PageKind)).toThrow(
      'map it in the views.ts of its folder, pages/kinds/<name>/',
    );
  });

  it('page sources give plain, serialisable props: a JSON copy of them renders the same page', async () => {
    const pages = onePagePerKind();
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const view = await generatedPageView(page);
      const copy = JSON.parse(JSON.stringify(view)) as PageView;
      expect(renderBuildTime(pageElement(copy)), page.path).toBe(renderBuildTime(pageElement(view)));
    }
  }, 120_000);
});
