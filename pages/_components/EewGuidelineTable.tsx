import { guidelineStatuses, type GuidelineScope } from '../../isomorphic/content-format';
import type { GuidelineItem } from '../../isomorphic/data-types/eew-guideline';
import { useSiteContent } from './site-content';
import { DataTable } from './reference/DataTable';
import { SeparatedList } from './reference/SeparatedList';

function GuidelineItemRow({ entry }: { entry: GuidelineItem }) {
  return (
    <tr>
      <th scope="row">{entry.item}</th>
      <td>{guidelineStatuses[entry.status].label}</td>
      <td>
        {entry.details.map((detail, index) => (
          <p key={index}>{detail}</p>
        ))}
        {entry.links ? (
          <p>
            参照:{' '}
            <SeparatedList
              items={entry.links}
              keyOf={(link) => link.href}
              render={(link) => <a href={link.href}>{link.text}</a>}
            />
          </p>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * How DMDATA.JP (`scope="service"`) or EEW Client (`scope="client"`) meets each item of JMA's guideline
 * for EEW receiving terminals, from data/eew-guideline.yaml.
 */
export function EewGuidelineTable({ scope }: { scope: GuidelineScope }) {
  const statement = useSiteContent().eewGuideline[scope];
  return (
    <DataTable caption={statement.subject} columns={['ガイドラインの項目', '対応', '内容']}>
      {statement.items.map((entry) => (
        <GuidelineItemRow key={entry.item} entry={entry} />
      ))}
    </DataTable>
  );
}
