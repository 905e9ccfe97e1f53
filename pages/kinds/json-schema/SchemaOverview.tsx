import type { ComponentType, ReactNode } from 'react';
import { CodeBlock } from '../../_components/CodeBlock';
import { DisagreementNotes } from '../../_components/DisagreementNote';
import { FieldSections } from './FieldSections';
import styles from './SchemaOverview.module.css';
import { componentPagePath, schemaHeadAnchor } from '../../../isomorphic/routes';
import { type FieldSection, type SchemaOverviewData } from '../../../isomorphic/schema-views';
import type { SchemaOverviewProps } from './props';
import Prose from './_schema-overview.mdx';

/** The page's fixed text (`_schema-overview.mdx`); the facts, links and tables come in as props. */
const SchemaOverviewProse = Prose as ComponentType<{
  links: Record<
    'telegramList' | 'socketStart' | 'websocket' | 'telegramData' | 'errors' | 'components' | 'componentsJson',
    string
  >;
  unconvertedTelegrams: string;
  legacyCount: number;
  formatCount: number;
  formatTable: ReactNode;
  headAnchor: string;
  header: ReactNode;
}>;

const api = {
  telegramList: '/docs/reference/api/v2/telegram.list',
  socketStart: '/docs/reference/api/v2/socket.start',
  websocket: '/docs/reference/api/v2/websocket',
  telegramData: '/docs/reference/api/v1/telegram.data',
};
const errorsPath = '/docs/reference/conversion/json/errors';

function componentHref(name: string): string {
  return `${componentPagePath}#${name}`;
}

function headLevel(section: FieldSection): 3 | 4 | null {
  if (section.depth === 0) return null;
  return section.depth === 1 ? 3 : 4;
}

function FormatTable({ formats }: { formats: SchemaOverviewData['formats'] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">スキーマ名</th>
          <th scope="col">現行バージョン</th>
          <th scope="col">旧バージョン</th>
          <th scope="col">対象電文</th>
          <th scope="col">ダウンロード</th>
        </tr>
      </thead>
      <tbody>
        {formats.map((format) => (
          <tr key={format.name} id={`format-${format.name}`}>
            <td>
              <a href={format.current.url}>
                <code>{format.name}</code>
              </a>
            </td>
            <td>{format.current.version}</td>
            <td>
              {format.legacy.length === 0
                ? '—'
                : format.legacy.map((legacy, index) => (
                    <span key={legacy.version}>
                      {index > 0 && '、'}
                      <a href={legacy.url}>{legacy.version}</a>
                    </span>
                  ))}
            </td>
            <td>
              <a href={`${format.current.url}#telegrams`}>{format.telegrams.length} 件</a>
            </td>
            <td>
              <a href={format.current.json}>JSON Schema</a>、<a href={format.current.types}>型定義</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /docs/reference/conversion/json/: what the JSON conversion is, how versions work, the formats, the header. */
export function SchemaOverview({ data, disagreementTopics }: SchemaOverviewProps) {
  const legacyCount = data.formats.reduce((sum, format) => sum + format.legacy.length, 0);
  const conditional = (data.head.sections[0]?.rows ?? [])
    .filter((row) => row.presence.kind === 'conditional')
    .map((row) => row.name);
  return (
    <SchemaOverviewProse
      links={{ ...api, errors: errorsPath, components: componentPagePath, componentsJson: data.components }}
      unconvertedTelegrams={data.unconvertedTelegrams}
      legacyCount={legacyCount}
      formatCount={data.formats.length}
      formatTable={
        <>
          <FormatTable formats={data.formats} />
          <DisagreementNotes topics={disagreementTopics} />
        </>
      }
      headAnchor={schemaHeadAnchor}
      header={
        <>
          {data.headExample && <CodeBlock code={data.headExample.code} lang="json" title={data.headExample.fileName} />}
          <FieldSections tree={data.head} options={{ level: headLevel, componentHref, noteComponents: true }} />
          <p className={styles.componentNote}>
            定義は共通コンポーネントの <a href={componentHref('Head')}>Head</a> です。
            {conditional.length > 0 && (
              <>
                {' '}
                条件付きのフィールド（
                {conditional.map((name, index) => (
                  <span key={name}>
                    {index > 0 && '、'}
                    <a href={`#field-${name}`}>
                      <code>{name}</code>
                    </a>
                  </span>
                ))}
                ）がどの電文で現れるかは、各スキーマのページの「条件による違い」に示しています。
              </>
            )}
          </p>
        </>
      }
    />
  );
}
