// Runs a TypeScript entry point (e.g. generators/cli/build.ts) as plain Node: Vite bundles our own modules into
// one file under node_modules/.cache/ (an SSR build: packages stay imports), then Node imports it. The build code
// is Vite-processed like the pages, so `import.meta.glob` (generators/site/page-sources.ts) is Vite's own, and the
// process holds one module instance of it. Under tsx every module the process loads, Vite's and Vike's included,
// would go through tsx's loader thread, which costs more than this bundling step.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node generators/cli/run-bundled.mjs <entry.ts> [arguments]');
  process.exit(2);
}
// One file per process, so that builds running side by side (tests, a bench) never share it.
const outDir = path.resolve('node_modules/.cache/dmdata-cli');
const fileName = `${path.basename(entry, path.extname(entry))}.${process.pid}.mjs`;
await build({
  configFile: false,
  envDir: false,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: entry,
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    minify: false,
    target: 'node20',
    rolldownOptions: { output: { entryFileNames: fileName, codeSplitting: false } },
  },
});
const outfile = path.join(outDir, fileName);
// Removed when the process ends, however it ends (the entry may call process.exit before this import settles).
process.once('exit', () => rmSync(outfile, { force: true }));
process.argv.splice(2, 1);
// React picks its development or production build from NODE_ENV when it is first loaded, and the page sources the
// entry imports load it (createElement) before Vike would set NODE_ENV for the prerender; without this the
// prerender would mix React's development build with its production server renderer.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(outfile).href);
