import type { Config } from 'vike/types';

export default {
  // Every page is prerendered to static HTML; navigation after the first load is client-side.
  prerender: true,
  clientRouting: true,
  hydrationCanBeAborted: true,
  // Link prefetching is our own (renderer/navigation/link-prefetch.ts), to honour 2g / data-saver.
  prefetch: false,
} satisfies Config;
