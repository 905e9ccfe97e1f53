import type { Plugin } from 'vite';

/**
 * Test workers resolve packages with Node's own export conditions, as the build and the server run them. Vitest
 * adds `development` outside production mode (Vite's default server conditions, which a config can add to but not
 * replace), and that loads the checking builds of the Markdown parser (micromark's and mdast's `dev/` folders, an
 * assertion at every step): the same results, slower (the unit stage took 97 CPU seconds with them, 92 without).
 * This plugin takes the condition out of the resolved config, which both Vite's resolver and the workers'
 * `--conditions` flags read.
 */
export function withoutDevelopmentCondition(): Plugin {
  return {
    name: 'dmdata:without-development-condition',
    configResolved(config) {
      for (const options of [
        config.resolve,
        config.ssr.resolve,
        ...Object.values(config.environments).map((environment) => environment.resolve),
      ]) {
        const conditions = options?.conditions;
        if (!conditions) continue;
        const kept = conditions.filter(
          (condition) => condition !== 'development' && condition !== 'development|production',
        );
        conditions.splice(0, conditions.length, ...kept);
      }
    },
  };
}
