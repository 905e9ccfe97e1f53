import { Fragment, type ReactNode } from 'react';
import { InlineText } from '../../_components/reference/InlineText';
import { Constraints } from './Constraints';
import { Heading } from '../../_components/Heading';
import { deferredSection, estimatedTableHeight } from './reserved-height';
import { ContentFold } from '../../_components/reference/ContentFold';
import { FactList } from '../../_components/reference/FactList';
import styles from './FieldSections.module.css';
import {
  type AllowedValues,
  type FieldRow,
  type FieldSection,
  type FieldTree,
  type Presence,
  type ValueType,
  valueText,
} from '../../../isomorphic/schema-views';

/** Allowed values longer than this are folded into a <details> element. */
const foldValuesAbove = 12;

/**
 * Sections this deep (`body.earthquake.hypocenter` is 3) fold below their heading: the page keeps every field, and
 * a click on the fold, a "→ 詳細" link to the heading or any link to a field inside opens it
 * (renderer/content/details-reveal.ts). Without JavaScript the <details> still opens by a click.
 */
export const foldSectionsFrom = 3;

export interface FieldSectionsOptions {
  /** Heading level of a section, or null to render it under the caller's own heading. */
  level(section: FieldSection): 2 | 3 | 4 | null;
  /** Heading text of a top-level section (format root); others show their path. */
  rootTitle?: string;
  /** Optional heading put above the conditions of a top-level section. */
  rootConditions?: { id: string; text: string; level: 3 | 4 };
  componentHref: (name: string) => string;
  /** Say "this is the component X" under a section that shows a component inline. */
  noteComponents: boolean;
}

function PresenceCell({ presence }: { presence: Presence }) {
  if (presence.kind === 'required') return <>必須</>;
  if (presence.kind === 'optional') return <>任意</>;
  return <InlineText text={presence.text} />;
}

function TypeView({ type, componentHref }: { type: ValueType; componentHref: (name: string) => string }) {
  const isComponent = type.ref?.scope === 'component';
  return (
    <>
      <code>{type.label}</code>
      {type.ref && (
        <span className={styles.ref}>
          {' '}
          {isComponent ? <a href={componentHref(type.ref.name)}>{type.ref.name}</a> : type.ref.name}
        </span>
      )}
      {type.pattern && !isComponent && (
        <>
          {' '}
          <code className={styles.pattern}>{type.pattern}</code>
        </>
      )}
      {type.format && !isComponent && ` ${type.format}`}
      {type.details.length > 0 && !isComponent && <span className={styles.detail}>（{type.details.join('、')}）</span>}
    </>
  );
}

function TypeCell({ row, componentHref }: { row: FieldRow; componentHref: (name: string) => string }) {
  const [first, ...others] = row.links;
  return (
    <>
      {row.types.map((type, index) => (
        <Fragment key={index}>
          {index > 0 && ' | '}
          <TypeView type={type} componentHref={componentHref} />
        </Fragment>
      ))}
      {first && others.length === 0 && first.label === '詳細' && (
        <>
          {' '}
          <a className={styles.detailLink} href={`#${first.sectionId}`} data-detail-link>
            → 詳細
          </a>
        </>
      )}
      {(others.length > 0 || (first && first.label !== '詳細')) && (
        <div className={styles.variants}>
          形:{' '}
          {row.links.map((link, index) => (
            <span key={link.sectionId + index}>
              {index > 0 && '、'}
              <a href={`#${link.sectionId}`}>{link.label}</a>
            </span>
          ))}
        </div>
      )}
      {row.sameAs && (
        <div className={styles.same}>
          {row.sameAs.elements && '各要素は '}
          <a href={`#${row.sameAs.sectionId}`}>
            <code>{row.sameAs.path}</code>
          </a>{' '}
          と同じ構造
        </div>
      )}
    </>
  );
}

function AllowedCell({ allowed }: { allowed?: AllowedValues }) {
  if (!allowed) return null;
  const values = allowed.values.map((value, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      <code>{valueText(value)}</code>
    </Fragment>
  ));
  if (allowed.kind === 'const') return <>{values}（固定）</>;
  if (allowed.values.length <= foldValuesAbove) return <>{values}</>;
  return (
    <details>
      <summary>{allowed.values.length} 種類</summary>
      {values}
    </details>
  );
}

