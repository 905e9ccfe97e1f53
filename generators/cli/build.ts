import { build } from 'vike/api';
import { BuildStepError, checkLinks, checkRequiredFiles, cleanDist, distClient, indexSearch, slimInlineData, validateData, writeArtifacts } from './build-steps';
import path from 'node:path';
import { repoRoot } from '../data/data-source';

/**
 * `npm run build`: validate data → prerender with Vike → write downloads → check links → search index.
 * Any failure stops the build with a message naming the file and position; dist/ is removed first, so a failed
 * build leaves no partial output behind.
 */
async function main(): Promise<void> {
  const started = Date.now();
  cleanDist();
  const model = await validateData();
  console.log(`✓ data valid: ${model.pages.size} pages`);
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  await build();
  const artifacts = await writeArtifacts();
  console.log(`✓ ${artifacts} downloadable files written`);
  checkRequiredFiles();
  checkLinks();
  console.log('✓ internal links and anchors resolve');
  const indexed = await indexSearch(model);
  console.log(`✓ search index: ${indexed} pages`);
  const saved = slimInlineData();
  console.log(`✓ inline hydration data slimmed by ${(saved / 1024 / 1024).toFixed(1)} MB`);
  console.log(`Built ${path.relative(repoRoot, distClient)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  cleanDist();
  if (error instanceof BuildStepError) console.error(`\nBuild failed.\n${error.message}`);
  else console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
