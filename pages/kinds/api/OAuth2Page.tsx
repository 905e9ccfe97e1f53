import type { ComponentType, ReactNode } from 'react';
import { CodeBlock } from '../../_components/CodeBlock';
import { DataTable } from '../../_components/reference/DataTable';
import { ExternalLink } from '../../_components/reference/ExternalLink';
import { LinkList } from '../../_components/reference/LinkList';
import { CodeList } from '../../_components/reference/SeparatedList';
import { Admonition } from './Admonition';
import { ApiParagraph, ApiText, ApiTextList, type PhraseLink } from './ApiText';
import { CodeMeaningTable } from './CodeMeaningTable';
import { pageLinks, type ApiPageContext } from './context';
import { EndpointLinks } from './EndpointLinks';
import { FieldTables } from './FieldTables';
import { Heading } from '../../_components/Heading';
import { FieldExtra } from './FieldExtra';
import { ApiReference } from './ApiReference';
import { anchorHref, apiSections, oauth2Anchors, scopeAnchor } from '../../../isomorphic/routes';
import type { ApiFieldTables } from '../../../isomorphic/api-views';
import type { OAuth2PageProps } from './props';
import Prose from './_oauth2.mdx';
import {
  type OAuth2Endpoint,
  type OAuth2ErrorRef,
  type OAuth2Flow,
  type OAuth2Parameter,
  type OAuth2Reference,
  type OAuth2Step,
} from '../../../isomorphic/api-types';

