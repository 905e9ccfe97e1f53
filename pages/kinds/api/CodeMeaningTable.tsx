import { DataTable } from '../../_components/reference/DataTable';
import { ApiText, type PhraseLink } from './ApiText';

/** A literal value (host, field, error code, parameter) and the data text that explains it. */
export interface CodeMeaning {
  code: string | number;
  meaning: string;
  /** Anchor of the row, for values other pages link to. */
  id?: string;
}

/**
 * Two columns: the value as `<code>` and its explanation. With `rowHeader` the value cell is the row's
 * header (`<th scope="row">`), as in tables that name one thing per row.
 */
export function CodeMeaningTable({
  columns,
  entries,
  caption,
  rowHeader = false,
  links,
}: {
  columns: readonly [string, string];
  entries: readonly CodeMeaning[];
  caption?: string;
  rowHeader?: boolean;
  links: readonly PhraseLink[];
}) {
  const CodeCell = rowHeader ? 'th' : 'td';
  return (
    <DataTable caption={caption} columns={columns}>
      {entries.map((entry) => (
        <tr key={entry.code} id={entry.id}>
          <CodeCell scope={rowHeader ? 'row' : undefined}>
            <code>{entry.code}</code>
          </CodeCell>
          <td>
            <ApiText text={entry.meaning} links={links} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
