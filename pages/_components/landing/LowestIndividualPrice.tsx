import { formatYen } from '../../../isomorphic/content-format';
import { useSiteContent } from '../site-content';

/** The lowest monthly price of the individual plans in data/price.yaml, e.g. `440円`. */
export function LowestIndividualPrice() {
  const lowest = Math.min(...useSiteContent().price.individual.plans.map((plan) => plan.monthlyMaxPrice));
  return <>{`${formatYen(lowest)}円`}</>;
}
