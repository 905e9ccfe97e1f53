import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';

/**
 * Applies textlint's automatic fixes (spacing, prh terms) of the project's configuration to MDX pages:
 * `npx tsx tests/tools/prose-fix.ts pages/docs/eew.mdx …`. Review the diff: a fix only changes spacing and spelling.
 */
const root = path.resolve(import.meta.dirname, '../..');
const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.yml') });
const linter = createLinter({ descriptor });
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, 'utf8');
  const result = await linter.fixText(text, file.replace(/\.mdx$/, '.md'));
  if (result.output !== text) writeFileSync(file, result.output);
  console.log(`${file}: ${result.applyingMessages.length} fixed, ${result.remainingMessages.length} left`);
}
