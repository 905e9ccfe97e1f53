import { useSiteData } from '../site-content';
import { PlanCard } from './PlanCard';
import styles from './PlanCards.module.css';
import { classContents, type TelegramCatalog } from '../../../isomorphic/catalog-types';
import type { PriceList } from '../../../isomorphic/data-types/price';

/**
 * The individual plans of data/price.yaml as cards (a grid that becomes one column on phones), each listing the
 * telegrams its class holds in data/telegrams.yaml.
 */
export function PlanCards({ priceList: given, catalog }: { priceList?: PriceList; catalog?: TelegramCatalog }) {
  const priceList = useSiteData('price', given);
  const telegrams = useSiteData('telegrams', catalog);
  const taxLabel = priceList.taxIncluded ? '税込み' : '税別';
  return (
    <div className={styles.grid} data-plan-cards>
      {priceList.individual.plans.map((plan) => (
        <PlanCard key={plan.api} plan={plan} taxLabel={taxLabel} contents={classContents(telegrams, plan.api)} />
      ))}
    </div>
  );
}
