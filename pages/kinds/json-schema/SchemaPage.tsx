import { CodeBlock } from '../../_components/CodeBlock';
import { DisagreementNotes } from '../../_components/DisagreementNote';
import { ContentFold } from '../../_components/reference/ContentFold';
import { FactList } from '../../_components/reference/FactList';
import { InlineText } from '../../_components/reference/InlineText';
import { FieldSections } from './FieldSections';
import { Heading } from '../../_components/Heading';
import { DocumentFigure, JapanOutlines } from '../../_components/figures/DocumentFigure';
import { hasMap } from '../../../isomorphic/figures/figure-tree';
import { VersionChangesSection } from './VersionChangesSection';
import { componentPagePath, jsonConversionPath, schemaHeadAnchor, telegramUrl } from '../../../isomorphic/routes';
import { type FieldSection, type SchemaPageData, type SchemaTelegram } from '../../../isomorphic/schema-views';
import type { SchemaPageProps } from './props';

/**
 * Highlighting multiplies the size of a JSON text about seven times. Examples are coloured in page order while
 * their total stays within `highlightBudget` characters; the others are shown as plain text, and very large ones
 * as their beginning with a link to the whole file.
 */
export const exampleLimits = { highlightBudget: 12_000, excerptAbove: 40_000, excerptLines: 120 } as const;

type ExampleView = SchemaPageData['examples'][number];

/** Which examples get colours: in order, while the running total fits the budget. */
export function highlightedExamples(examples: ExampleView[]): Set<string> {
  const chosen = new Set<string>();
  let used = 0;
  for (const example of examples) {
    if (used + example.code.length > exampleLimits.highlightBudget) continue;
    used += example.code.length;
    chosen.add(example.slug);
  }
  return chosen;
}

const errorsPath = '/docs/reference/conversion/json/errors';
export const validatorPath = '/docs/reference/conversion/json/validator/';

function componentHref(name: string): string {
  return `${componentPagePath}#${name}`;
}

function sectionLevel(section: FieldSection): 3 | 4 {
  return section.depth <= 1 ? 3 : 4;
}

function DataTypes({ telegram }: { telegram: SchemaTelegram }) {
  const { entry } = telegram;
  const pattern = entry.dataTypePatterns?.[0]?.notation;
  if (entry.dataTypes.length > 4 && pattern) return <code>{pattern}</code>;
  if (entry.dataTypes.length === 0) return pattern ? <code>{pattern}</code> : null;
  return (
    <>
      {entry.dataTypes.map((code, index) => (
        <span key={code}>
          {index > 0 && '、'}
          <code>{code}</code>
        </span>
      ))}
    </>
  );
}

function TelegramList({ telegrams }: { telegrams: SchemaTelegram[] }) {
  if (telegrams.length === 0) {
    return <p>電文カタログ（data/telegrams.yaml）で、このバージョンを使う電文として登録されているものはありません。</p>;
  }
  return (
    <ul>
      {telegrams.map((telegram) => (
        <li key={`${telegram.entry.code}-${telegram.legacyUntil ?? ''}`}>
          <DataTypes telegram={telegram} /> <a href={telegramUrl(telegram.entry.code)}>{telegram.entry.title}</a>
          {telegram.legacyUntil !== undefined &&
            (telegram.legacyUntil ? `（旧バージョンとして ${telegram.legacyUntil} まで）` : '（旧バージョンとして）')}
        </li>
      ))}
    </ul>
  );
}

/** Notes that follow from the schema itself: where values are strings, `null`, cancel variants, `_schema`. */
function Notes({ data }: { data: SchemaPageData }) {
  const { entry, tree } = data;
  const rows = tree.sections.flatMap((section) => section.rows);
  const numericStrings = ['NumberString', 'IntegerString', 'CodeString'].filter((name) =>
    rows.some((row) => row.types.some((type) => type.ref?.name === name)),
  );
  const nullable = rows.filter((row) => row.types.some((type) => type.label === 'null')).length;
  const root = tree.sections[0];
  const cancel = root?.constraints.some(
    (block) =>
      block.kind === 'when' && block.condition.some((part) => typeof part !== 'string' && part.code === '取消'),
  );
  return (
    <ul>
      <li>
        この版の JSON: <code>_schema.type</code> が <code>{entry.name}</code>、<code>_schema.version</code> が{' '}
        <code>{entry.version}</code>。本文を読む前にこの 2 つを確認。
      </li>
      {cancel && (
        <li>
          <code>infoType</code> が <code>取消</code> の電文: <code>body</code> の中身が通常の報と異なる（
          <a href="#conditions">条件による違い</a>）。
        </li>
      )}
      {numericStrings.length > 0 && (
        <li>
          数値を表す値の多くは JSON の数値ではなく文字列（
          {numericStrings.map((name, index) => (
            <span key={name}>
              {index > 0 && '、'}
              <a href={componentHref(name)}>{name}</a>
            </span>
          ))}
          ）。計算に使うときは数値への変換が必要。
        </li>
      )}
      {nullable > 0 && (
        <li>
          型に <code>null</code> を含むフィールド: {nullable} 個。値がないときは <code>null</code>{' '}
          になるため、使う前に確認が必要。
        </li>
      )}
      <li>
        スキーマに合わない JSON が配信された事例: <a href={errorsPath}>スキーマチェックエラー</a>
      </li>
    </ul>
  );
}

