import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { pageFor, renderGeneratedPage } from '../../../../../../generators/site/generated-page';
import { ApiOverviewPage } from '../../../../../_components/api/ApiOverviewPage';
import { siteApiPageContext } from '../../../../../_components/api/context';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(ApiOverviewPage, { context: siteApiPageContext() }));
}
