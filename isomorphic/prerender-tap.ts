/**
 * A tap on prerendering: during `npm run build`, the build script (generators/cli/build.ts) listens here and feeds
 * each page's HTML to the search indexer while the next pages render (Pagefind indexes in its own process, so
 * the two run side by side on two cores). Outside a build nothing listens and reporting does nothing. The
 * listener is shared through `globalThis` (processShared) because the prerender bundle has its own copy of this module.
 */
import { processShared } from './process-shared';

export type PrerenderedPageListener = (urlPathname: string, html: string) => void;

const holder = processShared('prerendered-page', () => ({ listener: null as PrerenderedPageListener | null }));

export function listenToPrerenderedPages(listener: PrerenderedPageListener | null): void {
  holder.listener = listener;
}

export function reportPrerenderedPage(urlPathname: string, html: () => string): void {
  holder.listener?.(urlPathname, html());
}
