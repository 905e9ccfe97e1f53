import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { findApiEndpoint } from '../../../../../../generators/api/load';
import { pageFor, renderGeneratedPage } from '../../../../../../generators/site/generated-page';
import { siteApiPageContext } from '../../../../../_components/api/context';
import { EndpointPage } from '../../../../../_components/api/EndpointPage';
import { WebSocketPage } from '../../../../../_components/api/WebSocketPage';

export async function data(pageContext: PageContextServer) {
  const context = siteApiPageContext();
  const { version, id } = pageContext.routeParams;
  const endpoint = findApiEndpoint(context.catalog, version, id);
  if (!endpoint) throw new Error(`no API endpoint ${version}/${id} in data/api`);
  const body =
    endpoint.kind === 'websocket' ? createElement(WebSocketPage, { endpoint, context }) : createElement(EndpointPage, { endpoint, context });
  return renderGeneratedPage(pageFor(pageContext.urlPathname), body);
}
