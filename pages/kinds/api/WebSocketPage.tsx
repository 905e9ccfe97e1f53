import { CodeBlock } from '../../_components/CodeBlock';
import { DataTable } from '../../_components/reference/DataTable';
import { FactList, type Fact } from '../../_components/reference/FactList';
import { DesignationCodes } from './ApiOverviewPage';
import { ApiParagraph, type PhraseLink } from './ApiText';
import { CodeMeaningTable } from './CodeMeaningTable';
import { pageLinks } from './context';
import { NotesSection, PermissionsSection, RelatedSection } from './EndpointSections';
import { FieldTables } from './FieldTables';
import { Heading } from '../../_components/Heading';
import { DisagreementNote } from '../../_components/DisagreementNote';
import { ParameterTable } from './ParameterTable';
import styles from './WebSocketPage.module.css';
import { ApiReference } from './ApiReference';
import { type WebSocketEndpoint, type WebSocketHost, type WebSocketMessage } from '../../../isomorphic/api-types';
import { Admonition } from './Admonition';
import { apiErrorAnchor, asyncApiUrl } from '../../../isomorphic/routes';
import type { ApiFieldTables } from '../../../isomorphic/api-views';
import { DocumentFigure, JapanOutlines } from '../../_components/figures/DocumentFigure';
import { hasMap } from '../../../isomorphic/figures/figure-tree';
import type { WebSocketEndpointProps } from './props';

const directionLabels: Record<WebSocketMessage['direction'], string> = {
  'server-to-client': 'サーバー → クライアント',
  'client-to-server': 'クライアント → サーバー',
};

export function messageAnchor(message: WebSocketMessage): string {
  return `message-${message.id}`;
}

function HostTree({ hosts }: { hosts: WebSocketHost[] }) {
  return (
    <ul className={styles.hostTree}>
      {hosts.map((host) => (
        <li key={host.host}>
          <code>{host.host}</code>（{host.label}）{host.description ? `: ${host.description}` : ''}
          {host.children && <HostTree hosts={host.children} />}
        </li>
      ))}
    </ul>
  );
}

/** A connection sketch in JavaScript built from the connection facts (subprotocol and ping/pong types). */
function connectSnippet(endpoint: WebSocketEndpoint): string {
  return [
    '// url は Socket Start v2 の応答の websocket.url です（チケット付き）。',
    `const socket = new WebSocket(url, ['${endpoint.connection.subprotocol}']);`,
    '',
    "socket.addEventListener('message', (event) => {",
    '  const message = JSON.parse(event.data);',
    "  if (message.type === 'ping') {",
    "    socket.send(JSON.stringify({ type: 'pong', pingId: message.pingId }));",
    "  } else if (message.type === 'data') {",
    '    // message.body を encoding と compression に従って復元します。',
    '  }',
    '});',
  ].join('\n');
}

function ConnectionSection({ endpoint, links }: { endpoint: WebSocketEndpoint; links: readonly PhraseLink[] }) {
  const { connection } = endpoint;
  const ticketRule = connection.ticketSingleUse ? '1 回だけ使えます。' : '';
  const facts: Fact[] = [
    { label: 'URL', value: <code>{endpoint.url}</code> },
    { label: 'サブプロトコル', value: <code>{connection.subprotocol}</code> },
    { label: 'チケット', value: `発行から ${connection.ticketLifetimeSeconds} 秒間有効で、${ticketRule}` },
    { label: 'ping への応答', value: `${connection.pingReplyTimeoutSeconds} 秒以内に pong を返さないと切断されます` },
  ];
  if (connection.dnsTtlSeconds !== undefined)
    facts.push({ label: 'DNS の TTL', value: `${connection.dnsTtlSeconds} 秒` });
  const query = endpoint.parameters.filter((parameter) => parameter.in === 'query');
  return (
    <>
      <Heading level={2} id="connection" text="接続" />
      <CodeBlock code={`WebSocket ${endpoint.url}`} lang="text" />
      <FactList facts={facts} />
      {query.length > 0 && (
        <>
          <Heading level={3} id="query-parameters" text="クエリパラメータ" />
          <ParameterTable parameters={query} links={links} />
        </>
      )}
      <Heading level={3} id="connect-example" text="接続の例" />
      <p>
        サブプロトコル <code>{connection.subprotocol}</code> を指定して接続し、<code>ping</code> には同じ{' '}
        <code>pingId</code> の <code>pong</code> を返します。
      </p>
      <CodeBlock code={connectSnippet(endpoint)} lang="js" title="connect.js" />
      <Heading level={3} id="hosts" text="接続先のエンドポイント" />
      <HostTree hosts={connection.hosts} />
      {connection.hostsNote && <ApiParagraph text={connection.hostsNote} links={links} />}
      <Heading level={3} id="maintenance" text="定期メンテナンス" />
      <ApiParagraph text={connection.maintenance} links={links} />
      {connection.disagreement && <DisagreementNote id={connection.disagreement} />}
    </>
  );
}

