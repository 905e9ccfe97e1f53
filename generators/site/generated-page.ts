import type { ContentPageData } from '../../isomorphic/page-data';
import type { SitePage } from '../../isomorphic/page-info';
import type { HeadLink } from '../../isomorphic/head-link';
import type { PageProps } from './page-source';
import { siteModel, type SiteModel } from './site-model';

/** A page's data: what every content page returns, and the head links its source asks for (if any). */
export type SitePageData = ContentPageData & { headLinks?: HeadLink[] };

/**
 * The props of a generated page from its page source, with the name of the component file that renders them
 * (the `views.ts` of a folder under pages/kinds/ maps `view` to it: the page's kind unless the source names a shared one).
 */
export async function generatedPageProps(
  page: SitePage,
  model: SiteModel = siteModel(),
): Promise<PageProps & { view: string }> {
  const source = model.sourceOfKind.get(page.kind);
  if (!source?.props)
    throw new Error(`page kind "${page.kind}" of ${page.path} has no page source that gives its props`);
  const props = await source.props(page);
  return { ...props, view: props.view ?? page.kind };
}
