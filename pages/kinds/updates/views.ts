import { UpdatesTimeline } from './UpdatesTimeline';
import type { PageKindViews } from '../page-kind-views';

/** The component of each view build/source.ts gives, taking exactly the props it gives (props.ts). */
export const views = { updates: UpdatesTimeline } satisfies PageKindViews<'updates'>;
