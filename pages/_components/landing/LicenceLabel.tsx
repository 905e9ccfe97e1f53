import { licenceLabel, loadServiceFacts } from '../../../generators/content/service';

/** The forecasting licence from data/service.yaml, e.g. `予報業務許可（地震動）第237号`. */
export function LicenceLabel() {
  return <>{licenceLabel(loadServiceFacts())}</>;
}
