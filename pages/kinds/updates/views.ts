import { UpdatesTimeline } from './UpdatesTimeline';

/** The component of each page kind build/source.ts makes. */
export const views = { updates: UpdatesTimeline };
