/**
 * A tap on prerendering: during `npm run build`, the build script (generators/cli/build.ts) listens here and feeds
 * each page's HTML to the search indexer while the next pages render (Pagefind indexes in its own process, so
 * the two run side by side on two cores). Outside a build nothing listens and reporting does nothing. The
 * listener lives on `globalThis` because the prerender bundle has its own copy of this module.
 */
export type PrerenderedPageListener = (urlPathname: string, html: string) => void;

const key = Symbol.for('dmdata.prerendered-page');
const holder = globalThis as typeof globalThis & { [key]?: PrerenderedPageListener | null };

export function listenToPrerenderedPages(listener: PrerenderedPageListener | null): void {
  holder[key] = listener;
}

export function reportPrerenderedPage(urlPathname: string, html: () => string): void {
  holder[key]?.(urlPathname, html());
}
