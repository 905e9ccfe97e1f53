import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import { DataTable } from '../reference/DataTable';
import { useSiteData } from '../site-content';

/** data/stand-in.yaml のコマンドラインオプションを一覧にする（CLI も同じ一覧を読む）。 */
export function StandInOptionTable(props: { info?: StandInInfo }) {
  const info = useSiteData('standIn', props.info);
  return (
    <DataTable caption="オプション" columns={['オプション', '省略時', '説明']}>
      {info.options.map((option) => (
        <tr key={option.name}>
          <th scope="row">
            <code>
              --{option.name}
              {option.argument ? ` <${option.argument}>` : ''}
            </code>
          </th>
          <td>{option.default !== undefined ? <code>{option.default}</code> : '—'}</td>
          <td>
            {option.description}
            {option.repeatable ? '（何度でも指定できます）' : ''}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
