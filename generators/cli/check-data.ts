import { BuildStepError, validateData } from './build-steps';

/** `npm run check:data`: validates every data file without building. */
try {
  const model = validateData();
  console.log(`✓ data valid: ${model.pages.size} pages`);
} catch (error) {
  console.error(error instanceof BuildStepError ? error.message : error);
  process.exit(1);
}
