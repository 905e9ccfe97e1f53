import { CodeBlock } from '../../_components/CodeBlock';
import { DataTable } from '../../_components/reference/DataTable';
import { FactList, type Fact } from '../../_components/reference/FactList';
import { CodeList } from '../../_components/reference/SeparatedList';
import { ApiParagraph, ApiText, ApiTextList, type PhraseLink } from './ApiText';
import { pageLinks, type ApiPageContext } from './context';
import { accessTokenVariable, apiKeyVariable, curlExample } from './curl';
import { fetchExample, pythonExample } from './request-examples';
import {
  NotesSection,
  ParametersSection,
  PermissionsSection,
  RelatedSection,
  StoredSinceSection,
} from './EndpointSections';
import { FieldTables } from './FieldTables';
import { Heading } from '../../_components/Heading';
import { FieldExtra } from './FieldExtra';
import { DisagreementNote } from '../../_components/DisagreementNote';
import styles from './EndpointPage.module.css';
import { ApiReference } from './ApiReference';
import { TryItPanel } from './TryItPanel';
import { apiSections, overviewSectionUrl } from '../../../isomorphic/routes';
import { endpointErrorRows, isSuccessStatus, type ApiFieldTables } from '../../../isomorphic/api-views';
import type { RestEndpointProps } from './props';
import { boilerplateSearchWeight } from '../../../isomorphic/search-kinds';
import {
  type ApiShared,
  type HttpStatus,
  type ResponseExample,
  type RestEndpoint,
} from '../../../isomorphic/api-types';

/** Host fact of an endpoint URL: the server it belongs to. */
function serverOf(shared: ApiShared, url: string) {
  return shared.servers.find((server) => url.startsWith(`${server.url}/`));
}

/** The rate limit that applies to an endpoint, in words, linked to the overview's table. */
export function RateLimitFact({ shared, ruleId }: { shared: ApiShared; ruleId?: string }) {
  const rule = shared.rateLimits.rules.find((candidate) => candidate.id === ruleId);
  const general = shared.rateLimits.general;
  return (
    <>
      {rule
        ? `${rule.periodMinutes} 分間に ${rule.requests} リクエストまで（${rule.label}）`
        : `ドメインと接続元 IP アドレスの組ごとに ${general.periodMinutes} 分間に ${general.requests} リクエストまで`}
      {' — '}
      <a href={overviewSectionUrl(apiSections.rateLimits)}>レートリミット</a>
    </>
  );
}

function RequestSection({ endpoint, context }: { endpoint: RestEndpoint; context: ApiPageContext }) {
  const { shared } = context.catalog;
  const server = serverOf(shared, endpoint.url);
  const facts: Fact[] = [
    { label: 'メソッド', value: <code>{endpoint.method}</code> },
    { label: 'URL', value: <code>{endpoint.url}</code> },
  ];
  if (server) facts.push({ label: 'ホスト', value: <ApiText text={server.description} /> });
  if (endpoint.request) facts.push({ label: 'リクエストの形式', value: <code>{endpoint.request.contentType}</code> });
  facts.push({ label: 'レートリミット', value: <RateLimitFact shared={shared} ruleId={endpoint.rateLimit} /> });
  return (
    <>
      <Heading level={2} id="request" text="リクエスト" />
      <CodeBlock code={`${endpoint.method} ${endpoint.url}`} lang="http" />
      <FactList facts={facts} />
      <Heading level={3} id="curl" text="curl での呼び出し例" />
      <p>
        API キーを環境変数 <code>{apiKeyVariable}</code> に入れておくと、そのまま実行できます。
      </p>
      <CodeBlock code={curlExample(endpoint)} lang="bash" title="curl" />
      <p>
        OAuth2 のアクセストークンを使う場合は、<code>-u</code> の代わりに{' '}
        <code>{`-H "Authorization: Bearer $${accessTokenVariable}"`}</code> を付けます（
        <a href={overviewSectionUrl(apiSections.authentication)}>認証</a>）。
      </p>
      <Heading level={3} id="fetch" text="JavaScript（fetch）での呼び出し例" />
      <p>
        Node.js 18 以降で ES モジュール（拡張子 <code>.mjs</code>）として実行できます。API キーは同じく環境変数{' '}
        <code>{apiKeyVariable}</code> から読みます。
      </p>
      <CodeBlock code={fetchExample(endpoint)} lang="js" title="JavaScript（fetch）" />
      <Heading level={3} id="python" text="Python での呼び出し例" />
      <p>Python 3 の標準ライブラリ（urllib）だけで動きます。</p>
      <CodeBlock code={pythonExample(endpoint)} lang="python" title="Python" />
    </>
  );
}

