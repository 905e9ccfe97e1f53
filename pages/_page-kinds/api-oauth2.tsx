import type { OAuth2PageProps } from '../../isomorphic/page-props';
import { OAuth2Page } from '../_components/api/OAuth2Page';
import { DisagreementTopicsContext } from '../_components/DisagreementNote';

/** The OAuth2 reference, with the topics its disagreement notes link to. */
export default function ApiOAuth2Page(props: OAuth2PageProps) {
  return (
    <DisagreementTopicsContext.Provider value={props.context.disagreementTopics}>
      <OAuth2Page {...props} />
    </DisagreementTopicsContext.Provider>
  );
}
