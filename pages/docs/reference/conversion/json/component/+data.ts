import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { componentPageData } from '../../../../../../generators/page-sources/schema-pages';
import { pageFor, renderGeneratedPage } from '../../../../../../generators/site/generated-page';
import { ComponentReference } from '../../../../../_components/schema/ComponentReference';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(ComponentReference, await componentPageData()));
}
