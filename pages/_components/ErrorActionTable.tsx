import type { ErrorActionRow } from '../../isomorphic/lifecycle';
import { DataTable } from './reference/DataTable';
import { InlineText } from './reference/InlineText';
import { SeparatedList } from './reference/SeparatedList';
import { useSiteContent } from './site-content';

const kindLabels: Record<ErrorActionRow['kind'], string> = { http: 'HTTP', websocket: 'WebSocket 切断' };

/**
 * Every HTTP error status and WebSocket close code data/api documents, with what it means there (and on which
 * pages) and what a client should do (data/lifecycle.yaml `clientActions`): one table.
 */
export function ErrorActionTable() {
  const rows = useSiteContent().lifecycle.errorRows;
  return (
    <DataTable columns={['種類', 'コード', '意味（返す API）', 'クライアントの対応']} kind="error-actions">
      {rows.map((row) => (
        <tr key={`${row.kind}-${row.code}`} id={`${row.kind}-${row.code}`}>
          <td>{kindLabels[row.kind]}</td>
          <td>
            <code>{row.code}</code>
          </td>
          <td>
            {row.meanings.map((meaning, index) => (
              <p key={index}>
                <InlineText text={meaning.text} />（
                <SeparatedList
                  items={meaning.origins}
                  keyOf={(origin) => origin.href}
                  render={(origin) => <a href={origin.href}>{origin.title}</a>}
                />
                ）
              </p>
            ))}
          </td>
          <td>
            <InlineText text={row.action} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
