import { readFileSync } from 'node:fs';
import type { RenderHelpers, SiteContent } from '../../isomorphic/site-content';
import { loadConversionErrors } from '../content/conversion-errors';
import { loadEewGuideline } from '../content/eew-guideline';
import { loadEewClient } from '../content/eewclient';
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
    service,
    serviceFacts: loadServiceFactList(),
    disagreements: loadDisagreements(),
    standIn: loadStandInInfo(),
    scenarios: loadScenarios().map((scenario) => ({
      ...scenario,
      steps: scenario.steps.map(({ content: _content, ...step }) => step),
    })),
    showcaseExcerpt: showcaseExcerpt(service),
  };
}

/** The build-time helpers components call while rendering (isomorphic/site-content.ts); load the highlighter first. */
export const renderHelpers: RenderHelpers = { codeBlockHtml };
