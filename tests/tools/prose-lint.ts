import { lintProse, proseFiles } from '../support/prose-lint';

/**
 * The prose check of `npm test` (tests/unit/prose.test.ts) from the command line, for fixing findings:
 * `npx tsx tests/tools/prose-lint.ts [part of a path]` prints `file:line:column  rule  message` for each finding
 * and a count per rule.
 */
const part = process.argv.slice(2).find((argument) => !argument.startsWith('--'));
const files = proseFiles().filter((file) => !part || file.includes(part));
const findings = await lintProse(files);
for (const finding of findings) console.log(`${finding.where}\t${finding.rule}\t${finding.message.split('\n')[0]}`);
const perRule = new Map<string, number>();
for (const finding of findings) perRule.set(finding.rule, (perRule.get(finding.rule) ?? 0) + 1);
for (const [rule, count] of [...perRule].sort((a, b) => b[1] - a[1])) console.error(`${count}\t${rule}`);
console.error(`${files.length} files, ${findings.length} findings`);
process.exitCode = findings.length > 0 ? 1 : 0;
