import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeKey } from '../../isomorphic/page-info';
import { collectHrefs, collectIds, htmlFileToUrl, listHtmlFiles, readPageHtml } from './html-scan';

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
  const idsByPage = new Map<string, Set<string>>();
  const htmlByPage = new Map<string, string>();
  for (const file of files) {
    const html = readPageHtml(path.join(distDir, file));
    const url = routeKey(htmlFileToUrl(file));
    htmlByPage.set(url, html);
    idsByPage.set(url, collectIds(html));
  }
  const broken: BrokenLink[] = [];
  for (const [page, html] of htmlByPage) {
    for (const href of new Set(collectHrefs(html))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const [rawPath, rawHash = ''] = href.split('#');
      const hash = safeDecode(rawHash);
      const targetPath = rawPath === '' ? page : safeDecode(rawPath.split('?')[0]);
      if (!targetPath.startsWith('/')) {
        broken.push({ page, href, reason: 'relative links are not allowed; use a path from the site root' });
        continue;
      }
      const key = routeKey(targetPath);
      const ids = idsByPage.get(key);
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
