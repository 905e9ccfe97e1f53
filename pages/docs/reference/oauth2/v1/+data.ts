import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { pageFor, renderGeneratedPage } from '../../../../../generators/site/generated-page';
import { siteApiPageContext } from '../../../../_components/api/context';
import { OAuth2Page } from '../../../../_components/api/OAuth2Page';

export async function data(pageContext: PageContextServer) {
  return renderGeneratedPage(pageFor(pageContext.urlPathname), createElement(OAuth2Page, { context: siteApiPageContext() }));
}
