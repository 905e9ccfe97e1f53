/**
 * The path of every page of the site model, injected into the server build by the site data plugin (`define`,
 * generators/site/vite-plugin-site-data.ts) from the model `npm run build` validated; `null` in the dev server,
 * which prerenders nothing.
 */
declare const __PAGE_PATHS__: string[] | null;

/** Every URL of the site model, prerendered. */
export default function onBeforePrerenderStart(): string[] {
  if (__PAGE_PATHS__ === null) throw new Error('pages are prerendered by `npm run build` only');
  return __PAGE_PATHS__;
}
