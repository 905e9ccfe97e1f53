import { build } from 'vike/api';
import { BuildStepError, checkLinks, checkRequiredFiles, cleanDist, distClient, slimInlineData, startSearchIndex, validateData, writeArtifacts } from './build-steps';
import path from 'node:path';
import { repoRoot } from '../data/data-source';

/** Runs one build step and prints how long it took, so a slow step shows in every build log. */
async function step<T>(name: string, run: () => T | Promise<T>, done: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`✓ ${done(result)} (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/**
 * `npm run build`: validate data → prerender with Vike (each page also goes to the search index) → write downloads →
 * check links → finish the search index.
 * Any failure stops the build with a message naming the file and position; dist/ is removed first, so a failed
 * build leaves no partial output behind. Each step prints its duration.
 */
async function main(): Promise<void> {
  const started = Date.now();
  cleanDist();
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  // Vike starts first, so the part of its start-up that runs outside this thread (bundling vite.config.ts) overlaps
  // the validation (about 2 s less per build, measured); its plugins then reuse the parsed, validated files (shared
  // on globalThis). Bad data still stops the build before anything is written: validation holds this thread, and
  // the failure path removes dist/ and exits.
  const bundling = build();
  bundling.catch(() => undefined);
  const model = await step('validate', validateData, (result) => `data valid: ${result.pages.size} pages`);
  // Pagefind indexes each page in its own process while Vike renders the next ones.
  const finishSearchIndex = await startSearchIndex(model);
  await step('vike build + prerender', () => bundling, () => 'client and server bundles built, pages prerendered and fed to the search index');
  // Pagefind writes its files in its own process while the downloads are written and the links checked.
  const indexing = finishSearchIndex();
  indexing.catch(() => undefined);
  await step('downloads', writeArtifacts, (count) => `${count} downloadable files written`);
  await step('link check', () => {
    checkRequiredFiles();
    checkLinks();
  }, () => 'internal links and anchors resolve');
  await step('search index, rest of the wait', () => indexing, (indexed) => `search index: ${indexed} pages`);
  await step('slim inline data', slimInlineData, (saved) => `inline hydration data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`);
  console.log(`Built ${path.relative(repoRoot, distClient)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  cleanDist();
  if (error instanceof BuildStepError) console.error(`\nBuild failed.\n${error.message}`);
  else console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
