import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import type { PriceList } from '../../../isomorphic/data-types/price';
import { standInPlansOf } from '../../../isomorphic/stand-in-plans';
import { DataTable } from '../reference/DataTable';
import { useSiteData } from '../site-content';

/**
 * スタンドインの Contract List v2 が返す契約（data/stand-in.yaml の contracts と、data/price.yaml の個人向けプラン）。
 * planId は、出典のあるものだけがデータにあり、ほかはスタンドインが付けた番号です。
 */
export function StandInContractTable(props: { info?: StandInInfo; price?: PriceList }) {
  const info = useSiteData('standIn', props.info);
  const price = useSiteData('price', props.price);
  const plans = standInPlansOf(info.contracts, price.individual.plans);
  return (
    <DataTable
      caption="スタンドインの契約"
      columns={['classification', 'planName', 'planId', 'price.day', 'price.month', 'connectionCounts']}
    >
      {plans.map((plan, index) => {
        const source = info.contracts[index].planIdSource;
        return (
          <tr key={plan.classification}>
            <th scope="row">
              <code>{plan.classification}</code>
            </th>
            <td>{plan.planName}</td>
            <td>
              <code>{plan.planId}</code>
              {source ? `（出典: ${source}）` : '（スタンドインが付けた番号）'}
            </td>
            <td>{plan.price.day}</td>
            <td>{plan.price.month}</td>
            <td>{plan.connectionCounts}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
