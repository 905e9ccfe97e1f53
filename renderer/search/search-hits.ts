import type { PagefindResultData, PagefindSubResult } from './pagefind-client';
import { excerptParts, pageText, type ExcerptPart } from '../../isomorphic/search-text';
import { isSearchKind, searchKindFilter, type SearchKind } from '../../isomorphic/search-kinds';

/** One search result as the dialog shows it: a link to the page, or to the section that matched best. */
export interface SearchHit {
  url: string;
  title: string;
  /** Heading of the best-matching section, when that is not the top of the page. */
  section: string | null;
  /** The matching passage, marked where it matched. */
  excerpt: ExcerptPart[];
  /** Other names of the page's subject (its `searchAliases`). */
  aliases: string[];
  /** The page's search kind (its `kind` filter), when indexed with one. */
  kind: SearchKind | null;
}

/** How strongly a section matched: the sum of Pagefind's per-word scores in it (word count as a fallback). */
function sectionScore(sub: PagefindSubResult): number {
  if (sub.weighted_locations && sub.weighted_locations.length > 0)
    return sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
  return sub.locations?.length ?? 0;
}

/** What ranking reads of a page: its title, the other names of its subject and its kind. */
export type RankFacts = Pick<SearchHit, 'title' | 'aliases' | 'kind'>;

/** A page's ranking facts from its Pagefind metadata (`title`, `aliases`) and `kind` filter value. */
export function rankFacts(
  url: string,
  title: string | null | undefined,
  aliases: string | null | undefined,
  kindValue: string | null | undefined,
): RankFacts {
  return {
    title: pageText(title ?? url),
    aliases: aliases
      ? pageText(aliases)
          .split(',')
          .map((alias) => alias.trim())
          .filter(Boolean)
      : [],
    kind: isSearchKind(kindValue) ? kindValue : null,
  };
}

/**
 * The page's result pointed at its best section: the page itself when the best match is above the first heading.
 * Titles, headings and excerpts read as the page writes them (the index holds them split into words).
 */
export function toSearchHit(result: PagefindResultData): SearchHit {
  const { title, aliases, kind } = rankFacts(
    result.url,
    result.meta.title,
    result.meta.aliases,
    result.filters?.[searchKindFilter]?.[0],
  );
  let best: PagefindSubResult | null = null;
  for (const sub of result.sub_results) if (!best || sectionScore(sub) > sectionScore(best)) best = sub;
  if (!best || !best.url.includes('#'))
    return {
      url: result.url,
      title,
      section: null,
      excerpt: excerptParts(best?.excerpt ?? result.excerpt),
      aliases,
      kind,
    };
  return { url: best.url, title, section: pageText(best.title), excerpt: excerptParts(best.excerpt), aliases, kind };
}
