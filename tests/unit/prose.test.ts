import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintProse } from '../support/prose-lint';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Writes `text` to a file `name` of a new temporary directory: its path, and as findings name it (`where`). */
function sampleFile(name: string, text: string): { file: string; where: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'prose-')), name);
  writeFileSync(file, text);
  return { file, where: path.relative(repoRoot, file) };
}

/**
 * The site's Japanese passes textlint with the project's configuration (`.textlintrc.yml`: ja-technical-writing,
 * ja-spacing, prh with `prh.yml`) with no finding: every MDX page, every Japanese string of `data/` and the text
 * components write. Each finding is printed at the file, line and column a maintainer edits.
 */
describe('prose', () => {
  it('has no textlint finding in the MDX pages, the data files and the components', { timeout: 900_000 }, async () => {
    const findings = await lintProse();
    expect(findings.map((finding) => `${finding.where}  ${finding.message.split('\n')[0]} (${finding.rule})`)).toEqual(
      [],
    );
  });

  it(
    'puts a finding in a data string back at its line and column in the YAML or JSON file',
    { timeout: 300_000 },
    async () => {
      const yaml = sampleFile(
        'sample.yaml',
        [
          'entry:',
          '  label: 推計震度分布作図データ',
          '  text: |',
          '    一行目です。',
          '    二行目ではソフトウエアを使います。',
          '',
        ].join('\n'),
      );
      const json = sampleFile('sample.schema.json', '{\n  "description": "API キーを\\nヘッダに付けます。"\n}\n');
      const findings = await lintProse([yaml.file, json.file]);
      expect(findings.map((finding) => `${finding.where} ${finding.rule}`)).toEqual([
        `${yaml.where}:2:10 prh`,
        `${yaml.where}:5:10 prh`,
        `${json.where}:2:28 prh`,
      ]);
    },
  );

  it(
    "lints a component's own text as the reader sees it and puts each finding at its line and column",
    { timeout: 300_000 },
    async () => {
      const { file, where } = sampleFile(
        'Sample.tsx',
        [
          'export function Sample({ n }: { n: number }) {',
          '  const title = `${n} 件の価格表`;',
          '  return (',
          '    <p title={title}>',
          '      APIキーを <code>x-api-key</code> に入れます。「<b>重要</b>」です。',
          '    </p>',
          '  );',
          '}',
          '',
        ].join('\n'),
      );
      const findings = await lintProse([file]);
      // The 「 and 」 around an element pair up; the template literal's words are checked too.
      expect(findings.map((finding) => `${finding.where} ${finding.rule}`).sort()).toEqual(
        [
          `${where}:2:25 prh`,
          `${where}:5:7 prh`,
          `${where}:5:9 ja-spacing/ja-space-between-half-and-full-width`,
        ].sort(),
      );
    },
  );

  it(
    'lints the Japanese attribute values of a component written over several lines, not its syntax',
    { timeout: 300_000 },
    async () => {
      // Two sentences of about 60 characters each in the lead: read with the quotes and braces around them, they
      // were one sentence of more than 100.
      const sentence =
        '気象庁の電文を受け取り、設定した地点の予想震度と主要動が届くまでの秒数を画面に表示して知らせるための仕組みです。';
      const { file, where } = sampleFile(
        'hero.mdx',
        [
          '<Hero',
          '  eyebrow="ソフトウエアの紹介"',
          `  lead={<>${sentence}${sentence}</>}`,
          "  secondary={{ href: '/docs', label: '読む →' }}",
          '  picture={<Drawing />}',
          '/>',
          '',
          '本文です。',
          '',
        ].join('\n'),
      );
      const findings = await lintProse([file]);
      expect(findings.map((finding) => `${finding.where} ${finding.rule}`)).toEqual([`${where}:2:12 prh`]);
    },
  );
});
