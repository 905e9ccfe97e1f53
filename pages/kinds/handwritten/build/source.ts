import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DataError, type DataIssue } from '../../../../generators/data/data-error';
import { DataSource, relativeToRepo, repoRoot } from '../../../../generators/data/data-source';
import type { PageInfo } from '../../../../isomorphic/page-info';
import type { PageSource } from '../../../../generators/site/page-source';

/** Folder holding hand-written MDX pages; a file's place mirrors its URL. */
export function pagesDir(root = repoRoot): string {
  return path.join(root, 'pages');
}

/** `pages/index.mdx` → `/`, `pages/eewclient/index.mdx` → `/eewclient/`, `pages/docs/eew.mdx` → `/docs/eew`. */
export function mdxFileToUrl(relativeFile: string): string {
  const withoutExt = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.mdx$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

function findMdxFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findMdxFiles(full, base));
    else if (entry.name.endsWith('.mdx')) out.push(path.relative(base, full));
  }
  return out.sort();
}

interface FrontMatter {
  title?: unknown;
  description?: unknown;
  toc?: unknown;
  /** false: the page draws its own h1 (a landing page's hero) instead of the title above the body. */
  showTitle?: unknown;
  /** Other names of the page's subject, as visitors type them; search puts the page first for one typed exactly. */
  searchAliases?: unknown;
}

/** Reads the YAML front matter of an MDX file, checking the fields every page needs. */
export function readFrontMatter(file: string): {
  title: string;
  description: string;
  toc: boolean;
  searchAliases?: string[];
} {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const shown = relativeToRepo(file);
  if (!match) {
    throw new DataError([
      {
        file: shown,
        line: 1,
        column: 1,
        field: 'front matter',
        message: 'missing front matter (--- title/description ---)',
      },
    ]);
  }
  const source = DataSource.parse<FrontMatter>(file, `${'\n'.repeat(1)}${match[1]}`);
  const data = source.value ?? {};
  const issues: DataIssue[] = [];
  if (typeof data.title !== 'string' || data.title.trim() === '')
    issues.push(source.issue(['title'], 'required field "title" is missing or empty'));
  if (typeof data.description !== 'string' || data.description.trim() === '') {
    issues.push(source.issue(['description'], 'required field "description" is missing or empty'));
  }
  for (const flag of ['toc', 'showTitle'] as const) {
    if (data[flag] !== undefined && typeof data[flag] !== 'boolean')
      issues.push(source.issue([flag], 'must be boolean'));
  }
  const aliases = data.searchAliases;
  if (
    aliases !== undefined &&
    (!Array.isArray(aliases) ||
      aliases.length === 0 ||
      aliases.some((alias) => typeof alias !== 'string' || alias.trim() === ''))
  ) {
    issues.push(source.issue(['searchAliases'], "must be a list of names (the page's subject as visitors type it)"));
  }
  for (const key of Object.keys(data)) {
    if (!['title', 'description', 'toc', 'showTitle', 'searchAliases'].includes(key))
      issues.push(source.issue([key], `unknown field "${key}"`, true));
  }
  if (issues.length > 0)
    throw new DataError(issues.map((issue) => ({ ...issue, field: `front matter.${issue.field}` })));
  return {
    title: data.title as string,
    description: data.description as string,
    toc: data.toc !== false,
    ...(aliases ? { searchAliases: aliases as string[] } : {}),
  };
}

/** The page kind of the hand-written pages, which the route's `+data` renders from their MDX modules. */
export const handwrittenKind = 'mdx';

/** Every hand-written page, from the MDX files under pages/. */
export function listHandwrittenPages(root = repoRoot): PageInfo<typeof handwrittenKind>[] {
  const dir = pagesDir(root);
  return findMdxFiles(dir).map((relative) => {
    const file = path.join(dir, relative);
    const meta = readFrontMatter(file);
    return {
      path: mdxFileToUrl(relative),
      title: meta.title,
      description: meta.description,
      kind: handwrittenKind,
      source: relativeToRepo(file),
      ...(meta.searchAliases ? { searchAliases: meta.searchAliases } : {}),
    };
  });
}

/** The hand-written pages: listed from the .mdx files under pages/, rendered from their MDX modules by the route's `+data`. */
export const handwrittenPageSource: PageSource<typeof handwrittenKind> = {
  name: handwrittenKind,
  searchKinds: { [handwrittenKind]: 'manual' },
  listPages: () => listHandwrittenPages(),
};
