// Runs a TypeScript entry point (e.g. generators/cli/build.ts) as plain Node: esbuild bundles our own modules into
// one file under node_modules/.cache/ (packages stay imports), then Node imports it. Under tsx every module the
// process loads, Vite's and Vike's included, goes through tsx's loader thread; for `npm run build` that cost about
// 1.5 s per build (measured), more than this bundling step (~0.2 s).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importGlobPlugin } from './esbuild-import-glob.mjs';

const entry = process.argv[2];
if (!entry) {
  console.error('usage: node generators/cli/run-bundled.mjs <entry.ts> [arguments]');
  process.exit(2);
}
// One file per process, so that builds running side by side (tests, a bench) never share it.
const outfile = path.resolve(
  'node_modules/.cache/dmdata-cli',
  `${path.basename(entry, path.extname(entry))}.${process.pid}.mjs`,
);
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [importGlobPlugin],
  logLevel: 'warning',
});
// Removed when the process ends, however it ends (the entry may call process.exit before this import settles).
process.once('exit', () => rmSync(outfile, { force: true }));
process.argv.splice(2, 1);
// React picks its development or production build from NODE_ENV when it is first loaded, and the page sources the
// entry imports load it (createElement) before Vike would set NODE_ENV for the prerender; without this the
// prerender would mix React's development build with its production server renderer.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(outfile).href);
