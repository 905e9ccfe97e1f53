import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * Every repository path a code comment names exists: a comment that points at a file after the file
 * moved sends the reader nowhere. Comments are read with TypeScript's scanner (so `/*` inside a string or a glob is
 * no comment); a path is a word starting with a top folder of the repository. Not checked: globs and placeholders
 * (`*`, `{`, `<`), files git ignores (outputs such as bench/latest.md), and `docs/…` beyond the Markdown files of
 * docs/ itself, since the site's URLs (docs/telegrams/…) are spelled the same way.
 */

const topFolders = ['generators', 'isomorphic', 'renderer', 'pages', 'tests', 'bench', 'data', 'public', '.ci'];
const pathPattern = new RegExp(
  `(?<![\\w./@-])((?:${topFolders.map((name) => name.replace('.', '\\.')).join('|')})/[\\w.+@\\-/*{}<>,\\[\\]]*[\\w/*}>]|docs/[\\w-]+\\.md)`,
  'g',
);
/** A module named without its extension, as imports name it. */
const moduleExtensions = ['', '.ts', '.tsx', '.mjs', '.js'];

/** The text of every comment in a TypeScript or JavaScript file. */
function codeComments(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

/** The comments of a stylesheet or a JSON-with-comments file (no strings there hold `/*` or `//`). */
const plainComments = (text: string): string[] => text.match(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm) ?? [];

/** The repository paths named in `comments` that do not exist below `root`. */
function missingPaths(comments: string[], root: string, ignored: (file: string) => boolean): string[] {
  const missing: string[] = [];
  for (const comment of comments)
    for (const [, named] of comment.matchAll(pathPattern)) {
      if (/[*{<]/.test(named)) continue;
      if (moduleExtensions.some((extension) => existsSync(path.join(root, `${named}${extension}`)))) continue;
      if (!ignored(named)) missing.push(named);
    }
  return missing;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
const gitIgnored = (file: string): boolean => {
  try {
    git('check-ignore', '-q', '--no-index', file);
    return true;
  } catch {
    return false;
  }
};

describe('paths named in code comments', () => {
  it('finds a stale path and passes paths that exist, globs, module names and ignored outputs', () => {
    const comments = codeComments(
      'sample.ts',
      [
        '/** Built by generators/cli/build.ts (see generators/site/site-model and tests/search/*.ts). */',
        "const glob = 'pages/**/*.mdx'; // the cards come from renderer/social-card.ts",
        "const text = 'not a comment: generators/gone.ts /* nor this: renderer/gone.ts */';",
        '// bench/latest.md is written by npm run bench; docs/architecture.md explains; docs/telegrams/et01 is a URL',
      ].join('\n'),
    );
    expect(missingPaths(comments, repoRoot, gitIgnored)).toEqual(['renderer/social-card.ts']);
  });

  it('every path a comment names in the code, tests, bench and configs exists', () => {
    const files = git('ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs', '*.css', '*.jsonc')
      .split('\n')
      .filter((file) => file && !file.startsWith('isomorphic/data-types/') && !file.startsWith('tests/fixtures/'));
    expect(files.length).toBeGreaterThan(100);
    const stale: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(repoRoot, file), 'utf8');
      const comments = /\.(css|jsonc)$/.test(file) ? plainComments(text) : codeComments(file, text);
      for (const named of missingPaths(comments, repoRoot, gitIgnored)) stale.push(`${file}: ${named}`);
    }
    expect(stale).toEqual([]);
  });
});
