import { createContext, createElement, useContext, type ReactElement } from 'react';
import type { RenderHelpers, SiteContent } from '../../isomorphic/site-content';

/** The site's data for the components of MDX pages, provided by the route's `+data` hook (pages/site-pages/). */
const SiteContentContext = createContext<SiteContent | null>(null);

/** The build-time helpers (the highlighter), provided by the route's `+data` hook for every page. */
const RenderHelpersContext = createContext<RenderHelpers | null>(null);

/** The site's data; an error naming the cause when a component renders outside an MDX page's render. */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content)
    throw new Error('a component of an MDX page rendered without SiteContentContext (pages/site-pages/+data.ts)');
  return content;
}

/** `given` (tests and generated pages pass it), or the part `key` of the site's data on an MDX page. */
export function useSiteData<K extends keyof SiteContent>(key: K, given?: SiteContent[K]): SiteContent[K] {
  const content = useContext(SiteContentContext);
  const value = given ?? content?.[key];
  if (value === undefined)
    throw new Error(`no ${key}: pass it as a prop, or render inside SiteContentContext (pages/site-pages/+data.ts)`);
  return value;
}

/** The build-time helpers; an error naming the cause when a component renders outside the build's render. */
export function useRenderHelpers(): RenderHelpers {
  const helpers = useContext(RenderHelpersContext);
  if (!helpers)
    throw new Error('a component rendered without RenderHelpersContext (pages/site-pages/+data.ts provides it)');
  return helpers;
}

/**
 * `body` as the build renders a page (the route's `+data` hook, and tests that render a component): inside the
 * build-time helpers and, for an MDX page, the site's data.
 */
export function inBuildContext(body: ReactElement, helpers: RenderHelpers, content?: SiteContent): ReactElement {
  const inner = content ? createElement(SiteContentContext.Provider, { value: content }, body) : body;
  return createElement(RenderHelpersContext.Provider, { value: helpers }, inner);
}
