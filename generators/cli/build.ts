import { build } from 'vike/api';
import path from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { repoRoot } from '../data/data-source';
import { strictChecksVariable } from '../schemas/load';
import {
  BuildStepError,
  checkLinks,
  checkRequiredFiles,
  checkSchemasStrictly,
  cleanDist,
  distClient,
  slimInlineData,
  startSearchIndex,
  validateData,
  writeArtifacts,
  writeSearchEngineFiles,
  writeSocialCardImages,
} from './build-steps';

/** Runs one build step and prints how long it took, so a slow step shows in every build log. */
async function step<T>(name: string, run: () => T | Promise<T>, done: (result: T) => string): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`✓ ${done(result)} (${name}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}

/**
 * Runs `checkSchemasStrictly` in a worker thread (this same file, started again: see the end of the file), on the
 * core the page rendering leaves free. Needs this file as JavaScript, as `npm run build` runs it
 * (generators/cli/run-bundled.mjs).
 */
function strictSchemaChecks(): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    delete env[strictChecksVariable];
    const worker = new Worker(new URL(import.meta.url), { env });
    let answered = false;
    worker.once('message', (message: { error?: string }) => {
      answered = true;
      if (message.error) reject(new BuildStepError(message.error));
      else resolve();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`the schema check worker stopped (exit code ${code}) without an answer`));
    });
  });
}

/**
 * `npm run build`: validate data → prerender with Vike (each page also goes to the search index; the strict schema
 * checks run in a worker meanwhile) → write downloads → check links → finish the search index.
 * Any failure stops the build with a message naming the file and position; dist/ is removed first, so a failed
 * build leaves no partial output behind. Each step prints its duration.
 */
async function main(): Promise<void> {
  const started = Date.now();
  cleanDist();
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  // The strict compile of the conversion schemas and the check of their examples (~1.5 s) shape no page: a worker
  // does them while this thread validates the rest and Vike renders. A problem it finds stops the build all the same.
  process.env[strictChecksVariable] = '1';
  const strictChecks = strictSchemaChecks();
  strictChecks.catch(() => undefined);
  // Vike starts first, so the part of its start-up that runs outside this thread (bundling vite.config.ts) overlaps
  // the validation (about 2 s less per build, measured); its plugins then reuse the parsed, validated files (shared
  // on globalThis). Bad data still stops the build: this thread's validation holds it before anything is written;
  // a problem the worker finds arrives while Vike renders, and the failure path removes dist/ and exits.
  const bundling = build();
  bundling.catch(() => undefined);
  const model = await step('validate', validateData, (result) => `data valid: ${result.pages.size} pages`);
  // Pagefind indexes each page in its own process while Vike renders the next ones.
  const finishSearchIndex = await startSearchIndex(model);
  await step(
    'vike build + prerender, schema checks beside it',
    () => Promise.all([bundling, strictChecks]),
    () => 'client and server bundles built, pages prerendered and fed to the search index; schemas compile strictly, examples valid',
  );
  // Pagefind writes its files in its own process while the downloads are written and the links checked.
  const indexing = finishSearchIndex();
  indexing.catch(() => undefined);
  await step('downloads', writeArtifacts, (count) => `${count} downloadable files written`);
  await step('social cards', () => writeSocialCardImages(model), (count) => `${count} Open Graph images drawn`);
  await step('sitemap', () => writeSearchEngineFiles(model), (count) => `sitemap.xml lists ${count} pages; robots.txt names it`);
  await step('link check', () => {
    checkRequiredFiles();
    checkLinks();
  }, () => 'internal links and anchors resolve');
  await step('search index, rest of the wait', () => indexing, (indexed) => `search index: ${indexed} pages`);
  await step('slim inline data', slimInlineData, (saved) => `inline hydration data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`);
  console.log(`Built ${path.relative(repoRoot, distClient)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (isMainThread) {
  main().catch((error: unknown) => {
    cleanDist();
    if (error instanceof BuildStepError) console.error(`\nBuild failed.\n${error.message}`);
    else console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
} else {
  // The worker of strictSchemaChecks: answers once, with the positioned messages when something is wrong.
  checkSchemasStrictly().then(
    () => parentPort?.postMessage({}),
    (error: unknown) => parentPort?.postMessage({ error: error instanceof BuildStepError ? error.message : `schema checks failed: ${error instanceof Error ? error.message : String(error)}` }),
  );
}