function FieldTable({ rows, componentHref }: { rows: FieldRow[]; componentHref: (name: string) => string }) {
  // The 許容値 column only where a row of this table has allowed values: an empty column would take the width the
  // description needs.
  const withAllowed = rows.some((row) => row.allowed);
  return (
    <table {...deferredSection('schema-fields', estimatedTableHeight(rows), styles.fields)} data-reference-tables>
      <thead>
        <tr>
          <th scope="col">フィールド</th>
          <th scope="col">出現条件</th>
          <th scope="col">型</th>
          <th scope="col">説明</th>
          {withAllowed && <th scope="col">許容値</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} id={row.id}>
            <td className={styles.field}>
              <a href={`#${row.id}`}>
                <code data-identifier>
                  {row.parent && <span className={styles.fieldParent}>{row.parent}</span>}
                  {row.name}
                </code>
              </a>
            </td>
            <td>
              <PresenceCell presence={row.presence} />
            </td>
            <td>
              <TypeCell row={row} componentHref={componentHref} />
            </td>
            <td className={styles.description}>
              {row.description && <InlineText text={row.description} />}
              {row.elements.map((element) => (
                <div key={element.suffix} className={styles.item}>
                  <code>{element.suffix}</code> {element.description && <InlineText text={element.description} />}
                  {element.details.length > 0 && `（${element.details.join('、')}）`}
                </div>
              ))}
              {row.notes.map((note) => (
                <div key={note} className={styles.note}>
                  <InlineText text={note} />
                </div>
              ))}
            </td>
            {withAllowed && (
              <td>
                <AllowedCell allowed={row.allowed} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SummaryFacts({
  summary,
  componentHref,
}: {
  summary: NonNullable<FieldSection['summary']>;
  componentHref: (name: string) => string;
}) {
  const types = summary.types.map((type, index) => (
    <span key={index}>
      {index > 0 && ' | '}
      <TypeView type={type} componentHref={componentHref} />
    </span>
  ));
  return (
    <FactList
      facts={[
        { label: '型', value: types },
        ...(summary.allowed ? [{ label: '許容値', value: <AllowedCell allowed={summary.allowed} /> }] : []),
      ]}
    />
  );
}

function sectionTitle(section: FieldSection, options: FieldSectionsOptions): { text: string; node: ReactNode } {
  if (section.path === '') return { text: options.rootTitle ?? '', node: options.rootTitle };
  const named =
    section.variant && section.variant.name !== `形 ${section.variant.index}` ? `: ${section.variant.name}` : '';
  const variant = section.variant ? `（形 ${section.variant.index}/${section.variant.count}${named}）` : '';
  if (section.depth === 0) return { text: section.path, node: section.path };
  return {
    text: `${section.path}${variant}`,
    node: (
      <>
        <code>{section.path}</code>
        {variant}
      </>
    ),
  };
}

function SectionView({ section, options }: { section: FieldSection; options: FieldSectionsOptions }) {
  const level = options.level(section);
  const title = sectionTitle(section, options);
  const heading = level !== null && (
    <Heading level={level} id={section.id} text={title.text}>
      {title.node}
    </Heading>
  );
  const body = <SectionBody section={section} options={options} />;
  if (heading && section.depth >= foldSectionsFrom) {
    // The heading (with its # link) stays outside the fold: a summary may not hold a link.
    return (
      <>
        {heading}
        <ContentFold
          headingId={section.id}
          summary={section.rows.length > 0 ? `フィールド ${section.rows.length} 件を表示` : '内容を表示'}
        >
          {body}
        </ContentFold>
      </>
    );
  }
  return (
    <>
      {heading}
      {body}
    </>
  );
}

/** A section below its heading: variant note, description, summary facts, field table, conditions. */
function SectionBody({ section, options }: { section: FieldSection; options: FieldSectionsOptions }) {
  return (
    <>
      {section.variant && (
        <p className={styles.variantNote}>
          <code>{section.path}</code> が取りうる {section.variant.count} 通りの形のうちの 1 つです。
        </p>
      )}
      {section.description && (
        <p>
          <InlineText text={section.description} />
        </p>
      )}
      {options.noteComponents && section.component && (
        <p className={styles.componentNote}>
          共通コンポーネント <a href={options.componentHref(section.component)}>{section.component}</a> の定義です。
        </p>
      )}
      {section.summary && <SummaryFacts summary={section.summary} componentHref={options.componentHref} />}
      {section.rows.length > 0 && <FieldTable rows={section.rows} componentHref={options.componentHref} />}
      {section.constraints.length > 0 && (
        <>
          {section.depth === 0 && options.rootConditions && (
            <Heading
              level={options.rootConditions.level}
              id={options.rootConditions.id}
              text={options.rootConditions.text}
            />
          )}
          {!(section.depth === 0 && options.rootConditions) && (
            <p className={styles.conditionsTitle}>
              <strong>条件による違い</strong>
            </p>
          )}
          <Constraints blocks={section.constraints} />
        </>
      )}
    </>
  );
}

/** Every section of a field tree, in page order: heading, description, field table, conditions. */
export function FieldSections({ tree, options }: { tree: FieldTree; options: FieldSectionsOptions }) {
  return (
    <>
      {tree.sections.map((section) => (
        <SectionView key={section.id} section={section} options={options} />
      ))}
    </>
  );
}
