import type { ApiEndpointSummary, ApiTransportFacts, WebSocketConnectionFacts } from '../../isomorphic/site-content';
import { useSiteData } from './site-content';

function endpointOf(endpoints: ApiEndpointSummary[], id: string): ApiEndpointSummary {
  const endpoint = endpoints.find((entry) => entry.key === id);
  if (!endpoint) {
    throw new Error(`no REST endpoint "${id}" in data/api (write <version>/<id>, e.g. v1/telegram.data)`);
  }
  return endpoint;
}

/** The request line of a REST endpoint of data/api, for MDX: `<EndpointRequest id="v1/telegram.data" />`. */
export function EndpointRequest({ id, endpoints }: { id: string; endpoints?: ApiEndpointSummary[] }) {
  const endpoint = endpointOf(useSiteData('apiEndpoints', endpoints), id);
  return <code>{`${endpoint.method} ${endpoint.url}`}</code>;
}

/** The scopes a REST endpoint of data/api needs, as code spans joined by 、: `<EndpointScopes id="v1/telegram.data" />`. */
export function EndpointScopes({ id, endpoints }: { id: string; endpoints?: ApiEndpointSummary[] }) {
  const endpoint = endpointOf(useSiteData('apiEndpoints', endpoints), id);
  return (
    <>
      {endpoint.scopes.map((scope, index) => (
        <span key={scope}>
          {index > 0 && '、'}
          <code>{scope}</code>
        </span>
      ))}
    </>
  );
}

/**
 * A connection figure of WebSocket v2 (data/api/v2/websocket.yaml `connection`), for MDX:
 * `<WebSocketConnectionFact name="ticketLifetimeSeconds" />` → `300 秒`, `name="subprotocol"` → `dmdata.v2` as code.
 */
export function WebSocketConnectionFact({
  name,
  connection,
}: {
  name: keyof WebSocketConnectionFacts;
  connection?: WebSocketConnectionFacts;
}) {
  const facts = useSiteData('webSocketConnection', connection);
  if (name === 'subprotocol') return <code>{facts.subprotocol}</code>;
  return <>{`${facts[name]}\u00a0秒`}</>;
}

/**
 * The hosts of the API (data/api/shared.yaml `servers`) as a table of host and use, for MDX: `<ApiHostTable />`.
 */
export function ApiHostTable({ transport }: { transport?: ApiTransportFacts }) {
  const { servers } = useSiteData('apiTransport', transport);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">ホスト</th>
          <th scope="col">用途</th>
        </tr>
      </thead>
      <tbody>
        {servers.map((server) => (
          <tr key={server.url}>
            <td>
              <code>{server.url}</code>
            </td>
            <td>{server.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The TLS or HTTP versions the API accepts (data/api/shared.yaml `transport`), joined by 、: `<ApiProtocols kind="tls" />`. */
export function ApiProtocols({ kind, transport }: { kind: 'tls' | 'http'; transport?: ApiTransportFacts }) {
  return <>{useSiteData('apiTransport', transport)[kind].join('、')}</>;
}
