import type { ApiEndpointProps } from '../../isomorphic/page-props';
import { EndpointPage } from '../_components/api/EndpointPage';
import { WebSocketPage } from '../_components/api/WebSocketPage';

/** An endpoint's page: a REST endpoint's or a WebSocket endpoint's, by the endpoint's kind. */
export default function ApiEndpointPage({ endpoint, context }: ApiEndpointProps) {
  return endpoint.kind === 'websocket' ? (
    <WebSocketPage endpoint={endpoint} context={context} />
  ) : (
    <EndpointPage endpoint={endpoint} context={context} />
  );
}
