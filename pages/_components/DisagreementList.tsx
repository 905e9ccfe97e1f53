import type { Disagreement, DisagreementSource } from '../../isomorphic/data-types/disagreements';
import { boilerplateSearchWeight } from '../../isomorphic/search-kinds';
import { Heading } from './Heading';
import { useSiteData } from './site-content';

function SourceName({ source }: { source: DisagreementSource }) {
  if (source.page) {
    const inTypes = source.page.startsWith('@dmdata/');
    return (
      <>
        {inTypes ? '型定義 ' : '提供元 '}
        <code data-identifier>{source.page}</code>
        {source.part ? `（${source.part}）` : null}
      </>
    );
  }
  return (
    <>
      実物の電文 <code data-identifier>{source.document}</code>
    </>
  );
}

function DisagreementSection({ entry }: { entry: Disagreement }) {
  return (
    <section data-pagefind-weight={boilerplateSearchWeight}>
      <Heading level={2} id={entry.id} text={entry.topic} />
      <table>
        <thead>
          <tr>
            <th>出典</th>
            <th>記載</th>
          </tr>
        </thead>
        <tbody>
          {entry.sources.map((source) => (
            <tr key={`${source.page ?? source.document ?? ''} ${source.part ?? ''}`}>
              <td>
                <SourceName source={source} />
              </td>
              <td>{source.says}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>このサイトの記載:</strong> {entry.stated}
      </p>
      <p>
        <strong>理由:</strong> {entry.reason}
      </p>
    </section>
  );
}

/**
 * Every entry of data/disagreements.yaml, one section each (its id is the anchor DisagreementNote links to): the
 * sources and what each says, what this site states, and why.
 */
export function DisagreementList({ list }: { list?: { disagreements: Disagreement[] } }) {
  const { disagreements } = useSiteData('disagreements', list);
  return (
    <>
      {disagreements.map((entry) => (
        <DisagreementSection key={entry.id} entry={entry} />
      ))}
    </>
  );
}
