import {
  guidelineStatuses,
  loadEewGuideline,
  type GuidelineItem,
  type GuidelineScope,
} from '../../generators/content/eew-guideline';

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
            {entry.links.map((link, index) => (
              <span key={link.href}>
                {index > 0 ? '、' : null}
                <a href={link.href}>{link.text}</a>
              </span>
            ))}
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
  const statement = loadEewGuideline()[scope];
  return (
    <table>
      <caption>{statement.subject}</caption>
      <thead>
        <tr>
          <th scope="col">ガイドラインの項目</th>
          <th scope="col">対応</th>
          <th scope="col">内容</th>
        </tr>
      </thead>
      <tbody>
        {statement.items.map((entry) => (
          <GuidelineItemRow key={entry.item} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}
