import { loadPriceList, type PriceList } from '../../../generators/content/price';
import { PlanCard } from './PlanCard';
import styles from './PlanCards.module.css';

/** The individual plans of data/price.yaml as cards (a grid that becomes one column on phones). */
export function PlanCards({ priceList = loadPriceList() }: { priceList?: PriceList }) {
  const taxLabel = priceList.taxIncluded ? '税込み' : '税別';
  return (
    <div className={styles.grid} data-plan-cards>
      {priceList.individual.plans.map((plan) => (
        <PlanCard key={plan.api} plan={plan} taxLabel={taxLabel} />
      ))}
    </div>
  );
}