function MessageSection({
  message,
  fields,
  endpoint,
  links,
  figures,
}: {
  message: WebSocketMessage;
  fields: ApiFieldTables;
  endpoint: WebSocketEndpoint;
  links: readonly PhraseLink[];
  figures: WebSocketEndpointProps['exampleFigures'];
}) {
  const reply = message.replyWith
    ? endpoint.messages.find((candidate) => candidate.id === message.replyWith)
    : undefined;
  const prefix = messageAnchor(message);
  return (
    <section>
      <Heading level={3} id={prefix} text={`${message.type}（${message.title}）`}>
        <code>{message.type}</code>（{message.title}）
      </Heading>
      <p>
        <strong>方向:</strong> {directionLabels[message.direction]}
      </p>
      <ApiParagraph text={message.description} links={links} />
      {reply && (
        <p>
          受け取ったら{' '}
          <a href={`#${messageAnchor(reply)}`}>
            <code>{reply.type}</code>（{reply.title}）
          </a>{' '}
          で応えます。
        </p>
      )}
      <FieldTables tables={fields} prefix={prefix} caption={`${message.type} メッセージのフィールド`} links={links} />
      {message.examples.map((example) => (
        <div key={example.name} id={`${prefix}-example-${example.name}`}>
          <ApiParagraph text={example.summary} links={links} />
          <CodeBlock
            code={JSON.stringify(example.body, null, 2)}
            lang="json"
            title={message.examples.length > 1 ? `${message.type} の例（${example.name}）` : `${message.type} の例`}
          />
          <ExampleFigure figure={figures[`${message.id}/${example.name}`]} />
        </div>
      ))}
    </section>
  );
}

/** The drawing of the telegram an example carries, decoded from its `body` at build time. */
function ExampleFigure({ figure }: { figure: WebSocketEndpointProps['exampleFigures'][string] | undefined }) {
  if (!figure) return null;
  return (
    <>
      <p>
        この例の <code>body</code> を復号した電文を図にすると次のとおりです（XML の <code>Body</code>{' '}
        から読んだ震源と震度）。
      </p>
      <DocumentFigure figure={figure} />
    </>
  );
}

function MessagesSection({
  endpoint,
  messageFields,
  links,
  figures,
}: {
  endpoint: WebSocketEndpoint;
  messageFields: WebSocketEndpointProps['messageFields'];
  links: readonly PhraseLink[];
  figures: WebSocketEndpointProps['exampleFigures'];
}) {
  return (
    <>
      <Heading level={2} id="messages" text="メッセージ" />
      {Object.values(figures).some(hasMap) && <JapanOutlines />}
      <p>
        やり取りするメッセージはすべて JSON のテキストで、<code>type</code> で種類を見分けます。
      </p>
      <DataTable columns={['type', '方向', '内容']}>
        {endpoint.messages.map((message) => (
          <tr key={message.id}>
            <td>
              <a href={`#${messageAnchor(message)}`}>
                <code>{message.type}</code>
              </a>
            </td>
            <td>{directionLabels[message.direction]}</td>
            <td>{message.title}</td>
          </tr>
        ))}
      </DataTable>
      {endpoint.messages.map((message) => (
        <MessageSection
          key={message.id}
          message={message}
          fields={messageFields[message.id]}
          endpoint={endpoint}
          links={links}
          figures={figures}
        />
      ))}
    </>
  );
}

function ErrorCodesSection({ endpoint, links }: { endpoint: WebSocketEndpoint; links: readonly PhraseLink[] }) {
  const errorMessage = endpoint.messages.find((message) => message.type === 'error');
  return (
    <>
      <Heading level={2} id="error-codes" text="エラーコード" />
      <p>
        {errorMessage ? (
          <>
            <a href={`#${messageAnchor(errorMessage)}`}>
              <code>error</code>
            </a>{' '}
            メッセージの <code>code</code> に入る値と、その意味です。接続を閉じるときの WebSocket
            のクローズコードに同じ値が使われるかどうかは公開されていません。
          </>
        ) : (
          <>エラーの通知に入るコードと、その意味です。</>
        )}
      </p>
      <CodeMeaningTable
        columns={['コード', '意味']}
        entries={endpoint.errorCodes.map((entry) => ({
          code: entry.code,
          meaning: entry.meaning,
          id: apiErrorAnchor(entry.code),
        }))}
        links={links}
      />
    </>
  );
}

/** /docs/reference/api/v2/websocket: connection rules, every message type with its fields and examples, error codes. */
export function WebSocketPage({ endpoint, context, messageFields, exampleFigures }: WebSocketEndpointProps) {
  const links = pageLinks(context, endpoint);
  return (
    <ApiReference disagreementTopics={context.disagreementTopics}>
      <ApiParagraph text={endpoint.summary} links={links} />
      <ApiParagraph text={endpoint.description} links={links} />
      <Admonition kind="tip" title="AsyncAPI">
        <p>
          このページのメッセージはすべて AsyncAPI 3.0 の文書 <a href={asyncApiUrl}>asyncapi.json</a>{' '}
          でも提供しています。受信側のモデルの生成や、メッセージの検査に使えます。
        </p>
      </Admonition>
      <ConnectionSection endpoint={endpoint} links={links} />
      <PermissionsSection endpoint={endpoint} context={context} links={links} />
      <NotesSection notes={endpoint.notes} links={links} />
      <MessagesSection endpoint={endpoint} messageFields={messageFields} links={links} figures={exampleFigures} />
      <Heading level={3} id="designation-codes" text="指定コード（head.designation）" />
      <DesignationCodes shared={context.catalog.shared} links={links} />
      <ErrorCodesSection endpoint={endpoint} links={links} />
      <RelatedSection endpoint={endpoint} context={context} />
    </ApiReference>
  );
}
