import type { StandInInfo } from '../../../isomorphic/data-types/stand-in';
import { DataTable } from '../reference/DataTable';
import { useSiteData } from '../site-content';

/** data/stand-in.yaml の障害と、実行中に打てるコマンドを一覧にする。 */
export function StandInFaultTable(props: { info?: StandInInfo; commands?: boolean }) {
  const info = useSiteData('standIn', props.info);
  if (props.commands)
    return (
      <DataTable caption="実行中のコマンド" columns={['入力', '動作']}>
        {info.commands.map((command) => (
          <tr key={command.input}>
            <th scope="row">{command.input === '' ? 'Enter' : <code>{command.input}</code>}</th>
            <td>{command.description}</td>
          </tr>
        ))}
      </DataTable>
    );
  return (
    <DataTable caption="障害" columns={['名前', 'スタンドインがすること', 'クライアントがすべきこと']}>
      {info.faults.map((fault) => (
        <tr key={fault.name}>
          <th scope="row">
            <code>{fault.name}</code>
          </th>
          <td>{fault.description}</td>
          <td>{fault.expect}</td>
        </tr>
      ))}
    </DataTable>
  );
}
