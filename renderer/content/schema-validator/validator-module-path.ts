/**
 * URL of the validation module the build compiles for a published schema (generators/build/validator-modules.ts):
 * `/schemas/x/1.0.0.json` → `/schemas/x/1.0.0.validate.js`.
 */
export function validatorModulePath(schemaPath: string): string {
  return schemaPath.replace(/\.json$/, '.validate.js');
}
