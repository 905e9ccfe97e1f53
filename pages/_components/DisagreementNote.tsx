import { createContext, useContext } from 'react';
import { disagreementUrl } from '../../isomorphic/routes';
import { useSiteData } from './site-content';
import styles from './DisagreementNote.module.css';

/**
 * The topic of each entry of data/disagreements.yaml by id, for generated pages: their page component provides it
 * from its props (the API pages from `context.disagreementTopics`). MDX pages read the site's data instead.
 */
export const DisagreementTopicsContext = createContext<Record<string, string> | null>(null);

/** The topic of the entry `id`, from the generated page's topics or the site's data; an unknown id stops the build. */
function useDisagreementTopic(id: string): string {
  const topics = useContext(DisagreementTopicsContext);
  const list = useSiteData('disagreements', topics ? { disagreements: [] } : undefined);
  const topic = topics ? topics[id] : list.disagreements.find((entry) => entry.id === id)?.topic;
  if (topic === undefined) {
    const known = topics ? Object.keys(topics) : list.disagreements.map((entry) => entry.id);
    throw new Error(`unknown disagreement "${id}": data/disagreements.yaml has ${known.join(', ')}`);
  }
  return topic;
}

/**
 * The one form in which a page says that it took a side where the provider's pages (or a page and a real document)
 * disagree: a short line linking to the entry of /docs/disagreements. An MDX page writes
 * `<DisagreementNote id="card-brands" />`; a data file names the id (`x-disagreement`, `disagreement`).
 */
export function DisagreementNote({ id }: { id: string }) {
  const topic = useDisagreementTopic(id);
  return (
    <span className={styles.note} data-disagreement={id}>
      <span className={styles.label}>提供元の記載の違い:</span>
      <a href={disagreementUrl(id)}>{topic}</a>
    </span>
  );
}

/** One note for each entry of `topics` (a generated page's `disagreementTopics` prop); nothing when it is empty. */
export function DisagreementNotes({ topics }: { topics: Record<string, string> }) {
  return (
    <DisagreementTopicsContext.Provider value={topics}>
      {Object.keys(topics).map((id) => (
        <DisagreementNote key={id} id={id} />
      ))}
    </DisagreementTopicsContext.Provider>
  );
}
