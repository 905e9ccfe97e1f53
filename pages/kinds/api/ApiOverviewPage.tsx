import { CodeBlock } from '../../_components/CodeBlock';
import { DataTable } from '../../_components/reference/DataTable';
import { ExternalLink } from '../../_components/reference/ExternalLink';
import { CodeList } from '../../_components/reference/SeparatedList';
import { Admonition } from './Admonition';
import { DisagreementNote } from '../../_components/DisagreementNote';
import { ApiParagraph, ApiText, ApiTextList, type PhraseLink } from './ApiText';
import { CodeMeaningTable } from './CodeMeaningTable';
import { pageLinks } from './context';
import { accessTokenVariable, apiKeyVariable } from './curl';
import { EndpointLinks } from './EndpointLinks';
import { FieldTables } from './FieldTables';
import { Heading } from '../../_components/Heading';
import { StatusBadge } from '../../_components/reference/StatusBadge';
import { ApiReference } from './ApiReference';
import {
  anchorHref,
  apiEndpointPath,
  apiErrorAnchor,
  apiSections,
  asyncApiUrl,
  authMethodAnchor,
  groupAnchor,
  oauth2Path,
  openApiUrl,
  rateLimitAnchor,
} from '../../../isomorphic/routes';
import { apiResourceList, isRestEndpoint, type ApiFieldTables } from '../../../isomorphic/api-views';
import type { ApiOverviewProps, UrlParameterExample } from './props';
import {
  type ApiCatalog,
  type ApiShared,
  type AuthenticationMethod,
  type ResponseExample,
  type RestEndpoint,
} from '../../../isomorphic/api-types';

