import type { ApiOverviewProps } from '../../isomorphic/page-props';
import { ApiOverviewPage } from '../_components/api/ApiOverviewPage';
import { DisagreementTopicsContext } from '../_components/DisagreementNote';

/** The API v2 overview, with the topics its disagreement notes link to. */
export default function ApiIndexPage(props: ApiOverviewProps) {
  return (
    <DisagreementTopicsContext.Provider value={props.context.disagreementTopics}>
      <ApiOverviewPage {...props} />
    </DisagreementTopicsContext.Provider>
  );
}
