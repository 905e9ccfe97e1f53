import { CodeBlock } from '../../_components/CodeBlock';
import { FieldSections } from './FieldSections';
import { Heading } from '../../_components/Heading';
import styles from './SchemaOverview.module.css';
import { componentPagePath, schemaHeadAnchor } from '../../../isomorphic/routes';
import { type FieldSection, type SchemaOverviewData } from '../../../isomorphic/schema-views';
import type { SchemaOverviewProps } from './props';

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
export function SchemaOverview({ data }: SchemaOverviewProps) {
  const legacyCount = data.formats.reduce((sum, format) => sum + format.legacy.length, 0);
  const conditional = (data.head.sections[0]?.rows ?? [])
    .filter((row) => row.presence.kind === 'conditional')
    .map((row) => row.name);
  return (
    <>
      <p>
        DMDATA.JP は、気象庁から届く防災情報 XML の電文のうちよく使われるものを JSON に変換し、XML
        と並べて配信しています。JSON の形は DMDATA.JP が定めたスキーマに従います。XML
        を解析する処理を書かなくても、電文の内容をそのままオブジェクトとして扱えます。このページでは、受け取り方、変換に伴う注意、スキーマのバージョンの扱い、フォーマットの一覧、すべてのフォーマットに共通するヘッダーを説明します。
      </p>

      <Heading level={2} id="api" text="受け取り方" />
      <ul>
        <li>
          REST API: <a href={api.telegramList}>Telegram List v2</a> のクエリで <code>formatMode</code> に{' '}
          <code>json</code> を指定すると、JSON に変換したデータが一覧に並びます（省略時は <code>raw</code>{' '}
          で、気象庁の電文そのものです）。各項目の <code>format</code> は <code>json</code> になり、
          <code>schema.type</code> にスキーマ名、<code>schema.version</code> にバージョンが入ります。本文は項目の{' '}
          <code>url</code>（<a href={api.telegramData}>Telegram Data v1</a>）から取得します。
        </li>
        <li>
          WebSocket: <a href={api.socketStart}>Socket Start v2</a> のリクエストで <code>formatMode</code> に{' '}
          <code>json</code> を指定して <a href={api.websocket}>WebSocket v2</a> に接続します。実験的に提供している{' '}
          <code>formats</code> を使う場合は <code>json</code> を含めます（
          <code>xml</code> と <code>json</code> は同時に指定できず、<code>formatMode</code> とも併用できません）。届く{' '}
          <code>data</code> メッセージは <code>format</code> が <code>json</code> になり、<code>xmlReport</code>{' '}
          に変換元 XML の Control 部と Head 部が付きます。
        </li>
        <li>
          どちらの方法でも、JSON に変換するのは下の一覧のスキーマに対応するデータ種類コードの電文だけです。
          <code>formatMode</code> の <code>json</code> について: {data.unconvertedTelegrams}。
        </li>
        <li>
          <code>format</code> の値が <code>xml</code>・<code>a/n</code>・<code>binary</code>{' '}
          のデータは気象庁が定めた形式、<code>json</code> は DMDATA.JP が定めた形式です。
        </li>
      </ul>

      <Heading level={2} id="risks" text="変換に伴う注意" />
      <ul>
        <li>
          XML から JSON への変換には、最大で 1 秒ほどかかります。変換のために元の XML
          電文の配信が遅れることはありません。
        </li>
        <li>
          変換に失敗したり、想定していない内容の JSON が配信されたりすることがあります。受信側では <code>_schema</code>{' '}
          を確かめ、知らない値が来ても処理全体が止まらないようにしてください。
        </li>
        <li>
          DMDATA.JP は配信した JSON を常にスキーマで検査しており、不合格になったものは{' '}
          <a href={errorsPath}>スキーマチェックエラー</a> に載せています。
        </li>
      </ul>

      <Heading level={2} id="schema-versions" text="スキーマのバージョン" />
      <p>
        どの JSON にも最上位に <code>_schema</code> があり、<code>_schema.type</code> がスキーマ名（例:{' '}
        <code>earthquake-information</code>）、<code>_schema.version</code> がバージョン（例: <code>1.1.0</code>
        ）を表します。受け取ったデータがどの定義に従うかは、この 2 つで判断します。
      </p>
      <ul>
        <li>
          バージョンは <code>メジャー.マイナー.パッチ</code> の 3
          つの数字です。電文の新設や廃止、運用の変更で表現を広げるときに新しいバージョンが作られます。変更は対象の電文以外の部分に及ぶこともあり、予告なしに行われる場合があります。
        </li>
        <li>
          新しいバージョンができても古いバージョンのページは残しています（現在 {legacyCount}{' '}
          件）。電文によっては旧バージョンの JSON が配信され続けていることがあるので、各スキーマのページの「対象とする
          XML 電文」と電文のページで確認してください。
        </li>
        <li>
          各スキーマのページから、参照をすべて解決した 1 ファイルの JSON Schema（draft 2020-12）と TypeScript の型定義（
          <code>.d.ts</code>
          ）をダウンロードできます。DMDATA.JP は TypeScript の型定義を npm パッケージ{' '}
          <code>@dmdata/telegram-json-types</code>（
          <a href="https://github.com/pdmdss/telegram-json-types" target="_blank" rel="noopener noreferrer">
            pdmdss/telegram-json-types
          </a>
          ）としても公開しています。
        </li>
        <li>
          複数のスキーマで使う部品（日時、座標、震源、震度階級など）は{' '}
          <a href={componentPagePath}>共通コンポーネント</a> にまとめています。定義ファイルは{' '}
          <a href={data.components}>components.json</a> です。
        </li>
      </ul>

      <Heading level={2} id="formats" text="フォーマットの一覧" />
      <p>
        {data.formats.length}{' '}
        種類のフォーマットがあります。対象電文の件数は、電文カタログでそのバージョンを使うと登録されている電文の数です。
      </p>
      <FormatTable formats={data.formats} />

      <Heading level={2} id={schemaHeadAnchor} text="共通ヘッダー" />
      <p>
        すべてのフォーマットは、最上位に次のフィールドを持ちます。本文は <code>body</code>{' '}
        に入り、その中身はフォーマットごとに異なります。フォーマットによっては値が固定されたり、<code>null</code>{' '}
        に決まったりするフィールドがあり、それは各スキーマのページに載せています。
      </p>
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
  );
}
