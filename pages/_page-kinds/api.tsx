import type { ApiEndpointProps, WebSocketEndpointProps } from '../../isomorphic/page-props';
import { EndpointPage } from '../_components/api/EndpointPage';
import { WebSocketPage } from '../_components/api/WebSocketPage';

function isWebSocket(props: ApiEndpointProps): props is WebSocketEndpointProps {
  return props.endpoint.kind === 'websocket';
}

/** An endpoint's page: a REST endpoint's or a WebSocket endpoint's, by the endpoint's kind. */
export default function ApiEndpointPage(props: ApiEndpointProps) {
  return isWebSocket(props) ? <WebSocketPage {...props} /> : <EndpointPage {...props} />;
}
