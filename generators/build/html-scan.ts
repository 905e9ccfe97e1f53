import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeHtmlAttribute } from '../../isomorphic/escape-html';

/** Every .html file below `dir`, as paths relative to it (forward slashes). */
export function listHtmlFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listHtmlFiles(full, base));
    else if (entry.name.endsWith('.html')) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** The part of a page that belongs to the page itself (inside #root), without inline scripts. */
export function readPageHtml(file: string): string {
  return readFileSync(file, 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
}

export function collectIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid="([^"]*)"/g)) ids.add(decodeHtmlAttribute(match[1]));
  return ids;
}

export function collectHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => decodeHtmlAttribute(match[1]));
}

/** `docs/eew/index.html` → `/docs/eew`; `index.html` → `/`; `404.html` → `/404.html`. */
export function htmlFileToUrl(relative: string): string {
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return `/${relative}`;
}
