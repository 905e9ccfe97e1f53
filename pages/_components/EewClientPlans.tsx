import { loadEewClient, type EewClientPlan } from '../../generators/content/eewclient';
import { DataTable } from './reference/DataTable';

const yen = new Intl.NumberFormat('ja-JP');

function feeText(plan: EewClientPlan): string {
  const monthly = `${yen.format(plan.monthlyFee)}円/月`;
  if (plan.dailyFee === undefined) return `${monthly}（日割りなし）`;
  return `${monthly}（最大額。日割り ${yen.format(plan.dailyFee)}円/日）`;
}

/** The contracts that let EEW Client connect, with their fees (tax included), from data/eewclient.yaml. */
export function EewClientPlans() {
  const { plans } = loadEewClient();
  return (
    <DataTable caption="利用に必要な契約（金額は税込み）" columns={['契約', '料金', '初期費用', '補足']}>
      {plans.map((plan) => (
        <tr key={plan.name}>
          <th scope="row">{plan.name}</th>
          <td>{feeText(plan)}</td>
          <td>{yen.format(plan.initialFee)}円</td>
          <td>
            {plan.notes.map((note, index) => (
              <p key={index}>{note}</p>
            ))}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
