import { processShared } from '../../isomorphic/process-shared';
import type { ShellConfig } from '../../isomorphic/site-types';

/** What the Vite plugins of a build need from the site model: the route keys and the shell. */
export interface BuildSiteModel {
  routeKeys: string[];
  shell: ShellConfig;
}

interface Handover {
  model?: Promise<BuildSiteModel>;
}

const handover = () => processShared<Handover>('build-site-model', () => ({}));

/**
 * The build script (generators/cli/build.ts) loads and validates the site model before Vike bundles anything, and
 * hands it to the Vite plugins here, so the copy of the plugins bundled with vite.config.ts never loads the page
 * sources itself (it could not: they are found with `import.meta.glob`, which that bundle does not expand).
 */
export function handOverBuildSiteModel(model: Promise<BuildSiteModel>): void {
  // A failed validation is reported by the build script; the plugins that wait for the model get it too.
  model.catch(() => undefined);
  handover().model = model;
}

/** The site model the build script handed over; an error when Vike builds without it (`npx vike build`). */
export function buildSiteModel(): Promise<BuildSiteModel> {
  const model = handover().model;
  if (!model)
    return Promise.reject(
      new Error(
        'the site is built by `npm run build` (generators/cli/build.ts), which loads the site model first; `vike build` alone has none',
      ),
    );
  return model;
}
