import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { schemaOverviewData } from '../../../../../../generators/page-sources/schema-pages';
import { pageFor, renderGeneratedPage } from '../../../../../../generators/site/generated-page';
import { SchemaOverview } from '../../../../../_components/schema/SchemaOverview';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(SchemaOverview, { data: await schemaOverviewData() }));
}