function OAuth2ParameterTable({ parameters, links }: { parameters: OAuth2Parameter[]; links: readonly PhraseLink[] }) {
  return (
    <DataTable columns={['パラメータ', '必須', '既定値', '説明']}>
      {parameters.map((parameter) => (
        <tr key={parameter.name}>
          <th scope="row">
            <code>{parameter.name}</code>
          </th>
          <td>{parameter.required ? 'はい' : 'いいえ'}</td>
          <td>{parameter.default ? <code>{parameter.default}</code> : '—'}</td>
          <td>
            <ApiText text={parameter.description} links={links} />
            {parameter.condition && (
              <FieldExtra>
                条件: <ApiText text={parameter.condition} links={links} />
              </FieldExtra>
            )}
            {parameter.allowedValues && (
              <FieldExtra>
                指定できる値: <CodeList values={parameter.allowedValues} />
              </FieldExtra>
            )}
            {parameter.maxBytes !== undefined && <FieldExtra>制限: {parameter.maxBytes} バイト以下</FieldExtra>}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function ErrorRefTable({
  errors,
  oauth2,
  links,
}: {
  errors: OAuth2ErrorRef[];
  oauth2: OAuth2Reference;
  links: readonly PhraseLink[];
}) {
  return (
    <DataTable caption="返るエラーコード" columns={['エラーコード', '説明']}>
      {errors.map((error) => (
        <tr key={error.code}>
          <td>
            <a href={anchorHref(oauth2Anchors.error(error.code))}>
              <code>{error.code}</code>
            </a>
          </td>
          <td>
            <ApiText
              text={error.meaning ?? oauth2.errorCodes.find((entry) => entry.code === error.code)?.meaning ?? ''}
              links={links}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** How a step reaches its endpoint: the user's browser opens the authorization URL, the app POSTs to the others. */
function StepTarget({ endpoint }: { endpoint: OAuth2Endpoint }) {
  const link = <a href={anchorHref(oauth2Anchors.endpoint(endpoint.id))}>{endpoint.name}</a>;
  if (endpoint.method === 'GET') {
    return <p>ユーザーのブラウザで {link} を開きます。パラメータはクエリ文字列に付けます。</p>;
  }
  return (
    <p>
      アプリケーションから {link} に <code>{endpoint.method}</code> で送ります。
      {endpoint.contentType && (
        <>
          パラメータは <code>{endpoint.contentType}</code> の本文に入れます。
        </>
      )}
    </p>
  );
}

/** `POST /…` examples are HTTP requests; authorization URLs are plain text. */
function requestLang(example: string): string {
  return /^(GET|POST) /.test(example) ? 'http' : 'text';
}

function StepSection({
  step,
  index,
  oauth2,
  schemaFields,
  links,
}: {
  step: OAuth2Step;
  index: number;
  oauth2: OAuth2Reference;
  schemaFields: OAuth2PageProps['schemaFields'];
  links: readonly PhraseLink[];
}) {
  const endpoint = oauth2.endpoints.find((candidate) => candidate.id === step.endpoint);
  const fields = step.responseSchema ? schemaFields[step.responseSchema] : undefined;
  return (
    <section>
      <Heading level={3} id={oauth2Anchors.step(step.id)} text={`${index + 1}. ${step.title}`} />
      {endpoint && <StepTarget endpoint={endpoint} />}
      <CodeBlock code={step.requestExample} lang={requestLang(step.requestExample)} title="要求の例" />
      <OAuth2ParameterTable parameters={step.parameters} links={links} />
      {step.responseModes && (
        <>
          <p>
            ユーザーが同意すると、<code>response_mode</code> に応じて次のどれかの方法で結果が届きます。
          </p>
          {step.responseModes.map((mode) => (
            <div key={mode.mode} id={oauth2Anchors.stepMode(step.id, mode.mode)}>
              <p>
                <code>{mode.mode}</code>: <ApiText text={mode.description} links={links} />
              </p>
              <CodeBlock code={mode.example} lang={requestLang(mode.example)} title={`response_mode=${mode.mode}`} />
            </div>
          ))}
        </>
      )}
      {step.responseParameters && (
        <CodeMeaningTable
          caption="届く値"
          columns={['パラメータ', '説明']}
          entries={step.responseParameters.map((parameter) => ({
            code: parameter.name,
            meaning: parameter.description,
          }))}
          rowHeader
          links={links}
        />
      )}
      {fields && (
        <FieldTables tables={fields} prefix={`${step.id}-response`} caption="成功時の応答（JSON）" links={links} />
      )}
      {step.successExample && (
        <CodeBlock code={JSON.stringify(step.successExample, null, 2)} lang="json" title="成功時の応答" />
      )}
      {step.errorDelivery && <ApiParagraph text={step.errorDelivery} links={links} />}
      {step.errorRedirectExample && (
        <CodeBlock code={step.errorRedirectExample} lang="text" title="エラーを届けるリダイレクトの例" />
      )}
      {step.errorExample && (
        <>
          <p>
            失敗したときは <a href={anchorHref(apiSections.errors)}>エラーの形式</a> の JSON が返ります。
          </p>
          <CodeBlock code={JSON.stringify(step.errorExample, null, 2)} lang="json" title="失敗時の応答" />
        </>
      )}
      <ErrorRefTable errors={step.errors} oauth2={oauth2} links={links} />
    </section>
  );
}

function FlowSection({
  flow,
  oauth2,
  schemaFields,
  links,
}: {
  flow: OAuth2Flow;
  oauth2: OAuth2Reference;
  schemaFields: OAuth2PageProps['schemaFields'];
  links: readonly PhraseLink[];
}) {
  return (
    <>
      <Heading level={2} id={oauth2Anchors.flow(flow.id)} text={flow.name} />
      <p>
        <strong>向いているアプリケーション:</strong> <ApiText text={flow.suitableFor} links={links} />
      </p>
      <ApiParagraph text={flow.description} links={links} />
      {flow.security.length > 0 && (
        <Admonition kind="caution" title="安全のために">
          <ApiTextList items={flow.security} links={links} />
        </Admonition>
      )}
      {flow.steps.map((step, index) => (
        <StepSection
          key={step.id}
          step={step}
          index={index}
          oauth2={oauth2}
          schemaFields={schemaFields}
          links={links}
        />
      ))}
    </>
  );
}

/** The client types and how to tell the exchanged values apart (the OAuth クライアント section's tables). */
function ClientTypes({ oauth2, links }: { oauth2: OAuth2Reference; links: readonly PhraseLink[] }) {
  return (
    <DataTable columns={['種類', '説明', 'client_secret', 'クライアント・クレデンシャルズフロー']}>
      {oauth2.client.types.map((type) => (
        <tr key={type.id} id={oauth2Anchors.clientType(type.id)}>
          <th scope="row">{type.name}</th>
          <td>
            <ApiText text={type.description} links={links} />
          </td>
          <td>{type.secretRequired ? '必須' : '不要'}</td>
          <td>{type.clientCredentialsAllowed ? '使える' : '使えない'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

function CredentialPrefixes({ oauth2 }: { oauth2: OAuth2Reference }) {
  return (
    <DataTable columns={['値', 'パラメータ名', '先頭の文字列']}>
      {oauth2.credentialPrefixes.map((prefix) => (
        <tr key={prefix.name}>
          <td>{prefix.label}</td>
          <td>
            <code>{prefix.name}</code>
          </td>
          <td>
            <code>{prefix.prefix}</code>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function Endpoints({ oauth2, links }: { oauth2: OAuth2Reference; links: readonly PhraseLink[] }) {
  return (
    <DataTable columns={['名前', 'メソッド', 'URL', '説明']}>
      {oauth2.endpoints.map((endpoint) => (
        <tr key={endpoint.id} id={oauth2Anchors.endpoint(endpoint.id)}>
          <th scope="row">{endpoint.name}</th>
          <td>
            <code>{endpoint.method}</code>
          </td>
          <td>
            <code>{endpoint.url}</code>
            {endpoint.contentType && (
              <FieldExtra>
                本文: <code>{endpoint.contentType}</code>
              </FieldExtra>
            )}
          </td>
          <td>
            <ApiText text={endpoint.description} links={links} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function RedirectUri({ oauth2, links }: { oauth2: OAuth2Reference; links: readonly PhraseLink[] }) {
  const { redirectUri } = oauth2;
  return (
    <>
      <ApiParagraph text={redirectUri.rule} links={links} />
      <ApiTextList items={redirectUri.loopbackConditions} links={links} />
      <DataTable
        caption="照合の例"
        columns={['登録したリダイレクトURI', '要求に指定した redirect_uri', '結果', '理由']}
      >
        {redirectUri.examples.map((example) => (
          <tr key={`${example.registered} ${example.requested}`}>
            <td>
              <code>{example.registered}</code>
            </td>
            <td>
              <code>{example.requested}</code>
            </td>
            <td>{example.allowed ? '許可' : '拒否'}</td>
            <td>
              <ApiText text={example.reason} links={links} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/** How to ask for a revocation: the endpoint, the request example, its parameters, the answers and the errors. */
function RevocationRequest({ oauth2, links }: { oauth2: OAuth2Reference; links: readonly PhraseLink[] }) {
  const { revocation } = oauth2;
  const endpoint = oauth2.endpoints.find((candidate) => candidate.id === revocation.endpoint);
  return (
    <>
      {endpoint && <StepTarget endpoint={endpoint} />}
      <CodeBlock code={revocation.requestExample} lang={requestLang(revocation.requestExample)} title="要求の例" />
      <OAuth2ParameterTable parameters={revocation.parameters} links={links} />
      <ApiParagraph text={revocation.success} links={links} />
      <CodeBlock code={JSON.stringify(revocation.errorExample, null, 2)} lang="json" title="失敗時の応答" />
      <ErrorRefTable errors={revocation.errors} oauth2={oauth2} links={links} />
    </>
  );
}

function lifetimeText(lifetime: OAuth2Reference['lifetimes'][number]): string {
  if (lifetime.seconds !== undefined) return `${lifetime.seconds.toLocaleString('ja-JP')} 秒`;
  if (lifetime.days !== undefined) return `${lifetime.days} 日${lifetime.sliding ? '（使うたびに延長）' : ''}`;
  return '—';
}

function Lifetimes({ oauth2, links }: { oauth2: OAuth2Reference; links: readonly PhraseLink[] }) {
  return (
    <DataTable columns={['種類', '有効期間', '説明']}>
      {oauth2.lifetimes.map((lifetime) => (
        <tr key={lifetime.token} id={oauth2Anchors.lifetime(lifetime.token)}>
          <th scope="row">{lifetime.label}</th>
          <td>{lifetimeText(lifetime)}</td>
          <td>
            <ApiText text={lifetime.description} links={links} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function Scopes({ context, links }: { context: ApiPageContext; links: readonly PhraseLink[] }) {
  const { catalog } = context;
  return (
    <DataTable columns={['スコープ', '説明', '配信区分', '必要とする API']}>
      {catalog.shared.scopes.map((scope) => {
        const users = catalog.endpoints.filter((endpoint) =>
          endpoint.permissions.some((permission) => permission.scope === scope.name),
        );
        const info = scope.classification ? context.classifications[scope.classification] : undefined;
        return (
          <tr key={scope.name} id={scopeAnchor(scope.name)}>
            <th scope="row">
              <code>{scope.name}</code>
            </th>
            <td>
              <ApiText text={scope.description} links={links} />
            </td>
            <td>
              {scope.classification ? (
                info ? (
                  <a href={info.href}>{info.name}</a>
                ) : (
                  <code>{scope.classification}</code>
                )
              ) : (
                '—'
              )}
            </td>
            <td>
              <EndpointLinks endpoints={users} />
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function ErrorCodes({
  oauth2,
  errorFields,
  links,
}: {
  oauth2: OAuth2Reference;
  errorFields: ApiFieldTables;
  links: readonly PhraseLink[];
}) {
  return (
    <>
      <FieldTables tables={errorFields} prefix="oauth2-error" caption="失敗時の応答（JSON）" links={links} />
      <CodeMeaningTable
        caption="エラーコード"
        columns={['エラーコード', '意味']}
        entries={oauth2.errorCodes.map((entry) => ({
          code: entry.code,
          meaning: entry.meaning,
          id: oauth2Anchors.error(entry.code),
        }))}
        rowHeader
        links={links}
      />
    </>
  );
}

/** The page's fixed text (`_oauth2.mdx`); the facts and tables come in as props. */
const OAuth2Prose = Prose as ComponentType<
  Record<
    | 'summary'
    | 'openIdConnect'
    | 'standards'
    | 'standardsNote'
    | 'clientDescription'
    | 'registrationLink'
    | 'clientRequirements'
    | 'clientTypes'
    | 'credentialPrefixes'
    | 'endpoints'
    | 'redirectUri'
    | 'flows'
    | 'revocationDescription'
    | 'userRevocation'
    | 'gracePeriod'
    | 'revocationRequest'
    | 'lifetimes'
    | 'scopes'
    | 'errors',
    ReactNode
  >
>;

/** /docs/reference/oauth2/v1: clients, endpoints, redirect URIs, every flow step, revocation, lifetimes, scopes and errors. */
export function OAuth2Page({ context, schemaFields }: OAuth2PageProps) {
  const { oauth2 } = context.catalog;
  const { client, revocation } = oauth2;
  const links = pageLinks(context);
  return (
    <ApiReference disagreementTopics={context.disagreementTopics}>
      <OAuth2Prose
        summary={<ApiParagraph text={oauth2.summary} links={links} />}
        openIdConnect={
          <Admonition kind="caution" title="OpenID Connect">
            <ApiParagraph text={oauth2.openIdConnectNote} links={links} />
          </Admonition>
        }
        standards={
          <LinkList
            links={oauth2.standards.map((standard) => ({
              title: `${standard.id}: ${standard.title}`,
              url: standard.url,
            }))}
          />
        }
        standardsNote={<ApiParagraph text={oauth2.standardsNote} links={links} />}
        clientDescription={<ApiParagraph text={client.description} links={links} />}
        registrationLink={<ExternalLink href={client.registrationUrl}>コントロールパネルの認証情報</ExternalLink>}
        clientRequirements={
          <ul>
            {client.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        }
        clientTypes={<ClientTypes oauth2={oauth2} links={links} />}
        credentialPrefixes={<CredentialPrefixes oauth2={oauth2} />}
        endpoints={<Endpoints oauth2={oauth2} links={links} />}
        redirectUri={<RedirectUri oauth2={oauth2} links={links} />}
        flows={oauth2.flows.map((flow) => (
          <FlowSection key={flow.id} flow={flow} oauth2={oauth2} schemaFields={schemaFields} links={links} />
        ))}
        revocationDescription={<ApiParagraph text={revocation.description} links={links} />}
        userRevocation={
          <p>
            ユーザーが認可を取り消す画面:{' '}
            <ExternalLink href={revocation.userRevocationUrl}>
              コントロールパネルの認可済みアプリケーション
            </ExternalLink>
          </p>
        }
        gracePeriod={
          <Admonition kind="caution" title={`失効後の ${revocation.gracePeriodSeconds} 秒間`}>
            <ApiParagraph text={revocation.gracePeriodNote} links={links} />
          </Admonition>
        }
        revocationRequest={<RevocationRequest oauth2={oauth2} links={links} />}
        lifetimes={<Lifetimes oauth2={oauth2} links={links} />}
        scopes={<Scopes context={context} links={links} />}
        errors={<ErrorCodes oauth2={oauth2} errorFields={schemaFields.errorResponse} links={links} />}
      />
    </ApiReference>
  );
}
