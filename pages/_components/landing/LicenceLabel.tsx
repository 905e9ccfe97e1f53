import { licenceLabel } from '../../../isomorphic/content-format';
import { useSiteContent } from '../site-content';

/** The forecasting licence from data/service.yaml, e.g. `予報業務許可（地震動）第237号`. */
export function LicenceLabel() {
  return <>{licenceLabel(useSiteContent().service)}</>;
}
