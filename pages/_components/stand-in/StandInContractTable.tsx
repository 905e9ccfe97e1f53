import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import type { PriceList } from '../../../isomorphic/data-types/price';
import { standInPlansOf } from '../../../isomorphic/stand-in-plans';
import { DataTable } from '../reference/DataTable';
import { useSiteData } from '../site-content';

/**
 * スタンドインの Contract List v2 が返す契約（data/stand-in.yaml の contracts と、data/price.yaml の個人向けプラン）。
 * planId は、出典のあるものだけがデータにあり、ほかはスタンドインが付けた番号です。表の下に出典を示します。
 */
export function StandInContractTable(props: { info?: StandInInfo; price?: PriceList }) {
  const info = useSiteData('standIn', props.info);
  const price = useSiteData('price', props.price);
  const plans = standInPlansOf(info.contracts, price.individual.plans);
  const sourced = plans.flatMap((plan, index) => {
    const source = info.contracts[index].planIdSource;
    return source ? [{ plan, source }] : [];
  });
  return (
    <>
      <DataTable
        caption="スタンドインの契約"
        columns={['配信区分', 'プラン名', 'planId', '1 日（円）', '月の上限（円）', '増える接続数']}
      >
        {plans.map((plan) => (
          <tr key={plan.classification}>
            <th scope="row">
              <code>{plan.classification}</code>
            </th>
            <td>{plan.planName}</td>
            <td>{plan.planId}</td>
            <td>{plan.price.day}</td>
            <td>{plan.price.month}</td>
            <td>{plan.connectionCounts}</td>
          </tr>
        ))}
      </DataTable>
      <p>
        {sourced.map(({ plan, source }) => (
          <span key={plan.classification}>
            {plan.planName}の <code>planId</code>（{plan.planId}）は、提供元の {source}の値です。
          </span>
        ))}
        ほかの <code>planId</code> は公開されていないため、スタンドインが付けた番号です。
      </p>
    </>
  );
}
