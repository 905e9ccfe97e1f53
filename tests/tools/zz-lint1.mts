import { createLinter, loadTextlintrc } from 'textlint';
const descriptor = await loadTextlintrc({ configFilePath: process.argv[3] ?? '/work/main/tests/tools/textlint-default.json' });
const linter = createLinter({ descriptor });
const [r] = await linter.lintFiles([process.argv[2]]);
const src = (await import('node:fs')).readFileSync(process.argv[2],'utf8').split('\n');
for (const m of r.messages) console.log(m.line, (m.ruleId.split('/')[1] ?? m.ruleId), m.message.split('\n')[0].slice(0,70), '|', src[m.line-1].slice(Math.max(0,m.column-30), m.column+40));
