import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';

/**
 * Errors per 1,000 Japanese characters over every page's Markdown of a build:
 * `npx tsx tests/tools/textlint-density.ts <dist/client> [<.textlintrc>]`. Without a config file it runs
 * `textlint-rule-preset-ja-technical-writing` with its default options (the yardstick); with one, that
 * configuration (the project's `.textlintrc.json`). Japanese characters are those of the Hiragana, Katakana and Han
 * scripts and the long-vowel mark, counted in the whole file (front matter included). Prints the total, the density,
 * the rules that fire most and the pages with most errors.
 */
const [dist, configFile] = process.argv.slice(2);
if (!dist) throw new Error('usage: textlint-density.ts <dist/client> [<.textlintrc>]');

function markdownFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return name === 'pagefind' || name === 'assets' ? [] : markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const descriptor = configFile
  ? await loadTextlintrc({ configFilePath: configFile })
  : await loadTextlintrc({ configFilePath: path.join(import.meta.dirname, 'textlint-default.json') });
const linter = createLinter({ descriptor });
const files = markdownFiles(dist).sort();
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー]/gu;
let characters = 0;
let errors = 0;
const perRule = new Map<string, number>();
const perFile: Array<[string, number]> = [];
for (const file of files) {
  characters += readFileSync(file, 'utf8').match(japanese)?.length ?? 0;
  const [result] = await linter.lintFiles([file]);
  errors += result.messages.length;
  perFile.push([path.relative(dist, file), result.messages.length]);
  for (const message of result.messages) perRule.set(message.ruleId, (perRule.get(message.ruleId) ?? 0) + 1);
}
const top = (map: Iterable<[string, number]>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([name, count]) => `  ${count}\t${name}`)
    .join('\n');
console.log(`${files.length} files, ${characters} Japanese characters, ${errors} errors`);
console.log(`${((errors / characters) * 1000).toFixed(2)} errors per 1,000 Japanese characters`);
console.log(`by rule:\n${top(perRule)}`);
console.log(`by page:\n${top(perFile)}`);
