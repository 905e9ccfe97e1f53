import type { SearchHit } from '../search/search-hits';
import { routeKey } from '../../isomorphic/route-key';

/** The site's page list with titles and descriptions (written by the build, generators/build/llms-txt.ts). */
const pageListUrl = '/llms.txt';

/** Suggestions the 404 page offers: pages near the missing address first, then pages its words name. */
const suggestionCount = 5;

/** Parts of an address that name no subject. */
const addressNoise = new Set(['docs', 'index', 'html', 'md', 'www']);

/** `/docs/telegram/et01330` → `telegram et01330`: the words of a missing address, as a query. */
export function addressWords(pathname: string): string {
  let text = pathname;
  try {
    text = decodeURIComponent(pathname);
  } catch {
    // a malformed escape: search the address as written
  }
  return text
    .split(/[/\s._\-+?#&=]+/u)
    .filter((word) => word && !addressNoise.has(word.toLowerCase()))
    .join(' ');
}

/** Levenshtein distance of two strings (the number of characters added, removed or changed). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

export interface ListedPage {
  path: string;
  title: string;
  description: string;
}

/** The pages of /llms.txt (`- [title](https://host/path.md): description`), as route keys. */
export function parsePageList(text: string): ListedPage[] {
  const pages: ListedPage[] = [];
  for (const match of text.matchAll(/^- \[(.+)\]\((\S+?)\)(?:: (.*))?$/gmu)) {
    const markdown = new URL(match[2], 'https://x.invalid').pathname;
    const path = markdown.replace(/(?:\/index)?\.md$/u, '') || '/';
    pages.push({ path: routeKey(path), title: match[1], description: match[3] ?? '' });
  }
  return pages;
}

/**
 * Pages whose address is a typo away from the missing one (`/docs/manuall` → /docs/manual, `/docs/telegram/et01330`
 * → /docs/telegrams/et01330): at most two characters apart, or a fifth of the address for a long one; nearest first.
 */
export function nearPages(pathname: string, pages: ListedPage[]): ListedPage[] {
  const missing = routeKey(pathname).toLowerCase();
  const limit = Math.max(2, Math.floor(missing.length / 5));
  return pages
    .map((page) => ({ page, distance: editDistance(missing, page.path.toLowerCase()) }))
    .filter((entry) => entry.distance <= limit)
    .sort((a, b) => a.distance - b.distance)
    .map((entry) => entry.page);
}

const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * How many words of the missing address a page names in its title or address (`websocket` in
 * /docs/reference/api/v2/websocket, 震度 in 震度速報). A page that only mentions a word in its text (`/no/such/page`
 * and "no" in a schema's JSON) is no answer to what the link meant. Short Latin words (no, a) count only as whole
 * address parts.
 */
export function addressWordsNamed(page: Pick<ListedPage, 'path' | 'title'>, words: string): number {
  const title = page.title.toLowerCase();
  const address = decodeURIComponent(page.path).toLowerCase();
  const parts = new Set(address.split(/[/._-]+/u));
  return [...new Set(words.toLowerCase().split(' '))].filter((word) =>
    japanese.test(word) || word.length >= 3 ? title.includes(word) || address.includes(word) : parts.has(word),
  ).length;
}

/** Pages that name words of the missing address: the most words first, then the shorter (more general) address. */
export function wordPages(words: string, pages: ListedPage[]): ListedPage[] {
  if (!words) return [];
  return pages
    .map((page) => ({ page, named: addressWordsNamed(page, words) }))
    .filter((entry) => entry.named > 0)
    .sort((a, b) => b.named - a.named || a.page.path.length - b.page.path.length)
    .map((entry) => entry.page);
}

/**
 * What the 404 page offers for a missing address: near addresses, then pages its words name. It reads the page list
 * only (/llms.txt, 18 KB gzip), not the search index: the page stays as light as the others.
 */
export async function notFoundSuggestions(pathname: string): Promise<SearchHit[]> {
  const list = await fetch(pageListUrl)
    .then((response) => (response.ok ? response.text() : ''))
    .then(parsePageList, () => []);
  const pages = new Set([...nearPages(pathname, list), ...wordPages(addressWords(pathname), list)]);
  return [...pages].slice(0, suggestionCount).map((page) => ({
    url: page.path,
    title: page.title,
    section: null,
    excerpt: [{ text: page.description, mark: false }],
    aliases: [],
    kind: null,
  }));
}
