import type { ComponentType } from 'react';

/**
 * The component of each kind of generated page. A page kind is one folder, `pages/kinds/<name>/`: its page source
 * (`build/source.ts`, build time only), its props type (`props.ts`), its components, and `views.ts`, which maps each
 * page kind the folder makes to its component. A new kind is a new folder; nothing lists it. Loaded by the route's
 * `+data` hook only (build time and dev server).
 */
const viewModules = import.meta.glob<{ views: Record<string, ComponentType<object>> }>('/pages/kinds/*/views.ts', {
  eager: true,
});

const components = new Map<string, { component: ComponentType<object>; file: string }>();
for (const [file, module] of Object.entries(viewModules)) {
  for (const [view, component] of Object.entries(module.views)) {
    const other = components.get(view);
    if (other) throw new Error(`the page kind "${view}" has two components: in ${other.file} and in ${file}`);
    components.set(view, { component, file });
  }
}

/** The page kinds (views) that have a component (`telegrams`, `telegrams-index`, `catalog-index`, …). */
export function pageKindViews(): string[] {
  return [...components.keys()];
}

/** The component of a page kind; an error naming where it goes when there is none. */
export function pageKindComponent(view: string): ComponentType<object> {
  const entry = components.get(view);
  if (!entry)
    throw new Error(
      `no component for the page kind "${view}": map it in the views.ts of its folder, pages/kinds/<name>/`,
    );
  return entry.component;
}
