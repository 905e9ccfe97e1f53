/**
 * Pagefind options of the search dialog; the query-set test (tests/search) runs with the same options, so its
 * hit rate is the dialog's. Metadata fields the build fills (generators/build/search-index.ts): `title` (the
 * page's h1), `aliases` (other names of the page's subject), `description` (its one-sentence summary), `names` (the contract class names an index page lists), `information` (the Japanese names of what a schema page's format carries)
 * and `codes` (page code, data type codes, endpoint id): a code typed exactly puts its page first. `pageLength` below the default 0.75 keeps long reference and index
 * pages from losing to short pages that merely mention a term. Tried with `npx tsx tests/search/api-diagnostic.ts`, measured with `npx tsx tests/search/measure.ts`.
 */
export const pagefindSearchOptions = {
  excerptLength: 24,
  ranking: {
    pageLength: 0.3,
    metaWeights: { title: 5, aliases: 5, codes: 10, description: 2, names: 5, information: 1 },
  },
};