function CallingSection({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  return (
    <>
      <Heading level={2} id={apiSections.calling} text="API の呼び出し" />
      <p>
        API は役割ごとに次のホストに分かれています。各エンドポイントのページに、そのホストを含む URL を載せています。
      </p>
      <CodeMeaningTable
        columns={['ホスト', '用途']}
        entries={shared.servers.map((server) => ({ code: server.url, meaning: server.description }))}
        links={links}
      />
      <p>
        WebSocket の接続先 URL（チケット付き）は、<a href={apiEndpointPath('v2', 'socket.start')}>Socket Start v2</a>{' '}
        の応答で受け取ります。
      </p>
      <p>
        対応している TLS は {shared.transport.tls.join('・')}、HTTP は {shared.transport.http.join('・')} です。
        <ApiText text={shared.transport.note} links={links} />
      </p>
      <p>
        障害やメンテナンスの状況は{' '}
        <ExternalLink href={shared.statusPage}>{shared.statusPage.replace(/^https:\/\//, '')}</ExternalLink>{' '}
        で確認できます。
      </p>
    </>
  );
}

function authCurl(method: AuthenticationMethod, url: string): string | null {
  if (method.credential === 'oauth2') return `curl -H "Authorization: Bearer $${accessTokenVariable}" '${url}'`;
  if (method.in === 'header') return `curl -u "$${apiKeyVariable}:" '${url}'`;
  return null;
}

function AuthenticationSection({
  shared,
  sampleUrl,
  links,
}: {
  shared: ApiShared;
  sampleUrl: string;
  links: readonly PhraseLink[];
}) {
  const { authentication } = shared;
  return (
    <>
      <Heading level={2} id={apiSections.authentication} text="認証" />
      <ApiParagraph text={authentication.summary} links={links} />
      <p>
        API キーは <ExternalLink href={authentication.credentialsUrl}>コントロールパネルの認証情報</ExternalLink>{' '}
        で発行します。アクセストークンの取得方法は <a href={oauth2Path}>OAuth2 v1</a> にあります。どちらにも API
        ごとのスコープ（権限）が結び付いていて、足りないと <code>403</code> が返ります。各 API
        に必要なスコープは、それぞれのページの「必要な権限」に載せています。
      </p>
      {authentication.methods.map((method) => {
        const curl = authCurl(method, sampleUrl);
        return (
          <section key={method.id}>
            <Heading level={3} id={authMethodAnchor(method.id)} text={method.name}>
              {method.name}
              {method.deprecated && (
                <StatusBadge tone="ending" afterText>
                  非推奨
                </StatusBadge>
              )}
            </Heading>
            <ApiParagraph text={method.description} links={links} />
            <CodeBlock code={method.example} lang={method.in === 'header' ? 'http' : 'text'} />
            {curl && (
              <>
                <p>curl では次のように指定します。</p>
                <CodeBlock code={curl} lang="bash" />
              </>
            )}
          </section>
        );
      })}
    </>
  );
}

function UrlParametersSection({ examples }: { examples: UrlParameterExample[] }) {
  return (
    <>
      <Heading level={2} id={apiSections.urlParameters} text="URL パラメータ" />
      <p>
        取得・削除する対象を URL で指定する API では、リファレンスの URL に <code>:id</code> のような <code>:名前</code>{' '}
        の部分があります。その部分を実際の値に置き換えて呼び出します。
      </p>
      <DataTable columns={['API', 'リファレンス上の URL', '値を入れた例']}>
        {examples.map((endpoint) => (
          <tr key={endpoint.id}>
            <td>
              <a href={endpoint.route}>{endpoint.title}</a>
            </td>
            <td>
              <code>{endpoint.url}</code>
            </td>
            <td>{endpoint.example === null ? '—' : <code>{endpoint.example}</code>}</td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function CursorTokenSection({ catalog, links }: { catalog: ApiCatalog; links: readonly PhraseLink[] }) {
  const { cursorToken } = catalog.shared;
  const users = catalog.endpoints.filter((endpoint) => endpoint.parameters.some((parameter) => parameter.cursor));
  return (
    <>
      <Heading level={2} id={apiSections.cursorToken} text="カーソルトークン" />
      <p>
        一覧を返す API の応答には、次の要求で使うトークンが含まれます。そのトークンを次の要求のクエリパラメータ{' '}
        <code>{cursorToken.parameter}</code> に渡します。
      </p>
      <CodeMeaningTable
        columns={['応答のフィールド', '使い方']}
        entries={cursorToken.tokens.map((token) => ({ code: token.field, meaning: token.description }))}
        links={links}
      />
      <ApiTextList items={cursorToken.rules} links={links} />
      {users.length > 0 && (
        <p>
          <code>{cursorToken.parameter}</code> を受け付ける API: <EndpointLinks endpoints={users} />
        </p>
      )}
      <Heading level={3} id="cursor-token-example" text="例" />
      <p>1 回目の要求です（認証は省略しています）。</p>
      <CodeBlock code={cursorToken.example.firstRequest} lang="text" />
      <p>
        応答に続きがあるため <code>nextToken</code> が含まれています（一覧の中身は省略しています）。
      </p>
      <CodeBlock code={JSON.stringify(cursorToken.example.firstResponse, null, 2)} lang="json" />
      <p>
        2 回目は、1 回目と同じ検索条件に <code>{cursorToken.parameter}</code> を加えます。
      </p>
      <CodeBlock code={cursorToken.example.secondRequest} lang="text" />
    </>
  );
}

/** The first error body among the endpoint examples, to show the shape of an error response. */
function errorExample(endpoints: RestEndpoint[]): ResponseExample | undefined {
  for (const endpoint of endpoints) {
    const found = endpoint.examples.find(
      (example) => typeof example.status === 'number' && example.status >= 400 && example.body !== undefined,
    );
    if (found) return found;
  }
  return undefined;
}

function ErrorsSection({
  catalog,
  errorFields,
  links,
}: {
  catalog: ApiCatalog;
  errorFields: ApiFieldTables;
  links: readonly PhraseLink[];
}) {
  const rest = catalog.endpoints.filter(isRestEndpoint);
  const example = errorExample(rest);
  return (
    <>
      <Heading level={2} id={apiSections.errors} text="標準エラー" />
      <p>
        v2 の API は、失敗したときに <code>status</code> が <code>error</code> の JSON を返します。
        <code>error.code</code> には HTTP ステータスコードと同じ値が入ります。
      </p>
      {example?.body !== undefined && (
        <CodeBlock code={JSON.stringify(example.body, null, 2)} lang="json" title="失敗時の応答の例" />
      )}
      <FieldTables tables={errorFields} prefix="error-response" caption="失敗時の応答（JSON）" links={links} />
      <p>多くの API に共通するエラーは次のとおりです。API ごとの固有のエラーは、各ページの「エラー」に載せています。</p>
      <DataTable columns={['ステータス', 'メッセージ', '説明', '返す API']}>
        {catalog.shared.errors.map((error) => (
          <tr key={error.id} id={apiErrorAnchor(error.id)}>
            <td>
              <code>{error.status}</code>
            </td>
            <td>
              <code>{error.message}</code>
            </td>
            <td>
              <ApiText text={error.meaning} links={links} />
              {error.disagreement && <DisagreementNote id={error.disagreement} />}
            </td>
            <td>
              <EndpointLinks
                endpoints={rest.filter((endpoint) => endpoint.errors.standard.includes(error.id))}
                nameBy="id"
              />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

function TypeNotationSection({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  return (
    <>
      <Heading level={2} id={apiSections.typeNotation} text="型の表記" />
      <p>パラメータとフィールドの型は、このリファレンスでは次の表記で示します。</p>
      <DataTable columns={['表記', '意味', '実際の表記の例']}>
        {shared.typeNotation.map((notation) => (
          <tr key={notation.name}>
            <td>
              <code>{notation.name}</code>
            </td>
            <td>
              <ApiText text={notation.description} links={links} />
            </td>
            <td>{notation.instances ? <CodeList values={notation.instances} /> : '—'}</td>
          </tr>
        ))}
      </DataTable>
      <ApiTextList items={shared.typeNotes} links={links} />
    </>
  );
}

/** The designation codes of `head.designation` (遅延報・訂正報・修正報). */
export function DesignationCodes({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  const { designationCodes } = shared;
  return (
    <>
      <ApiParagraph text={designationCodes.description} links={links} />
      <DataTable columns={['種類', 'コード']}>
        {designationCodes.codes.map((entry) => (
          <tr key={entry.meaning}>
            <td>{entry.meaning}</td>
            <td>
              <code>{entry.codes}</code>
            </td>
          </tr>
        ))}
      </DataTable>
      <p>
        <CodeList values={designationCodes.reserved} />: <ApiText text={designationCodes.reservedNote} links={links} />
      </p>
    </>
  );
}

function RateLimitsSection({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  const limits = shared.rateLimits;
  return (
    <>
      <Heading level={2} id={apiSections.rateLimits} text="レートリミット" />
      <p>API のリクエスト数には、{limits.provider} による上限（レートリミット）があります。</p>
      <ApiParagraph text={limits.general.description} links={links} />
      <p>次の URL には、これより厳しい上限があります。</p>
      <DataTable columns={['URL', '上限', '説明']}>
        {limits.rules.map((rule) => (
          <tr key={rule.id} id={rateLimitAnchor(rule.id)}>
            <td>
              {rule.urls.map((url) => (
                <div key={url}>
                  <code>{url}</code>
                </div>
              ))}
            </td>
            <td>
              {rule.label}（{rule.periodMinutes} 分間に {rule.requests} リクエスト）
            </td>
            <td>
              <ApiText text={rule.description} links={links} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ApiTextList items={limits.guidance} links={links} />
    </>
  );
}

function ResourcesSection({ catalog, links }: { catalog: ApiCatalog; links: readonly PhraseLink[] }) {
  return (
    <>
      <Heading level={2} id={apiSections.resources} text="リソース" />
      <p>エンドポイントの一覧です。本文の取得には v1 のデータ取得用 API を使います。</p>
      {apiResourceList(catalog).map(({ group, resources }) => (
        <section key={group.id}>
          <Heading level={3} id={groupAnchor(group.id)} text={group.label} />
          <ApiParagraph text={group.description} links={links} />
          <DataTable columns={['API', 'メソッド', 'URL', '概要']}>
            {resources.map((resource) => (
              <tr key={resource.route}>
                <td>
                  <a href={resource.route}>{resource.title}</a>
                </td>
                <td>
                  <code>{resource.method}</code>
                </td>
                <td>
                  <code>{resource.url}</code>
                </td>
                <td>
                  <ApiText text={resource.summary} />
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      ))}
    </>
  );
}

/** /docs/reference/api/v2/: what every endpoint shares, generated from data/api/shared.yaml, and the resource list. */
export function ApiOverviewPage({ context, errorFields, authExampleUrl, urlParameterExamples }: ApiOverviewProps) {
  const { catalog } = context;
  const { shared } = catalog;
  const links = pageLinks(context);
  return (
    <ApiReference disagreementTopics={context.disagreementTopics}>
      <p>
        DMDATA.JP の REST API v2 と WebSocket v2 に共通する決まりをまとめたページです。ホストと認証、URL
        パラメータ、カーソルトークン、エラー、型の表記、レートリミットを説明し、最後に全エンドポイントの
        <a href={anchorHref(apiSections.resources)}>一覧</a>を載せています。
      </p>
      <Admonition kind="tip" title="OpenAPI と AsyncAPI">
        <p>
          REST のエンドポイントは OpenAPI 3.1 の文書 <a href={openApiUrl}>openapi.json</a>、WebSocket は AsyncAPI 3.0
          の文書 <a href={asyncApiUrl}>asyncapi.json</a> でも提供しています（
          <a href={anchorHref(apiSections.openApi)}>詳細</a>）。
        </p>
      </Admonition>
      <CallingSection shared={shared} links={links} />
      <AuthenticationSection shared={shared} sampleUrl={authExampleUrl} links={links} />
      <UrlParametersSection examples={urlParameterExamples} />
      <CursorTokenSection catalog={catalog} links={links} />
      <ErrorsSection catalog={catalog} errorFields={errorFields} links={links} />
      <TypeNotationSection shared={shared} links={links} />
      <Heading level={2} id={apiSections.designationCodes} text="指定コード" />
      <DesignationCodes shared={shared} links={links} />
      <RateLimitsSection shared={shared} links={links} />
      <ResourcesSection catalog={catalog} links={links} />
      <Heading level={2} id={apiSections.openApi} text="OpenAPI と AsyncAPI" />
      <p>
        v2 の REST API と、本文を取得する v1 の API を OpenAPI 3.1 で記述した文書です。コード生成や API
        クライアントへの読み込みに使えます。
      </p>
      <ul>
        <li>
          <a href={openApiUrl}>{openApiUrl}</a>
        </li>
      </ul>
      <p>
        WebSocket v2 のメッセージ（両方向）を AsyncAPI 3.0
        で記述した文書です。各メッセージの構造と例を含み、受信側のモデルの生成に使えます。
        <code>xmlReport</code> などの共通の部品は、OpenAPI の文書と同じ名前の同じスキーマです。
      </p>
      <ul>
        <li>
          <a href={asyncApiUrl}>{asyncApiUrl}</a>
        </li>
      </ul>
    </ApiReference>
  );
}
