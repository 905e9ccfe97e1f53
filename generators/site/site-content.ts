import { readFileSync } from 'node:fs';
import type {
  ApiTransportFacts,
  ApiEndpointSummary,
  RenderHelpers,
  SiteContent,
  WebSocketConnectionFacts,
} from '../../isomorphic/site-content';
import { loadApiCatalog } from '../api/load';
import { loadSiteConfig } from './site-config';
import { loadConversionErrors } from '../content/conversion-errors';
import { loadEewGuideline } from '../content/eew-guideline';
import { loadEewClient } from '../content/eewclient';
import { loadLifecycle } from '../content/lifecycle';
import { loadParameterHistory } from '../content/parameter-history';
import { loadPaymentMethods } from '../content/payment-methods';
import { loadPriceList } from '../content/price';
import { jsonExcerpt, loadServiceFacts, showcaseExampleFile, type ServiceFacts } from '../content/service';
import { loadServiceFactList } from '../content/service-facts';
import { loadDisagreements } from '../content/disagreements';
import { loadScenarios } from '../content/scenarios';
import { loadStandInInfo } from '../content/stand-in';
import { codeBlockHtml } from '../highlight/highlighter';
import { schemaVersionsRecord } from '../../pages/kinds/json-schema/build/paths';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';

function showcaseExcerpt(service: ServiceFacts): string {
  const document: unknown = JSON.parse(readFileSync(showcaseExampleFile(service.showcase), 'utf8'));
  return JSON.stringify(jsonExcerpt(document, service.showcase.fields), null, 2);
}

/** Every REST endpoint of data/api, with the names of the classes it requires. */
function apiEndpoints(): ApiEndpointSummary[] {
  const classes = new Map(telegramCatalog().classes.map((entry) => [entry.api, entry.name]));
  return loadApiCatalog().endpoints.flatMap((endpoint) =>
    endpoint.kind === 'rest'
      ? [
          {
            key: `${endpoint.version}/${endpoint.id}`,
            group: endpoint.group,
            title: endpoint.title,
            summary: endpoint.summary,
            route: endpoint.route,
            method: endpoint.method,
            url: endpoint.url,
            scopes: endpoint.permissions.map((permission) => permission.scope),
            classNames: (endpoint.requiredContracts ?? []).map((api) => {
              const name = classes.get(api);
              if (!name) throw new Error(`${endpoint.file}: requiredContracts names "${api}", which is not a class`);
              return name;
            }),
          },
        ]
      : [],
  );
}

/** The connection figures of WebSocket v2 (the one WebSocket endpoint of data/api/v2). */
function webSocketConnection(): WebSocketConnectionFacts {
  const endpoint = loadApiCatalog().endpoints.find((entry) => entry.kind === 'websocket' && entry.version === 'v2');
  if (endpoint?.kind !== 'websocket') throw new Error('data/api/v2 has no WebSocket endpoint');
  const { subprotocol, ticketLifetimeSeconds, pingReplyTimeoutSeconds } = endpoint.connection;
  return { subprotocol, ticketLifetimeSeconds, pingReplyTimeoutSeconds };
}

/** The API hosts and protocols of data/api/shared.yaml. */
function apiTransport(): ApiTransportFacts {
  const { servers, transport } = loadApiCatalog().shared;
  return {
    servers: servers.map(({ url, description }) => ({ url, description })),
    tls: transport.tls,
    http: transport.http,
  };
}

/** The footer's links to other sites (data/site.yaml `footer.links`, a column of links or a single link). */
function footerLinks(): SiteContent['footerLinks'] {
  const links = loadSiteConfig().value.footer.links;
  return links
    .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
    .flatMap((item) => (item.href ? [{ label: item.label, href: item.href }] : []));
}

/** What the components of MDX pages read (isomorphic/site-content.ts), from the validated data. */
export function siteContent(): SiteContent {
  const service = loadServiceFacts();
  return {
    telegrams: telegramCatalog(),
    schemaVersions: schemaVersionsRecord(),
    price: loadPriceList(),
    paymentMethods: loadPaymentMethods(),
    parameterHistory: loadParameterHistory(),
    eewClient: loadEewClient(),
    eewGuideline: loadEewGuideline(),
    conversionErrors: loadConversionErrors(),
    lifecycle: loadLifecycle(),
    service,
    serviceFacts: loadServiceFactList(),
    disagreements: loadDisagreements(),
    standIn: loadStandInInfo(),
    scenarios: loadScenarios().map((scenario) => ({
      ...scenario,
      steps: scenario.steps.map(({ content: _content, ...step }) => step),
    })),
    showcaseExcerpt: showcaseExcerpt(service),
    apiEndpoints: apiEndpoints(),
    webSocketConnection: webSocketConnection(),
    apiTransport: apiTransport(),
    footerLinks: footerLinks(),
  };
}

/** The build-time helpers components call while rendering (isomorphic/site-content.ts); load the highlighter first. */
export const renderHelpers: RenderHelpers = { codeBlockHtml };
