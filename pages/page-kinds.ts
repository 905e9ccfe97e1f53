import { createElement, type ComponentType, type ReactElement } from 'react';
import type { PageKind, PageKindProps, PageView } from '../isomorphic/page-kind-props';
import type { PageKindViews } from './kinds/page-kind-views';

/**
 * The component of each view of a generated page. A page kind is one folder, `pages/kinds/<name>/`: its page source
 * (`build/source.ts`, build time only), its props (`props.ts`, which adds its views to `PageKindProps`), its
 * components, and `views.ts`, which maps each view the source gives to its component (`satisfies PageKindViews`,
 * so the compiler checks that each component takes exactly its view's props). A new kind is a new folder; nothing
 * lists it. Loaded by the route's `+data` hook only (build time and dev server).
 */
const viewModules = import.meta.glob<{ views: Partial<PageKindViews> }>('/pages/kinds/*/views.ts', { eager: true });

const components: Partial<PageKindViews> = {};
const folderOf = new Map<string, string>();
for (const [file, module] of Object.entries(viewModules)) {
  for (const view of Object.keys(module.views)) {
    const other = folderOf.get(view);
    if (other) throw new Error(`the view "${view}" has two components: in ${other} and in ${file}`);
    folderOf.set(view, file);
  }
  Object.assign(components, module.views);
}

/** The views that have a component (`telegrams`, `telegrams-index`, `catalog-index`, …). */
export function pageKindViews(): string[] {
  return [...folderOf.keys()];
}

/** The component of a view; an error naming where it goes when there is none. */
export function pageKindComponent<View extends PageKind>(view: View): ComponentType<PageKindProps[View]> {
  const component = components[view];
  if (!component)
    throw new Error(`no component for the view "${view}": map it in the views.ts of its folder, pages/kinds/<name>/`);
  return component;
}

/** A page's view as an element: the view's component with the props the page source gave. */
export function pageElement<View extends PageKind>(page: PageView<View>): ReactElement {
  return createElement(pageKindComponent(page.view), page.props);
}
