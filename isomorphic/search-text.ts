/**
 * The build gives Pagefind each page's text split into words the way the browser splits a query (see
 * generators/build/search-segments.ts), with this character between words that had no space between them:
 * U+2009 THIN SPACE, which Pagefind takes for a space. Titles and section headings come back with it.
 */
export const indexWordSeparator = '\u2009';

/** A title or section heading from the index, as the page writes it. */
export function pageText(indexed: string): string {
  return indexed.split(indexWordSeparator).join('');
}

const japaneseLetter = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]`;
const japanesePunctuation = String.raw`[\u3000-\u303f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]`;
const tags = '(?:<[^>]*>)*';
/** A space Pagefind put between two words of Japanese text (tags such as `<mark>` may sit on either side). */
const joinedSpace = new RegExp(
  String.raw`(${japaneseLetter}|${japanesePunctuation})(${tags})[ \u2009](${tags})(?=${japaneseLetter}|${japanesePunctuation})` +
    String.raw`|(${japanesePunctuation})(${tags})[ \u2009](${tags})|[ \u2009](${tags})(?=${japanesePunctuation})`,
  'gu',
);

/** `Pay - easy`, `2025 / 11 / 4`: a joiner between two Latin words or numbers, split off by the index. */
const latinJoiner = /([A-Za-z0-9](?:<\/mark>)?) ([-/.:_]) ((?:<mark>)?[A-Za-z0-9])/g;

/**
 * An excerpt from the index (HTML with `<mark>`) as the page writes it: Pagefind rebuilds excerpts with a
 * space between every two words, so the spaces between Japanese words and next to Japanese punctuation go.
 * Spaces next to Latin letters and digits stay (the pages write `震度 3 以上`, `API キー`), but not around a
 * joiner inside a Latin word (`Pay-easy`).
 */
export function excerptText(indexed: string): string {
  return indexed
    .replace(latinJoiner, '$1$2$3')
    .replace(
      joinedSpace,
      (
        _match,
        left?: string,
        leftTagsA?: string,
        rightTagsA?: string,
        punct?: string,
        leftTagsB?: string,
        rightTagsB?: string,
        tagsC?: string,
      ) => {
        if (left !== undefined) return `${left}${leftTagsA ?? ''}${rightTagsA ?? ''}`;
        if (punct !== undefined) return `${punct}${leftTagsB ?? ''}${rightTagsB ?? ''}`;
        return tagsC ?? '';
      },
    );
}
