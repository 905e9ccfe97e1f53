import { checkClassPrices } from './class-prices';
import { loadConversionErrors } from './conversion-errors';
import { loadDisagreements } from './disagreements';
import { loadEewGuideline } from './eew-guideline';
import { loadEewClient } from './eewclient';
import { loadLifecycle } from './lifecycle';
import { loadParameterHistory } from './parameter-history';
import { loadPaymentMethods } from './payment-methods';
import { loadPriceList } from './price';
import { loadSearchSynonyms } from './search-synonyms';
import { loadServiceFacts } from './service';
import { loadScenarios } from './scenarios';
import { loadStandInInfo } from './stand-in';

/**
 * Data files read by hand-written pages (through their components). The build validates them all before
 * prerendering, so a mistake stops it with a positioned message instead of failing inside a page.
 */
export const contentDataFiles: { file: string; load: () => unknown }[] = [
  { file: 'data/price.yaml', load: () => loadPriceList() },
  // Across files: every delivery class of the catalogs has a price, and every price a class.
  { file: 'data/price.yaml', load: () => checkClassPrices() },
  { file: 'data/payment-methods.yaml', load: () => loadPaymentMethods() },
  { file: 'data/parameter-history.yaml', load: () => loadParameterHistory() },
  { file: 'data/eewclient.yaml', load: () => loadEewClient() },
  { file: 'data/eew-guideline.yaml', load: () => loadEewGuideline() },
  { file: 'data/conversion-errors.yaml', load: () => loadConversionErrors() },
  { file: 'data/lifecycle.yaml', load: () => loadLifecycle() },
  { file: 'data/search.yaml', load: () => loadSearchSynonyms() },
  { file: 'data/service.yaml', load: () => loadServiceFacts() },
  { file: 'data/disagreements.yaml', load: () => loadDisagreements() },
  { file: 'data/stand-in.yaml', load: () => loadStandInInfo() },
  { file: 'data/scenarios/', load: () => loadScenarios() },
];
