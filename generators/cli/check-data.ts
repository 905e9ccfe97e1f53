import { BuildStepError, validateData } from './build-steps';

/** `npm run check:data`: validates every data file without building. */
validateData().then(
  (model) => console.log(`✓ data valid: ${model.pages.size} pages`),
  (error: unknown) => {
    console.error(error instanceof BuildStepError ? error.message : error);
    process.exit(1);
  },
);
