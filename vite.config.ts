import { defineConfig } from 'vite';
import { siteViteConfig } from './generators/site/vite-config';

/**
 * `npm run dev` (`vike dev`) reads this file. `npm run build` does not: its script passes the same configuration,
 * with the site model it validated, to Vike's build API (generators/cli/build.ts).
 */
export default defineConfig(siteViteConfig());
