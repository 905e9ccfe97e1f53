/**
 * Where a page's Markdown version is published (written by generators/build/markdown-outputs.ts): the page's
 * URL path with `.md` after it, and `index.md` for a path that ends in `/`.
 *
 * `/docs/telegrams/et01330` → `/docs/telegrams/et01330.md`, `/docs/telegrams/` → `/docs/telegrams/index.md`,
 * `/` → `/index.md`.
 */
export function markdownPathOf(urlPath: string): string {
  const clean = urlPath.split('#')[0].split('?')[0] || '/';
  return clean.endsWith('/') ? `${clean}index.md` : `${clean}.md`;
}
