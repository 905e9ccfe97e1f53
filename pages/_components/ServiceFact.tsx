import { factText } from '../../isomorphic/content-format';
import { useSiteContent } from './site-content';

/** One service fact of data/service-facts.yaml as its text, for MDX: `<ServiceFact name="websocketRestart" />`. */
export function ServiceFact({ name }: { name: string }) {
  return <>{factText(useSiteContent().serviceFacts, name)}</>;
}

/** A service fact that is an e-mail address, as a mailto link: `<ServiceFactMailLink name="contactEmail" />`. */
export function ServiceFactMailLink({ name }: { name: string }) {
  const address = factText(useSiteContent().serviceFacts, name);
  return <a href={`mailto:${address}`}>{address}</a>;
}
