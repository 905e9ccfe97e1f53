import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { SearchSynonyms } from '../../isomorphic/search-synonyms';
import type { SearchSynonymList } from '../../isomorphic/data-types/search';

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
  throwIfIssues(issues);
  return Object.fromEntries(source.value.synonyms.flatMap((entry) => entry.typed.map((word) => [word, entry.site])));
}
