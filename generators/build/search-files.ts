import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openSearchDescription, openSearchPath, searchDescription } from '../../isomorphic/opensearch';
import { searchSynonymsPath, type SearchWords } from '../../isomorphic/search-synonyms';
import { loadSearchWords } from '../content/search-synonyms';

/**
 * Files of the site's search beside the index: the OpenSearch description (title and address from
 * data/site.yaml) and the synonyms and kind words of data/search.yaml as JSON for the browser.
 */
export function writeSearchFiles(distDir: string, site: { title: string; url: string }): void {
  writeFileSync(path.join(distDir, openSearchPath), openSearchDescription({ ...site, description: searchDescription }));
  const { synonyms, kindWords } = loadSearchWords();
  writeFileSync(path.join(distDir, searchSynonymsPath), JSON.stringify({ synonyms, kindWords } satisfies SearchWords));
}
