import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { SearchSynonyms, SearchWords } from '../../isomorphic/search-synonyms';
import type { SearchSynonymList } from '../../isomorphic/data-types/search';
import type { SearchKind } from '../../isomorphic/search-kinds';
import { routeKey } from '../../isomorphic/route-key';

export const searchSynonymsFile = path.join(repoRoot, 'data/search.yaml');

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Whether the browser takes `text` for one word of a query (Pagefind on a `lang="ja"` page splits with Intl.Segmenter). */
function isOneWord(text: string): boolean {
  return [...segmenter.segment(text)].length === 1;
}

/**
 * Reads and checks data/search.yaml (or `file`): each word is one word as the browser splits a query (a
 * replacement works word by word), and a typed word is listed once. Throws DataError listing every problem.
 */
export function loadSearchSynonyms(file: string = searchSynonymsFile): SearchSynonyms {
  return loadSearchWords(file).synonyms;
}

/** data/search.yaml as the build uses it: the browser's words (synonyms, kind words) and the words of each page. */
export interface SearchWordTables extends SearchWords {
  /** Route key → words visitors type for that page (indexed with the page's aliases). */
  pages: Map<string, string[]>;
}

/**
 * Reads and checks data/search.yaml (or `file`): each synonym and kind word is one word as the browser splits a
 * query (a replacement works word by word), a typed word and a kind word are listed once, and, when `knownPages`
 * (route keys) is given, every page of `pages` is a page of the site. Throws DataError listing every problem.
 */
export function loadSearchWords(file: string = searchSynonymsFile, knownPages?: ReadonlySet<string>): SearchWordTables {
  const source = loadValidated<SearchSynonymList>(file, 'search.schema.json');
  const issues: DataIssue[] = [];
  const seen = new Map<string, number>();
  source.value.synonyms.forEach((entry, index) => {
    if (!isOneWord(entry.site))
      issues.push(
        source.issue(['synonyms', index, 'site'], `"${entry.site}" is more than one word of a query; write one word`),
      );
    entry.typed.forEach((word, wordIndex) => {
      if (!isOneWord(word))
        issues.push(
          source.issue(
            ['synonyms', index, 'typed', wordIndex],
            `"${word}" is more than one word of a query; write one word`,
          ),
        );
      const first = seen.get(word);
      if (first !== undefined)
        issues.push(
          source.issue(['synonyms', index, 'typed', wordIndex], `"${word}" is already listed (synonyms[${first}])`),
        );
      else seen.set(word, index);
    });
  });
  const kindWords: Record<string, SearchKind> = {};
  (source.value.kinds ?? []).forEach((entry, index) =>
    entry.words.forEach((word, wordIndex) => {
      const at = ['kinds', index, 'words', wordIndex];
      if (!isOneWord(word)) issues.push(source.issue(at, `"${word}" is more than one word of a query; write one word`));
      else if (Object.hasOwn(kindWords, word)) issues.push(source.issue(at, `"${word}" is already listed`));
      else kindWords[word] = entry.kind;
    }),
  );
  const pages = new Map<string, string[]>();
  (source.value.pages ?? []).forEach((entry, index) => {
    const key = routeKey(entry.page);
    if (knownPages && !knownPages.has(key))
      issues.push(source.issue(['pages', index, 'page'], `"${entry.page}" is not a page of the site`));
    else if (pages.has(key)) issues.push(source.issue(['pages', index, 'page'], `"${entry.page}" is already listed`));
    else pages.set(key, entry.words);
  });
  throwIfIssues(issues);
  return {
    synonyms: Object.fromEntries(
      source.value.synonyms.flatMap((entry) => entry.typed.map((word) => [word, entry.site])),
    ),
    kindWords,
    pages,
  };
}
