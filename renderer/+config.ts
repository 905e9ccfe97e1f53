import type { Config } from 'vike/types';

export default {
  // Every page is prerendered to static HTML; navigation after the first load is client-side.
  prerender: true,
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Link prefetching is our own (renderer/navigation/link-prefetch.ts), to honour 2g / data-saver. `false` alone
  // would keep Vike's hover prefetch of static assets (its default); both parts are switched off here.
  prefetch: { staticAssets: false, pageContext: false },
  // `+sidebar`: the docs sidebar, set by the pages that have docs (pages/site-pages/+sidebar.ts). The search and
  // error pages set none, so their first load does not carry it.
  meta: { sidebar: { env: { server: true, client: true } } },
} satisfies Config;
