import type { ReactNode } from 'react';

/**
 * A plain HTML table of a reference page: an optional caption, one header row of column titles and the
 * body rows given as children (each `<tr>` built by the caller).
 */
export function DataTable({
  caption,
  columns,
  id,
  className,
  kind,
  children,
}: {
  caption?: ReactNode;
  columns: readonly string[];
  id?: string;
  className?: string;
  /** What the table lists (`data-table-kind`), for code and tests that look for one kind of table. */
  kind?: string;
  children: ReactNode;
}) {
  return (
    <table id={id} className={className} data-table-kind={kind}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
