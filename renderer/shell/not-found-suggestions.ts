import { searchSite } from '../search/site-search';
import type { SearchHit } from '../search/search-hits';
import { escapeText } from '../../isomorphic/escape-html';
import { routeKey } from '../../isomorphic/route-key';

/** The site's page list with titles and descriptions (written by the build, generators/build/llms-txt.ts). */
const pageListUrl = '/llms.txt';

/** Suggestions the 404 page offers: pages near the missing address first, then what its words find. */
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
 * Whether a search hit names a word of the missing address in its title or address (`websocket` in
 * /docs/reference/api/v2/websocket, 震度 in 震度速報): only such hits are offered. A hit that matched only in its
 * text (`/no/such/page` finds "no" in a schema's JSON) is no answer to what the link meant. Short Latin words (no, a)
 * count only as whole address parts.
 */
export function namesAddressWord(hit: Pick<SearchHit, 'url' | 'title'>, words: string): boolean {
  const title = hit.title.toLowerCase();
  const address = decodeURIComponent(hit.url.split('#')[0]).toLowerCase();
  const parts = new Set(address.split(/[/._-]+/u));
  return words
    .toLowerCase()
    .split(' ')
    .some((word) =>
      japanese.test(word)
        ? title.includes(word) || address.includes(word)
        : word.length >= 3
          ? title.includes(word) || address.includes(word)
          : parts.has(word),
    );
}

/** What the 404 page offers for a missing address: near addresses, then the search results of its words. */
export async function notFoundSuggestions(pathname: string): Promise<SearchHit[]> {
  const words = addressWords(pathname);
  const [list, found] = await Promise.all([
    fetch(pageListUrl)
      .then((response) => (response.ok ? response.text() : ''))
      .then(parsePageList, () => []),
    words ? searchSite(words, null, suggestionCount, 0) : null,
  ]);
  const near: SearchHit[] = nearPages(pathname, list).map((page) => ({
    url: page.path,
    title: page.title,
    section: null,
    excerpt: escapeText(page.description),
    aliases: [],
    kind: null,
  }));
  const seen = new Set(near.map((hit) => hit.url));
  const searched = (found?.hits ?? []).filter(
    (hit) => !seen.has(routeKey(hit.url.split('#')[0])) && namesAddressWord(hit, words),
  );
  return [...near, ...searched].slice(0, suggestionCount);
}
