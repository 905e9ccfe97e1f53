import type { ApiEndpointSummary, WebSocketConnectionFacts } from '../../isomorphic/site-content';
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
