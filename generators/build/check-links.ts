import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeKey } from '../../isomorphic/page-info';
import { htmlFileToUrl, listHtmlFiles, scanPage, type PageScan } from './html-scan';

export interface BrokenLink {
  page: string;
  href: string;
  reason: string;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Checks every internal link and anchor in the built site: the target page (or file) must exist, and a
 * `#fragment` must name an element id on it. External links are not fetched.
 */
export function findBrokenLinks(distDir: string): BrokenLink[] {
  const files = listHtmlFiles(distDir);
  const scans = new Map<string, PageScan>();
  for (const file of files)
    scans.set(routeKey(htmlFileToUrl(file)), scanPage(readFileSync(path.join(distDir, file), 'utf8')));
  const broken: BrokenLink[] = [];
  for (const [page, { hrefs }] of scans) {
    for (const href of new Set(hrefs)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const [rawPath, rawHash = ''] = href.split('#');
      const hash = safeDecode(rawHash);
      const targetPath = rawPath === '' ? page : safeDecode(rawPath.split('?')[0]);
      if (!targetPath.startsWith('/')) {
        broken.push({ page, href, reason: 'relative links are not allowed; use a path from the site root' });
        continue;
      }
      const key = routeKey(targetPath);
      const ids = scans.get(key)?.ids;
      if (!ids) {
        const file = path.join(distDir, targetPath);
        if (path.extname(targetPath) && existsSync(file) && statSync(file).isFile()) {
          if (hash) broken.push({ page, href, reason: 'anchor on a file that is not a page' });
          continue;
        }
        broken.push({ page, href, reason: 'no page at this path' });
        continue;
      }
      if (hash && !ids.has(hash)) broken.push({ page, href, reason: `no element with id "${hash}" on ${key}` });
    }
  }
  return broken;
}
