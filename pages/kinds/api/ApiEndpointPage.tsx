import type { ApiEndpointProps, WebSocketEndpointProps } from './props';
import { EndpointPage } from './EndpointPage';
import { WebSocketPage } from './WebSocketPage';

function isWebSocket(props: ApiEndpointProps): props is WebSocketEndpointProps {
  return props.endpoint.kind === 'websocket';
}

/** An endpoint's page: a REST endpoint's or a WebSocket endpoint's, by the endpoint's kind. */
export function ApiEndpointPage(props: ApiEndpointProps) {
  return isWebSocket(props) ? <WebSocketPage {...props} /> : <EndpointPage {...props} />;
}
