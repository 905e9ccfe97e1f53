/**
 * The props of /docs/updates/: what build/source.ts gives. The type is in isomorphic/updates-timeline.ts, beside the
 * timeline's grouping by year that the build shares.
 */
import type { UpdatesTimelineProps } from '../../../isomorphic/updates-timeline';

export type { UpdatesTimelineProps };

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    updates: UpdatesTimelineProps;
  }
}
