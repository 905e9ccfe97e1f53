import { paymentUsageLabels } from '../../isomorphic/content-format';
import type { PaymentMethod, PaymentMethodCatalog } from '../../isomorphic/data-types/payment-methods';
import { useSiteData } from './site-content';
import { DataTable } from './reference/DataTable';

export interface PaymentMethodTableProps {
  catalog?: PaymentMethodCatalog;
}

function BrandList({ brands }: { brands?: string[] }) {
  if (!brands || brands.length === 0) return <>—</>;
  return (
    <ul>
      {brands.map((brand) => (
        <li key={brand}>{brand}</li>
      ))}
    </ul>
  );
}

function Remarks({ method }: { method: PaymentMethod }) {
  const parts: string[] = [];
  if (method.notes) parts.push(method.notes);
  if (method.userFee) parts.push(`${method.userFee}はユーザーの負担です`);
  return <>{parts.length > 0 ? parts.join('。') : '—'}</>;
}

function PaymentMethodRow({ method }: { method: PaymentMethod }) {
  return (
    <tr>
      <th scope="row">{method.name}</th>
      <td>{paymentUsageLabels[method.usage]}</td>
      <td>
        <BrandList brands={method.brands} />
      </td>
      <td>{method.processor ?? '—'}</td>
      <td>
        <Remarks method={method} />
      </td>
    </tr>
  );
}

/** data/payment-methods.yaml の決済手段を、使える場面・ブランド・決済代行とともに一覧にする。 */
export function PaymentMethodTable(props: PaymentMethodTableProps) {
  const catalog = useSiteData('paymentMethods', props.catalog);
  return (
    <DataTable caption="使える決済手段" columns={['決済手段', '使える場面', '対応ブランド・店舗', '決済代行', '補足']}>
      {catalog.methods.map((method) => (
        <PaymentMethodRow key={method.id} method={method} />
      ))}
    </DataTable>
  );
}
