import { individualPlanScope } from '../../../isomorphic/content-format';
import type { PriceList } from '../../../isomorphic/data-types/price';
import { useSiteData } from '../site-content';

/**
 * Which classes an individual can buy, from data/price.yaml: the number of individual plans, then the telegram classes
 * without one by name and the JMA file classes, which have no individual price. Two sentences, for a paragraph or a
 * list item of / and /price.
 */
export function IndividualPlanScope({ priceList: given }: { priceList?: PriceList }) {
  const scope = individualPlanScope(useSiteData('price', given));
  const telegramClasses =
    scope.telegramClassesWithout.length > 0 ? `${scope.telegramClassesWithout.join('、')}の各区分と、` : '';
  return (
    <span data-individual-plan-scope>
      {`個人向けプランで契約できるのは、上の ${scope.individual.length} 区分です。`}
      {`${telegramClasses}ファイル形式データ（${scope.jmafileClassCount} 区分）には個人向けの料金がありません。`}
    </span>
  );
}
