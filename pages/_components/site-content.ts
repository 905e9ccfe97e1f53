import { createContext, useContext } from 'react';
import type { TelegramCatalog } from '../../isomorphic/catalog-types';
import type { SiteContent } from '../../isomorphic/site-content';

/** The site's data for the components of MDX pages, provided by the route's `+data` hook (pages/site-pages/). */
export const SiteContentContext = createContext<SiteContent | null>(null);

/** The site's data; an error naming the cause when a component renders outside an MDX page's render. */
export function useSiteContent(): SiteContent {
  const content = useContext(SiteContentContext);
  if (!content)
    throw new Error('a component of an MDX page rendered without SiteContentContext (pages/site-pages/+data.ts)');
  return content;
}

/** `given`, or the site's telegram catalog on an MDX page (components of generated pages get it in their props). */
export function useTelegramCatalog(given?: TelegramCatalog): TelegramCatalog {
  const content = useContext(SiteContentContext);
  const catalog = given ?? content?.telegrams;
  if (!catalog) throw new Error('no telegram catalog: pass `catalog`, or render inside SiteContentContext');
  return catalog;
}
