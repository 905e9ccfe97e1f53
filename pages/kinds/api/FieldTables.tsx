import { Fragment } from 'react';
import { DataTable } from '../../_components/reference/DataTable';
import { CodeList } from '../../_components/reference/SeparatedList';
import { ApiText, type PhraseLink } from './ApiText';
import { FieldExtra } from './FieldExtra';
import { DisagreementNote } from '../../_components/DisagreementNote';
import styles from './FieldTables.module.css';
import type { ApiFieldLevel, ApiFieldRow, ApiFieldTables } from '../../../isomorphic/api-views';
import { fieldRowId, fieldTableId } from '../../../isomorphic/routes';

function FieldDescription({
  row,
  links,
  childId,
}: {
  row: ApiFieldRow;
  links: readonly PhraseLink[];
  childId?: string;
}) {
  return (
    <>
      <ApiText text={row.description} links={links} />
      {row.values && (
        <FieldExtra>
          取りうる値: <CodeList values={row.values} />
        </FieldExtra>
      )}
      {row.constraints.map((text) => (
        <FieldExtra key={text}>{text}</FieldExtra>
      ))}
      {row.note && (
        <FieldExtra>
          補足: <ApiText text={row.note} links={links} />
        </FieldExtra>
      )}
      {row.disagreement && <DisagreementNote id={row.disagreement} />}
      {childId && (
        <FieldExtra>
          <a href={`#${childId}`}>内訳の表へ</a>
        </FieldExtra>
      )}
    </>
  );
}

/** A type notation that may wrap after each `|` but never inside a type name. */
function TypeNotation({ notation }: { notation: string }) {
  const parts = notation.split('|');
  return (
    <code className={styles.typeNotation} data-identifier>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              |<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

function LevelTable({
  level,
  prefix,
  caption,
  links,
}: {
  level: ApiFieldLevel;
  prefix: string;
  caption: string;
  links: readonly PhraseLink[];
}) {
  return (
    <DataTable
      id={fieldTableId(prefix, level.idPath)}
      className={styles.table}
      caption={
        level.idPath.length === 0 ? (
          caption
        ) : (
          <>
            <code>{level.displayPath}</code> の中身 — <ApiText text={level.description} links={links} />
          </>
        )
      }
      columns={['フィールド', '型', '出現条件', '説明']}
    >
      {level.rows.map((row) => {
        const idPath = [...level.idPath, row.name];
        return (
          <tr key={row.name} id={fieldRowId(prefix, idPath)}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            <td>
              <TypeNotation notation={row.type} />
            </td>
            <td>
              <ApiText text={row.condition} links={links} />
            </td>
            <td>
              <FieldDescription
                row={row}
                links={links}
                childId={row.hasTable ? fieldTableId(prefix, idPath) : undefined}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * The fields of a JSON schema as nested tables, one per object level (worked out by the build:
 * generators/api/field-tables.ts), each row anchored by its field path (`{prefix}.items.head.type`) and each nested
 * table by `{prefix}-fields.items.head`.
 */
export function FieldTables({
  tables,
  prefix,
  caption,
  links = [],
}: {
  tables: ApiFieldTables;
  prefix: string;
  caption: string;
  links?: readonly PhraseLink[];
}) {
  if (tables.levels.length === 0) {
    return (
      <p>
        <code>{tables.type}</code> — <ApiText text={tables.description} links={links} />
      </p>
    );
  }
  return (
    <div className="field-tables">
      {tables.levels.map((level) => (
        <LevelTable key={level.displayPath} level={level} prefix={prefix} caption={caption} links={links} />
      ))}
    </div>
  );
}
