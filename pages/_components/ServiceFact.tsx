import { factCaveat, factText } from '../../isomorphic/content-format';
import { useSiteContent } from './site-content';

/** A number stays on the line of the unit after it (`1 秒未満` never breaks into `1` / `秒未満` on a phone). */
function keepNumberWithUnit(text: string): string {
  return text.replace(/(\d) (?=[^\s\d])/gu, '$1\u00a0');
}

/** One service fact of data/service-facts.yaml as its text, for MDX: `<ServiceFact name="websocketRestart" />`. */
export function ServiceFact({ name }: { name: string }) {
  return <>{keepNumberWithUnit(factText(useSiteContent().serviceFacts, name))}</>;
}

/**
 * The caveat of a service fact (its `caveat.text`), for MDX: `<ServiceFactCaveat name="eewSendLatency" />`. It stands
 * in the same paragraph or list item as the fact it qualifies; tests/unit/reader-facts.test.ts checks that.
 */
export function ServiceFactCaveat({ name }: { name: string }) {
  return <>{keepNumberWithUnit(factCaveat(useSiteContent().serviceFacts, name))}</>;
}

/** A service fact that is an e-mail address, as a mailto link: `<ServiceFactMailLink name="contactEmail" />`. */
export function ServiceFactMailLink({ name }: { name: string }) {
  const address = factText(useSiteContent().serviceFacts, name);
  return <a href={`mailto:${address}`}>{address}</a>;
}
