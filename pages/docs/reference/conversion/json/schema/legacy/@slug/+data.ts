import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { schemaPageDataFor } from '../../../../../../../../generators/page-sources/schema-pages';
import { pageFor, renderGeneratedPage } from '../../../../../../../../generators/site/generated-page';
import { SchemaPage } from '../../../../../../../_components/schema/SchemaPage';

export async function data(pageContext: PageContextServer) {
  const page = pageFor(pageContext.urlPathname);
  return renderGeneratedPage(page, createElement(SchemaPage, { data: await schemaPageDataFor(page.path) }));
}
