import type { ComponentType, ReactNode } from 'react';
import { CodeBlock } from '../../_components/CodeBlock';
import { DataTable } from '../../_components/reference/DataTable';
import { RuleUrls } from '../../_components/reference/RuleUrls';
import { ExternalLink } from '../../_components/reference/ExternalLink';
import { CodeList } from '../../_components/reference/SeparatedList';
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
import { apiErrorAnchor, authMethodAnchor, groupAnchor, rateLimitAnchor } from '../../../isomorphic/routes';
import { apiResourceList, isRestEndpoint } from '../../../isomorphic/api-views';
import type { ApiOverviewProps, UrlParameterExample } from './props';
import Prose from './_api-overview.mdx';
import {
  type ApiCatalog,
  type ApiShared,
  type AuthenticationMethod,
  type ResponseExample,
  type RestEndpoint,
} from '../../../isomorphic/api-types';

function authCurl(method: AuthenticationMethod, url: string): string | null {
  if (method.credential === 'oauth2') return `curl -H "Authorization: Bearer $${accessTokenVariable}" '${url}'`;
  if (method.in === 'header') return `curl -u "$${apiKeyVariable}:" '${url}'`;
  return null;
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

/** The page's fixed text (`_api-overview.mdx`); the facts and tables come in as props. */
const ApiOverviewProse = Prose as ComponentType<
  Record<
    | 'hosts'
    | 'statusLink'
    | 'authSummary'
    | 'credentialsLink'
    | 'authMethods'
    | 'urlParameters'
    | 'cursorTokens'
    | 'cursorFirstRequest'
    | 'cursorFirstResponse'
    | 'cursorSecondRequest'
    | 'errorShape'
    | 'errors'
    | 'typeNotation'
    | 'designationCodes'
    | 'rateLimitGeneral'
    | 'rateLimits'
    | 'resources',
    ReactNode
  > &
    Record<'tls' | 'http' | 'cursorParameter' | 'rateLimitProvider', string> & {
      /** `<TransportNote />`: the note on TLS and HTTP, from data. */
      components: { TransportNote: ComponentType };
    }
>;

function AuthMethods({
  shared,
  sampleUrl,
  links,
}: {
  shared: ApiShared;
  sampleUrl: string;
  links: readonly PhraseLink[];
}) {
  return shared.authentication.methods.map((method) => {
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
  });
}

function UrlParameterTable({ examples }: { examples: UrlParameterExample[] }) {
  return (
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
  );
}

function CursorTokens({ catalog, links }: { catalog: ApiCatalog; links: readonly PhraseLink[] }) {
  const { cursorToken } = catalog.shared;
  const users = catalog.endpoints.filter((endpoint) => endpoint.parameters.some((parameter) => parameter.cursor));
  return (
    <>
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
    </>
  );
}

function ErrorTable({ catalog, links }: { catalog: ApiCatalog; links: readonly PhraseLink[] }) {
  const rest = catalog.endpoints.filter(isRestEndpoint);
  return (
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
  );
}

function TypeNotation({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  return (
    <>
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

function RateLimits({ shared, links }: { shared: ApiShared; links: readonly PhraseLink[] }) {
  const limits = shared.rateLimits;
  return (
    <>
      <DataTable columns={['URL', '上限', '説明']}>
        {limits.rules.map((rule) => (
          <tr key={rule.id} id={rateLimitAnchor(rule.id)}>
            <td>
              <RuleUrls urls={rule.urls} />
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

function Resources({ catalog, links }: { catalog: ApiCatalog; links: readonly PhraseLink[] }) {
  return apiResourceList(catalog).map(({ group, resources }) => (
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
  ));
}

/** /docs/reference/api/v2/: what every endpoint shares, generated from data/api/shared.yaml, and the resource list. */
export function ApiOverviewPage({ context, errorFields, authExampleUrl, urlParameterExamples }: ApiOverviewProps) {
  const { catalog } = context;
  const { shared } = catalog;
  const { cursorToken, rateLimits } = shared;
  const links = pageLinks(context);
  const example = errorExample(catalog.endpoints.filter(isRestEndpoint));
  return (
    <ApiReference disagreementTopics={context.disagreementTopics}>
      <ApiOverviewProse
        hosts={
          <CodeMeaningTable
            columns={['ホスト', '用途']}
            entries={shared.servers.map((server) => ({ code: server.url, meaning: server.description }))}
            links={links}
          />
        }
        tls={shared.transport.tls.join('・')}
        http={shared.transport.http.join('・')}
        components={{ TransportNote: () => <ApiText text={shared.transport.note} links={links} /> }}
        statusLink={
          <ExternalLink href={shared.statusPage}>{shared.statusPage.replace(/^https:\/\//, '')}</ExternalLink>
        }
        authSummary={<ApiParagraph text={shared.authentication.summary} links={links} />}
        credentialsLink={
          <ExternalLink href={shared.authentication.credentialsUrl}>コントロールパネルの認証情報</ExternalLink>
        }
        authMethods={<AuthMethods shared={shared} sampleUrl={authExampleUrl} links={links} />}
        urlParameters={<UrlParameterTable examples={urlParameterExamples} />}
        cursorParameter={cursorToken.parameter}
        cursorTokens={<CursorTokens catalog={catalog} links={links} />}
        cursorFirstRequest={<CodeBlock code={cursorToken.example.firstRequest} lang="text" />}
        cursorFirstResponse={
          <CodeBlock code={JSON.stringify(cursorToken.example.firstResponse, null, 2)} lang="json" />
        }
        cursorSecondRequest={<CodeBlock code={cursorToken.example.secondRequest} lang="text" />}
        errorShape={
          <>
            {example?.body !== undefined && (
              <CodeBlock code={JSON.stringify(example.body, null, 2)} lang="json" title="失敗時の応答の例" />
            )}
            <FieldTables tables={errorFields} prefix="error-response" caption="失敗時の応答（JSON）" links={links} />
          </>
        }
        errors={<ErrorTable catalog={catalog} links={links} />}
        typeNotation={<TypeNotation shared={shared} links={links} />}
        designationCodes={<DesignationCodes shared={shared} links={links} />}
        rateLimitProvider={rateLimits.provider}
        rateLimitGeneral={<ApiParagraph text={rateLimits.general.description} links={links} />}
        rateLimits={<RateLimits shared={shared} links={links} />}
        resources={<Resources catalog={catalog} links={links} />}
      />
    </ApiReference>
  );
}
