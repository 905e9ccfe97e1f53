import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * The seam data → props → component is typed (isomorphic/page-kind-props.ts): a page source whose props are not
 * its view's, or a component that takes other props than its view's, does not compile. tests/fixtures/page-kind-types/
 * holds such pairs, each line that must fail marked `// expect TS<code>`, and pairs that agree (no mark). The
 * TypeScript compiler checks the folder on its own (the site's tsconfig leaves tests/fixtures/ out); the errors it
 * reports must be exactly the marked ones.
 */

const fixtureDir = path.join(repoRoot, 'tests/fixtures/page-kind-types');
const relative = (file: string) => path.relative(repoRoot, path.resolve(repoRoot, file)).split(path.sep).join('/');

/** `file:line TS<code>` for every line marked `// expect TS<code>`. */
function expectedErrors(): string[] {
  return readdirSync(fixtureDir)
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      readFileSync(path.join(fixtureDir, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => {
          const mark = /\/\/ expect (TS\d+)$/.exec(line);
          return mark ? [`${relative(path.join(fixtureDir, file))}:${index + 1} ${mark[1]}`] : [];
        }),
    )
    .sort();
}

/** The errors the compiler reports for the fixture folder, as `file:line TS<code>`, and its whole output. */
function compilerErrors(): { errors: string[]; output: string } {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/@typescript/native/bin/tsc'),
      '--noEmit',
      '--pretty',
      'false',
      '-p',
      path.join(fixtureDir, 'tsconfig.json'),
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const output = `${result.stdout}${result.stderr}`;
  const errors = [...output.matchAll(/^(.+?)\((\d+),\d+\): error (TS\d+):/gm)]
    .map((match) => `${relative(match[1])}:${match[2]} ${match[3]}`)
    .sort();
  return { errors, output };
}

describe('page kinds are typed from source to component (isomorphic/page-kind-props.ts)', () => {
  it('rejects each source and component that disagree with their view, and nothing else', () => {
    const expected = expectedErrors();
    expect(expected.length).toBeGreaterThanOrEqual(6);
    const { errors, output } = compilerErrors();
    expect(errors, output).toEqual(expected);
    // The errors say what disagrees: the field the component wants, the props the view takes.
    expect(output).toContain("Property 'definition' is missing in type '{ term: string; meaning: string; }'");
    expect(output).toContain(
      `Type '{ view: "jmafile"; props: TelegramPageProps; }' is not assignable to type 'PageView'`,
    );
    expect(output).toContain(
      "JmaFilePageProps) => Element' is not assignable to type 'ComponentType<TelegramPageProps>'",
    );
  }, 120_000);
});
