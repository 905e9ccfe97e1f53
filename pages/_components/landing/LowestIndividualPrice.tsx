import { formatYen, loadPriceList } from '../../../generators/content/price';

/** The lowest monthly price of the individual plans in data/price.yaml, e.g. `440円`. */
export function LowestIndividualPrice() {
  const lowest = Math.min(...loadPriceList().individual.plans.map((plan) => plan.monthlyMaxPrice));
  return <>{`${formatYen(lowest)}円`}</>;
}
