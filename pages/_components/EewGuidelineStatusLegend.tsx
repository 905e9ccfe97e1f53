import { guidelineStatuses, type GuidelineScope, type GuidelineStatus } from '../../isomorphic/content-format';
import { useSiteContent } from './site-content';

/** Explains the values of the 対応 column, listing only the statuses the `scope` table uses. */
export function EewGuidelineStatusLegend({ scope }: { scope: GuidelineScope }) {
  const used = new Set(useSiteContent().eewGuideline[scope].items.map((entry) => entry.status));
  const statuses = (Object.keys(guidelineStatuses) as GuidelineStatus[]).filter((status) => used.has(status));
  return (
    <dl>
      {statuses.map((status) => (
        <div key={status}>
          <dt>{guidelineStatuses[status].label}</dt>
          <dd>{guidelineStatuses[status].meaning}</dd>
        </div>
      ))}
    </dl>
  );
}
