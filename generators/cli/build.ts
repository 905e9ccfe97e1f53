import { build } from 'vike/api';
import { BuildStepError, checkLinks, checkRequiredFiles, cleanDist, distClient, indexSearch, slimInlineData, validateData, writeArtifacts } from './build-steps';
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
 * `npm run build`: validate data → prerender with Vike → write downloads → check links → search index.
 * Any failure stops the build with a message naming the file and position; dist/ is removed first, so a failed
 * build leaves no partial output behind. Each step prints its duration.
 */
async function main(): Promise<void> {
  const started = Date.now();
  cleanDist();
  const model = await step('validate', validateData, (result) => `data valid: ${result.pages.size} pages`);
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  await step('vike build + prerender', () => build(), () => 'client and server bundles built, pages prerendered');
  await step('downloads', writeArtifacts, (count) => `${count} downloadable files written`);
  await step('link check', () => {
    checkRequiredFiles();
    checkLinks();
  }, () => 'internal links and anchors resolve');
  await step('search index', () => indexSearch(model), (indexed) => `search index: ${indexed} pages`);
  await step('slim inline data', slimInlineData, (saved) => `inline hydration data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`);
  console.log(`Built ${path.relative(repoRoot, distClient)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  cleanDist();
  if (error instanceof BuildStepError) console.error(`\nBuild failed.\n${error.message}`);
  else console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
