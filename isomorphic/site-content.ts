import type { TelegramCatalog } from './catalog-types';
import type { ConversionErrorLog } from './data-types/conversion-errors';
import type { DisagreementList } from './data-types/disagreements';
import type { EewGuideline } from './data-types/eew-guideline';
import type { EewClientInfo, EewClientPlan } from './data-types/eewclient';
import type { ParameterHistory } from './data-types/parameter-history';
import type { PaymentMethodCatalog } from './data-types/payment-methods';
import type { PriceList } from './data-types/price';
import type { ServiceFacts } from './data-types/service';
import type { ServiceFactList } from './data-types/service-facts';
import type { LifecycleView } from './lifecycle';
import type { SchemaVersions } from './schema-views';
import type { StandInInfo } from './data-types/stand-in';
import type { LoadedScenario } from './scenario-types';

/** An EEW Client plan with its fees: written in data/eewclient.yaml, or read from data/price.yaml (`individualPlan`). */
export type PricedEewClientPlan = Omit<EewClientPlan, 'individualPlan' | 'monthlyFee' | 'initialFee'> & {
  monthlyFee: number;
  initialFee: number;
};

/** data/eewclient.yaml as pages read it: every plan priced. */
export type PricedEewClient = Omit<EewClientInfo, 'plans'> & { plans: PricedEewClientPlan[] };

/**
 * The data the components of hand-written (MDX) pages read: given by the build to the route's `+data` hook, which
 * renders an MDX page inside `SiteContentContext` (pages/_components/site-content.ts). The components only render it.
 * The page is rendered to HTML there, so none of this reaches the browser.
 */
export interface SiteContent {
  telegrams: TelegramCatalog;
  schemaVersions: SchemaVersions;
  /** data/price.yaml. */
  price: PriceList;
  /** data/payment-methods.yaml. */
  paymentMethods: PaymentMethodCatalog;
  /** data/parameter-history.yaml. */
  parameterHistory: ParameterHistory;
  /** data/eewclient.yaml, every plan with its fees (a class plan's from data/price.yaml). */
  eewClient: PricedEewClient;
  /** data/eew-guideline.yaml. */
  eewGuideline: EewGuideline;
  /** data/conversion-errors.yaml. */
  conversionErrors: ConversionErrorLog;
  /** data/lifecycle.yaml joined with data/api (rules with their sources, the error table, rate limits). */
  lifecycle: LifecycleView;
  /** data/service.yaml. */
  service: ServiceFacts;
  /** data/service-facts.yaml. */
  serviceFacts: ServiceFactList;
  /** data/disagreements.yaml. */
  disagreements: DisagreementList;
  /** data/stand-in.yaml: the stand-in's download, options, faults and commands. */
  standIn: StandInInfo;
  /** data/scenarios/, as loaded, without the documents each step sends. */
  scenarios: Array<Omit<LoadedScenario, 'steps'> & { steps: Array<Omit<LoadedScenario['steps'][number], 'content'>> }>;
  /** The fields of data/service.yaml `showcase` cut out of its schema example, as indented JSON. */
  showcaseExcerpt: string;
  /** Every REST endpoint of data/api in sidebar order, as hand-written pages name them (request line, scopes). */
  apiEndpoints: ApiEndpointSummary[];
  /** The connection rules of WebSocket v2 (data/api/v2/websocket.yaml `connection`) that hand-written pages state. */
  webSocketConnection: WebSocketConnectionFacts;
  /** The API hosts and the protocols they accept (data/api/shared.yaml `servers` and `transport`). */
  apiTransport: ApiTransportFacts;
  /** The links to other sites of the footer (data/site.yaml `footer.links`), which a page may also name. */
  footerLinks: Array<{ label: string; href: string }>;
}

/** The hosts of the API and the TLS and HTTP versions they accept, as hand-written pages state them. */
export interface ApiTransportFacts {
  servers: Array<{ url: string; description: string }>;
  tls: string[];
  http: string[];
}

/** The figures of a WebSocket v2 connection that pages state in prose. */
export interface WebSocketConnectionFacts {
  subprotocol: string;
  ticketLifetimeSeconds: number;
  pingReplyTimeoutSeconds: number;
}

/** One REST endpoint as a hand-written page states it: its page, request line, scopes and the classes it requires. */
export interface ApiEndpointSummary {
  /** `<version>/<id>`, e.g. `v1/telegram.data`: what `<EndpointRequest id="…" />` names. */
  key: string;
  group: string;
  title: string;
  /** The endpoint's one-sentence summary (what it returns). */
  summary: string;
  route: string;
  method: string;
  url: string;
  scopes: string[];
  /** Names of the delivery classes (data/telegrams.yaml `classes`) a contract of which the endpoint requires. */
  classNames: string[];
}

/**
 * What components of every page call while the build renders them: the build-time code highlighter (shiki, which
 * never reaches the browser). The route's `+data` hook provides them in
 * `RenderHelpersContext` (pages/_components/site-content.ts).
 */
export interface RenderHelpers {
  /** A highlighted code block's HTML (generators/highlight/highlighter.ts `codeBlockHtml`). */
  codeBlockHtml: (code: string, lang: string, options: { title?: string; where: string }) => string;
}
