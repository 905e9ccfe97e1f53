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

/** A run of an excerpt: text as the page writes it, marked where it matched the query. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** Japanese punctuation and full-width symbols (a character class body). */
const punctuationClass = String.raw`\u3000-\u303f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65`;
const japanese = new RegExp(
  String.raw`^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆${punctuationClass}]`,
  'u',
);
const japanesePunctuation = new RegExp(`^[${punctuationClass}]`, 'u');
const latinJoiners = new Set(['-', '/', '.', ':', '_']);
const latinOrDigit = /^[A-Za-z0-9]/;

/**
 * Whether the page had a space between two words of the index: not between Japanese words, nor next to Japanese
 * punctuation; kept next to Latin letters and digits (the pages write `震度 3 以上`, `API キー`), but not around a
 * joiner inside a Latin word (`Pay-easy`, `2025/11/4`).
 */
function spaceBetween(left: string, right: string, joinerLeft: boolean, joinerRight: boolean): boolean {
  const last = [...left].pop() ?? '';
  if (japanesePunctuation.test(last) || japanesePunctuation.test(right)) return false;
  if (japanese.test(last) && japanese.test(right)) return false;
  return !joinerLeft && !joinerRight;
}

/**
 * Pagefind's excerpt as runs of the page's text: Pagefind joins the words of the index with a space, wraps each
 * matched word whole in `<mark>`, and escapes `<` and `>` of the text (pagefind.js, `build_excerpt`). The words are
 * read back one by one and joined as the page wrote them (see {@link spaceBetween}); nothing is parsed as HTML, and
 * the result is rendered as text.
 */
export function excerptParts(indexed: string): ExcerptPart[] {
  const words = indexed
    .split(' ')
    .filter(Boolean)
    .map((word) => {
      const mark = word.startsWith('<mark>') && word.endsWith('</mark>');
      const text = mark ? word.slice('<mark>'.length, -'</mark>'.length) : word;
      return { text: text.split('&lt;').join('<').split('&gt;').join('>'), mark };
    });
  /** A lone `-` `/` `.` `:` `_` between two Latin words or numbers: part of one word the index split. */
  const joiner = (index: number) =>
    !words[index].mark &&
    latinJoiners.has(words[index].text) &&
    latinOrDigit.test([...(words[index - 1]?.text ?? '')].pop() ?? '') &&
    latinOrDigit.test(words[index + 1]?.text ?? '');
  const parts: ExcerptPart[] = [];
  const append = (text: string, mark: boolean) => {
    const previous = parts[parts.length - 1];
    if (previous && previous.mark === mark) previous.text += text;
    else parts.push({ text, mark });
  };
  words.forEach((word, index) => {
    if (index > 0 && spaceBetween(words[index - 1].text, word.text, joiner(index - 1), joiner(index)))
      append(' ', words[index - 1].mark && word.mark);
    append(word.text, word.mark);
  });
  return parts;
}
