import { Fragment } from 'react';
import { DataTable } from '../reference/DataTable';
import { useRenderHelpers } from '../site-content';
import { CodeList } from '../reference/SeparatedList';
import { ApiText, type PhraseLink } from './ApiText';
import { jsonValueText } from './json-value';
import { FieldExtra } from './FieldExtra';
import { SourceExtra } from './SourceExtra';
import styles from './FieldTables.module.css';
import { type FieldSchema, type JsonValue } from '../../../isomorphic/api-types';

/** One object level of a schema: the fields of one table. */
export interface FieldLevel {
  /** Path shown to readers: `items[].head`, or '' for the root. */
  displayPath: string;
  /** Field names from the root, used for ids: `['items', 'head']`. */
  idPath: string[];
  schema: FieldSchema;
}

/** The object reached through `items` of (nested) arrays, and how many array steps it took. */
function objectBehind(schema: FieldSchema): { object: FieldSchema; arrays: number } | undefined {
  let current: FieldSchema | undefined = schema;
  let arrays = 0;
  while (current) {
    if (current.properties) return { object: current, arrays };
    current = current.items;
    arrays += 1;
  }
  return undefined;
}

/** Every object level of a schema, depth first (a parent table is followed by its children's tables). */
export function fieldLevels(schema: FieldSchema): FieldLevel[] {
  const levels: FieldLevel[] = [];
  const visit = (object: FieldSchema, displayPath: string, idPath: string[]) => {
    levels.push({ displayPath, idPath, schema: object });
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const inner = objectBehind(field);
      if (!inner) continue;
      const path = `${displayPath === '' ? '' : `${displayPath}.`}${name}${'[]'.repeat(inner.arrays)}`;
      visit(inner.object, path, [...idPath, name]);
    }
  };
  const root = objectBehind(schema);
  if (root) visit(root.object, '[]'.repeat(root.arrays), []);
  return levels;
}

/** Ids of a field table set: the root table, nested tables and field rows never collide. */
export function fieldTableId(prefix: string, idPath: string[]): string {
  return idPath.length === 0 ? `${prefix}-fields` : `${prefix}-fields.${idPath.join('.')}`;
}

export function fieldRowId(prefix: string, idPath: string[]): string {
  return `${prefix}.${idPath.join('.')}`;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}〜${max}${unit}`;
  if (min !== undefined) return `${min}${unit}以上`;
  if (max !== undefined) return `${max}${unit}以下`;
  return null;
}

function constraintsOf(field: FieldSchema): string[] {
  const out: string[] = [];
  const items = range(field.minItems, field.maxItems, ' 個');
  if (items) out.push(`要素数: ${items}`);
  const value = range(field.minimum, field.maximum, '');
  if (value) out.push(`値の範囲: ${value}`);
  const length = range(field.minLength, field.maxLength, ' 文字');
  if (length) out.push(`文字数: ${length}`);
  return out;
}

/** Allowed values of a field or of its array items. */
function enumOf(field: FieldSchema): JsonValue[] | undefined {
  return field.enum ?? field.items?.enum;
}

function FieldDescription({
  field,
  links,
  childId,
}: {
  field: FieldSchema;
  links: readonly PhraseLink[];
  childId?: string;
}) {
  const values = enumOf(field);
  const constraints = constraintsOf(field);
  return (
    <>
      <ApiText text={field.description} links={links} />
      {values && (
        <FieldExtra>
          取りうる値: <CodeList values={values.map(jsonValueText)} />
        </FieldExtra>
      )}
      {constraints.map((text) => (
        <FieldExtra key={text}>{text}</FieldExtra>
      ))}
      {field['x-note'] && (
        <FieldExtra>
          補足: <ApiText text={field['x-note']} links={links} />
        </FieldExtra>
      )}
      <SourceExtra source={field['x-source']} note={field['x-source-note']} links={links} />
      {childId && (
        <FieldExtra>
          <a href={`#${childId}`}>内訳の表へ</a>
        </FieldExtra>
      )}
    </>
  );
}

/** A type notation that may wrap after each `|` but never inside a type name. */
export function TypeNotation({ notation }: { notation: string }) {
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

function conditionOf(field: FieldSchema, required: boolean): string {
  if (field['x-condition']) return field['x-condition'];
  return required ? '常に出現' : '—';
}

function LevelTable({
  level,
  prefix,
  caption,
  links,
}: {
  level: FieldLevel;
  prefix: string;
  caption: string;
  links: readonly PhraseLink[];
}) {
  const required = new Set(level.schema.required ?? []);
  const { typeNotationOf } = useRenderHelpers();
  return (
    <DataTable
      id={fieldTableId(prefix, level.idPath)}
      className={styles.table}
      caption={
        level.idPath.length === 0 ? (
          caption
        ) : (
          <>
            <code>{level.displayPath}</code> の中身 — <ApiText text={level.schema.description} links={links} />
          </>
        )
      }
      columns={['フィールド', '型', '出現条件', '説明']}
    >
      {Object.entries(level.schema.properties ?? {}).map(([name, field]) => {
        const idPath = [...level.idPath, name];
        const hasChild = objectBehind(field) !== undefined;
        return (
          <tr key={name} id={fieldRowId(prefix, idPath)}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <TypeNotation notation={typeNotationOf(field)} />
            </td>
            <td>
              <ApiText text={conditionOf(field, required.has(name))} links={links} />
            </td>
            <td>
              <FieldDescription
                field={field}
                links={links}
                childId={hasChild ? fieldTableId(prefix, idPath) : undefined}
              />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/**
 * The fields of a JSON schema as nested tables, one per object level, each row anchored by its field path
 * (`{prefix}.items.head.type`) and each nested table by `{prefix}-fields.items.head`.
 */
export function FieldTables({
  schema,
  prefix,
  caption,
  links = [],
}: {
  schema: FieldSchema;
  prefix: string;
  caption: string;
  links?: readonly PhraseLink[];
}) {
  const levels = fieldLevels(schema);
  const { typeNotationOf } = useRenderHelpers();
  if (levels.length === 0) {
    return (
      <p>
        <code>{typeNotationOf(schema)}</code> — <ApiText text={schema.description} links={links} />
      </p>
    );
  }
  return (
    <div className="field-tables">
      {levels.map((level) => (
        <LevelTable key={level.displayPath} level={level} prefix={prefix} caption={caption} links={links} />
      ))}
    </div>
  );
}

/** Every field name of a schema (for tests and search): the keys of every object level. */
export function fieldNames(schema: FieldSchema): string[] {
  return fieldLevels(schema).flatMap((level) => Object.keys(level.schema.properties ?? {}));
}
