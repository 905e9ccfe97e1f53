/**
 * A path ending in `.html` or `/index.html` names the same page as the path without it:
 * `/docs/eew.html` → `/docs/eew`, `/docs/telegrams/index.html` → `/docs/telegrams/`, `/index.html` → `/`.
 * Returns null when nothing changes.
 */
export function stripHtmlSuffix(pathname: string): string | null {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return null;
}