function RequestBodyExample({ endpoint }: { endpoint: RestEndpoint }) {
  if (!endpoint.request) return null;
  return (
    <>
      <p>リクエストボディの例です。</p>
      <CodeBlock code={JSON.stringify(endpoint.request.example, null, 2)} lang="json" title="リクエストボディ" />
    </>
  );
}

function ResponseHeadersTable({ endpoint, links }: { endpoint: RestEndpoint; links: readonly PhraseLink[] }) {
  const headers = endpoint.response.headers;
  if (!headers) return null;
  return (
    <>
      <Heading level={3} id="response-headers" text="レスポンスヘッダー" />
      <DataTable columns={['ヘッダー', '型', '出現条件', '説明']}>
        {headers.map((header) => (
          <tr key={header.name} id={`header-${header.name.toLowerCase()}`}>
            <th scope="row">
              <code>{header.name}</code>
            </th>
            <td>
              <code>{header.type}</code>
            </td>
            <td>
              {header.condition ? (
                <ApiText text={header.condition} links={links} />
              ) : header.required ? (
                '常に出現'
              ) : (
                '—'
              )}
            </td>
            <td>
              <ApiText text={header.description} links={links} />
              {header.allowedValues && (
                <FieldExtra>
                  取りうる値: <CodeList values={header.allowedValues} />
                </FieldExtra>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function BodyFormatDetails({
  endpoint,
  headersJson,
  links,
}: {
  endpoint: RestEndpoint;
  headersJson?: ApiFieldTables;
  links: readonly PhraseLink[];
}) {
  const { response } = endpoint;
  return (
    <>
      {headersJson && (
        <>
          <Heading level={3} id="headers-json" text="HEADERS_JSON" />
          <FieldTables tables={headersJson} prefix="headers-json" caption="HEADERS_JSON の各要素" links={links} />
        </>
      )}
      {response.formatNotes && response.formatNotes.length > 0 && (
        <ApiTextList items={response.formatNotes} links={links} />
      )}
      {response.concatFileCounts && response.concatFileCounts.length > 0 && (
        <DataTable
          caption={
            <>
              <code>concat</code> 形式で連結されているファイルの数
            </>
          }
          columns={['データ', 'ファイル数']}
        >
          {response.concatFileCounts.map((entry) => (
            <tr key={entry.data}>
              <td>{entry.data}</td>
              <td>{entry.upTo ? `最大 ${entry.files}` : entry.files}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}

function ResponseSection({
  endpoint,
  fields,
  links,
}: {
  endpoint: RestEndpoint;
  fields: RestEndpointProps['fields'];
  links: readonly PhraseLink[];
}) {
  const { response } = endpoint;
  const facts: Fact[] = [
    { label: 'ステータス', value: <code>{String(response.status)}</code> },
    {
      label: 'Content-Type',
      value: response.contentTypes.length === 0 ? '本文なし' : <CodeList values={response.contentTypes} />,
    },
  ];
  return (
    <>
      <Heading level={2} id="response" text="レスポンス" />
      <ApiParagraph text={response.description} links={links} />
      <FactList facts={facts} />
      <ResponseHeadersTable endpoint={endpoint} links={links} />
      <BodyFormatDetails endpoint={endpoint} headersJson={fields.headersJson} links={links} />
      {fields.response && (
        <>
          <Heading level={3} id="response-body" text="レスポンスのフィールド" />
          <FieldTables tables={fields.response} prefix="response" caption="レスポンスボディ（JSON）" links={links} />
        </>
      )}
    </>
  );
}

function langOf(contentType: string | undefined): string {
  if (!contentType || contentType === 'application/json') return 'json';
  if (contentType.endsWith('/xml')) return 'xml';
  return 'text';
}

function statusText(status: HttpStatus): string {
  return String(status);
}

function ExampleBlock({ example, links }: { example: ResponseExample; links: readonly PhraseLink[] }) {
  const headerLines = example.headers
    ? Object.entries(example.headers).map(([name, value]) => `${name}: ${value}`)
    : [];
  return (
    <>
      <Heading level={3} id={`example-${example.name}`} text={`${statusText(example.status)} ${example.name}`}>
        <code>{statusText(example.status)}</code> {example.name}
      </Heading>
      <ApiParagraph text={example.summary} links={links} />
      {example.contentType && (
        <p>
          Content-Type: <code>{example.contentType}</code>
        </p>
      )}
      {headerLines.length > 0 && <CodeBlock code={headerLines.join('\n')} lang="http" title="レスポンスヘッダー" />}
      {example.headersJson !== undefined && (
        <CodeBlock code={JSON.stringify(example.headersJson, null, 2)} lang="json" title="HEADERS_JSON" />
      )}
      {example.body !== undefined && (
        <CodeBlock code={JSON.stringify(example.body, null, 2)} lang="json" title="レスポンスボディ" />
      )}
      {example.bodyText !== undefined && (
        <CodeBlock code={example.bodyText} lang={langOf(example.contentType)} title="レスポンスボディ" />
      )}
    </>
  );
}

function ExamplesSection({ endpoint, links }: { endpoint: RestEndpoint; links: readonly PhraseLink[] }) {
  if (endpoint.examples.length === 0) return null;
  const ordered = [
    ...endpoint.examples.filter((e) => isSuccessStatus(e.status)),
    ...endpoint.examples.filter((e) => !isSuccessStatus(e.status)),
  ];
  return (
    <>
      <Heading level={2} id="examples" text="レスポンスの例" />
      {ordered.map((example) => (
        <ExampleBlock key={example.name} example={example} links={links} />
      ))}
    </>
  );
}

function ErrorsSection({
  endpoint,
  context,
  links,
}: {
  endpoint: RestEndpoint;
  context: ApiPageContext;
  links: readonly PhraseLink[];
}) {
  const rows = endpointErrorRows(context.catalog, endpoint);
  const limits = context.catalog.shared.rateLimits;
  return (
    <>
      <Heading level={2} id="errors" text="エラー" />
      {endpoint.errors.contentType === 'application/json' ? (
        <p data-pagefind-weight={boilerplateSearchWeight}>
          エラーのときは、<code>status</code> が <code>error</code> の JSON が返ります。形式は{' '}
          <a href={overviewSectionUrl(apiSections.errors)}>標準エラー</a> と同じです。
        </p>
      ) : (
        <p>
          エラーのときは、内容を表すプレーンテキスト（<code>text/plain</code>）が返ります。JSON
          ではないため、ステータスコードで判定してください。
        </p>
      )}
      {rows.length > 0 && (
        <DataTable columns={['ステータス', 'メッセージ', '説明']}>
          {rows.map((row) => (
            // The standard errors repeat on every endpoint page and are explained on the overview: they weigh
            // little in search, so a status code typed finds the overview (data-pagefind-weight, 1 is the default).
            <tr
              key={`${row.status}-${row.message ?? row.meaning}`}
              data-pagefind-weight={row.standard ? boilerplateSearchWeight : undefined}
            >
              <td>
                <code>{row.status}</code>
                <div className={styles.errorKind}>
                  {row.standard ? <a href={overviewSectionUrl(apiSections.errors)}>標準エラー</a> : 'この API 固有'}
                </div>
              </td>
              <td>{row.message ? <code>{row.message}</code> : '—'}</td>
              <td>
                <ApiText text={row.meaning} links={links} />
                {!row.standard && row.disagreement && <DisagreementNote id={row.disagreement} />}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <p data-pagefind-weight={boilerplateSearchWeight}>
        このほか、リクエスト数が上限を超えると <code>{limits.status}</code> が返ります（
        <a href={overviewSectionUrl(apiSections.rateLimits)}>レートリミット</a>）。
      </p>
    </>
  );
}

/** /docs/reference/api/{version}/{id} for a REST endpoint: request, parameters, permissions, response, examples, errors. */
export function EndpointPage({ endpoint, context, fields, tryIt }: RestEndpointProps) {
  const links = pageLinks(context, endpoint);
  const bodyParameters = endpoint.parameters.some((parameter) => parameter.in === 'body');
  return (
    <ApiReference disagreementTopics={context.disagreementTopics}>
      <ApiParagraph text={endpoint.summary} links={links} />
      <ApiParagraph text={endpoint.description} links={links} />
      <RequestSection endpoint={endpoint} context={context} />
      <ParametersSection parameters={endpoint.parameters} links={links} />
      {bodyParameters && <RequestBodyExample endpoint={endpoint} />}
      <TryItPanel config={tryIt} />
      <PermissionsSection endpoint={endpoint} context={context} links={links} />
      <NotesSection notes={endpoint.notes} links={links} />
      <ResponseSection endpoint={endpoint} fields={fields} links={links} />
      <ExamplesSection endpoint={endpoint} links={links} />
      <ErrorsSection endpoint={endpoint} context={context} links={links} />
      {endpoint.storedSince && <StoredSinceSection stored={endpoint.storedSince} context={context} links={links} />}
      <RelatedSection endpoint={endpoint} context={context} />
    </ApiReference>
  );
}
