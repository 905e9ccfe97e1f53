import { individualPlanScope } from '../../../isomorphic/content-format';
import type { PriceList } from '../../../isomorphic/data-types/price';
import { useSiteData } from '../site-content';

/**
 * Which classes have no individual price, from data/price.yaml: the telegram classes without an individual plan by
 * name, and the JMA file classes by count. One sentence, for the paragraph or list item after the plan cards of / and
 * /price (which show the classes an individual can buy).
 */
export function IndividualPlanScope({ priceList: given }: { priceList?: PriceList }) {
  const scope = individualPlanScope(useSiteData('price', given));
  const telegramClasses =
    scope.telegramClassesWithout.length > 0 ? `${scope.telegramClassesWithout.join('、')}の各区分と、` : '';
  return (
    <span data-individual-plan-scope>
      {`${telegramClasses}ファイル形式データ（${scope.jmafileClassCount} 区分）には個人向けの料金がありません。`}
    </span>
  );
}
