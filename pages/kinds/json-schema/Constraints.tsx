import { InlineParts } from './InlineParts';
import { deferredSection, estimatedConditionsHeight } from './reserved-height';
import styles from './Constraints.module.css';
import { type ClauseLine, type ConstraintBlock, type JsonValue, valueText } from '../../../isomorphic/schema-views';

function Place({ line }: { line: ClauseLine }) {
  if (line.path === '') return null;
  const code = <code>{line.path}</code>;
  return <>{line.href ? <a href={line.href}>{code}</a> : code}: </>;
}

function ClauseList({ lines }: { lines: ClauseLine[] }) {
  return (
    <ul>
      {lines.map((line, index) => (
        <li key={index}>
          <Place line={line} />
          <InlineParts parts={line.text} />
        </li>
      ))}
    </ul>
  );
}

function ColumnName({ column }: { column: { name: string; href?: string } }) {
  const code = <code>{column.name}</code>;
  return column.href ? <a href={column.href}>{code}</a> : code;
}

/** The columns a sentence names, joined by `・`. */
function ColumnNames({ columns }: { columns: Array<{ name: string; href?: string }> }) {
  return columns.map((column, index) => (
    <span key={column.name}>
      {index > 0 && '・'}
      <ColumnName column={column} />
    </span>
  ));
}

function ValueTable({ columns, rows }: { columns: Array<{ name: string; href?: string }>; rows: JsonValue[][] }) {
  return (
    <table className={styles.valueTable}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.name} scope="col">
              <ColumnName column={column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((value, column) => (
              <td key={column}>{value === null && columns.length > 2 ? '—' : <code>{valueText(value)}</code>}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Block({ block }: { block: ConstraintBlock }) {
  switch (block.kind) {
    case 'when':
      return (
        <div className={styles.condition}>
          <p className={styles.conditionWhen}>
            <InlineParts parts={block.condition} />
            は、次のとおりです。
          </p>
          {block.then.length > 0 && <ClauseList lines={block.then} />}
          {block.otherwise.length > 0 && (
            <>
              <p className={styles.conditionWhen}>そうでないときは、次のとおりです。</p>
              <ClauseList lines={block.otherwise} />
            </>
          )}
        </div>
      );
    case 'pairs':
      return (
        <div className={styles.condition}>
          <p className={styles.conditionWhen}>
            <ColumnName column={block.columns[0]} /> の値ごとに <ColumnName column={block.columns[1]} />{' '}
            の値が決まります。
          </p>
          <ValueTable columns={block.columns} rows={block.rows} />
        </div>
      );
    case 'combinations':
      return (
        <div className={styles.condition}>
          <p className={styles.conditionWhen}>
            <ColumnNames columns={block.columns} /> は次のいずれかの組み合わせになります。
          </p>
          <ValueTable columns={block.columns} rows={block.rows} />
        </div>
      );
    case 'alternatives':
      return (
        <div className={styles.condition}>
          <p className={styles.conditionWhen}>
            {block.keyword === 'oneOf'
              ? '次のどれか 1 つだけに当てはまります。'
              : '次の少なくとも 1 つに当てはまります。'}
          </p>
          <ol>
            {block.options.map((lines, index) => (
              <li key={index}>
                {lines.map((line, position) => (
                  <span key={position}>
                    {position > 0 && '／'}
                    <Place line={line} />
                    <InlineParts parts={line.text} />
                  </span>
                ))}
              </li>
            ))}
          </ol>
        </div>
      );
    case 'same':
      return (
        <div className={styles.condition}>
          <p>
            <ColumnNames columns={block.columns} /> の値の組み合わせは{' '}
            <a href={`#${block.sectionId}`}>
              <code>{block.path}</code>
            </a>{' '}
            の表と同じです。
          </p>
        </div>
      );
    case 'rules':
      return (
        <div className={styles.condition}>
          <p className={styles.conditionWhen}>どの場合も、次のとおりです。</p>
          <ClauseList lines={block.lines} />
        </div>
      );
  }
}

/** The conditions of one object level: `if`/`then`/`else` as named cases, value tables, and fixed rules. */
export function Constraints({ blocks }: { blocks: ConstraintBlock[] }) {
  return (
    <div {...deferredSection('schema-conditions', estimatedConditionsHeight(blocks), styles.conditions)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