/** One example under its heading, its JSON folded unless `open` (the first is open); a link to the heading opens it. */
function Example({ example, highlight, open }: { example: ExampleView; highlight: boolean; open: boolean }) {
  const lines = example.code.split('\n');
  const excerpt = example.code.length > exampleLimits.excerptAbove;
  const code = excerpt ? `${lines.slice(0, exampleLimits.excerptLines).join('\n')}\n…\n` : example.code;
  return (
    <>
      <Heading level={3} id={`example-${example.slug}`} text={example.fileName} />
      <DocumentFigure figure={example.figure} />
      <ContentFold headingId={`example-${example.slug}`} summary={`JSON ${lines.length - 1} 行を表示`} open={open}>
        {excerpt && (
          <p>
            {`大きい例（${lines.length - 1} 行）なので、先頭の ${exampleLimits.excerptLines} 行だけを表示しています。全体は `}
            <a href={example.download}>{example.fileName}</a> からダウンロードできます。
          </p>
        )}
        <CodeBlock code={code} lang={highlight && !excerpt ? 'json' : 'text'} title={example.fileName} />
      </ContentFold>
    </>
  );
}

/** /docs/reference/conversion/json/schema/{name} and …/legacy/{name}_{version}: one schema version. */
export function SchemaPage({ data, disagreementTopics }: SchemaPageProps) {
  const { entry, tree } = data;
  const current = data.versions.find((version) => version.current)!;
  const legacy = data.versions.filter((version) => !version.current);
  const highlighted = highlightedExamples(data.examples);
  return (
    <>
      {!entry.current && (
        <aside className="admonition admonition-caution">
          <p className="admonition-title">旧バージョン</p>
          <p>
            このページは {entry.name} の旧バージョン v{entry.version} の説明です。現在のバージョンは{' '}
            <a href={current.url}>
              {entry.name} v{current.version}
            </a>{' '}
            です。
          </p>
        </aside>
      )}
      <p>
        <InlineText text={String(entry.schema.description)} />
      </p>
      <FactList
        facts={[
          { label: 'スキーマ名', value: <code>{entry.name}</code> },
          { label: 'バージョン', value: `${entry.version}（${entry.current ? '現行' : '旧バージョン'}）` },
          {
            label: 'ダウンロード',
            value: (
              <>
                <a href={data.downloads.json}>JSON Schema</a>、<a href={data.downloads.types}>TypeScript 型定義</a>
              </>
            ),
          },
          {
            label: '検証',
            value: <a href={validatorPath}>手元の JSON をこのスキーマで検証する（ブラウザ内で完結）</a>,
          },
        ]}
      />
      <Heading level={2} id="telegrams" text="対象とする XML 電文" />
      <TelegramList telegrams={data.telegrams} />
      <DisagreementNotes topics={disagreementTopics} />
      <Heading level={2} id="head" text="共通ヘッダー" />
      <p>
        最上位には、すべてのフォーマットに共通するヘッダーのフィールドが並びます。意味と型は{' '}
        <a href={`${jsonConversionPath}#${schemaHeadAnchor}`}>共通ヘッダー</a>{' '}
        を参照してください。この形式で値が決まるものや説明が加わるものは、下の「最上位のフィールド」に載せています。
      </p>
      {tree.inherited.length > 0 && (
        <p>
          共通ヘッダーのまま使うフィールド:{' '}
          {tree.inherited.map((name, index) => (
            <span key={name}>
              {index > 0 && '、'}
              <a href={`${jsonConversionPath}#field-${name}`}>
                <code>{name}</code>
              </a>
            </span>
          ))}
        </p>
      )}
      <Heading level={2} id="fields" text="フィールド" />
      <FieldSections
        tree={tree}
        options={{
          level: sectionLevel,
          rootTitle: '最上位のフィールド',
          rootConditions: { id: 'conditions', text: '条件による違い', level: 3 },
          componentHref,
          noteComponents: true,
        }}
      />
      <Heading level={2} id="notes" text="注意事項" />
      <Notes data={data} />
      {data.examples.length > 0 && (
        <>
          <Heading level={2} id="examples" text="例" />
          <p>
            次の例は、このスキーマで検証済みの JSON
            です。各例の上の図は、その文書が示す震源・火山の位置と、都道府県ごとの震度や警報の段階を描いたものです（表は同じ内容の文字版です）。ページを軽くするため、色分けは先頭のいくつかの例だけにしています。どの例も{' '}
            <code>/schemas/{entry.name}/examples/</code>{' '}
            の下からファイルとしてダウンロードできます（各例のファイル名と同じ名前です）。
          </p>
          {data.examples.some((example) => hasMap(example.figure)) && <JapanOutlines />}
          {data.examples.map((example, index) => (
            <Example
              key={example.slug}
              example={example}
              highlight={highlighted.has(example.slug)}
              open={index === 0}
            />
          ))}
        </>
      )}
      <VersionChangesSection changes={data.changes} name={entry.name} />
      <Heading level={2} id="download" text="ダウンロード" />
      <ul>
        <li>
          <a href={data.downloads.json}>{data.downloads.json.split('/').pop()}</a>: JSON Schema（draft
          2020-12）。共通コンポーネントへの参照を解決した 1 ファイル。
        </li>
        <li>
          <a href={data.downloads.types}>{data.downloads.types.split('/').pop()}</a>: TypeScript
          の型定義。ルートの型名は <code>{data.downloads.typeName}</code>。
        </li>
      </ul>
      {entry.current && legacy.length > 0 && (
        <>
          <Heading level={2} id="versions" text="旧バージョン" />
          <ul>
            {legacy.map((version) => (
              <li key={version.version}>
                <a href={version.url}>
                  {entry.name} v{version.version}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
