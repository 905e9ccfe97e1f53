import type { ApiEndpointProps, WebSocketEndpointProps } from '../../isomorphic/page-props';
import { EndpointPage } from '../_components/api/EndpointPage';
import { WebSocketPage } from '../_components/api/WebSocketPage';
import { DisagreementTopicsContext } from '../_components/DisagreementNote';

function isWebSocket(props: ApiEndpointProps): props is WebSocketEndpointProps {
  return props.endpoint.kind === 'websocket';
}

/** An endpoint's page: a REST endpoint's or a WebSocket endpoint's, by the endpoint's kind. */
export default function ApiEndpointPage(props: ApiEndpointProps) {
  return (
    <DisagreementTopicsContext.Provider value={props.context.disagreementTopics}>
      {isWebSocket(props) ? <WebSocketPage {...props} /> : <EndpointPage {...props} />}
    </DisagreementTopicsContext.Provider>
  );
}
