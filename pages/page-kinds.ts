import type { ComponentType } from 'react';

/**
 * The component of each kind of generated page, found by its file name: `pages/_page-kinds/<kind>.tsx` exports
 * as default the component that renders the props the kind's page source gives (generators/page-sources/). A new
 * kind is a new file there; nothing lists it. Loaded by the route's `+data` hook only (build time and dev server).
 */
const kindModules = import.meta.glob<{ default: ComponentType<object> }>('/pages/_page-kinds/*.tsx', { eager: true });

/** The names of the files under pages/_page-kinds/ (`telegrams`, `telegrams-index`, `catalog-index`, …). */
export function pageKindViews(): string[] {
  return Object.keys(kindModules).map((file) => file.replace(/^.*\/|\.tsx$/g, ''));
}

/** The component of `pages/_page-kinds/<view>.tsx`; an error naming the file when there is none. */
export function pageKindComponent(view: string): ComponentType<object> {
  const module = kindModules[`/pages/_page-kinds/${view}.tsx`];
  if (!module) throw new Error(`no component for the page kind "${view}": pages/_page-kinds/${view}.tsx is missing`);
  return module.default;
}
