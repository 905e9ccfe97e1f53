import { Tokenizer, TokenizerMode, type Token } from 'parse5';
import { escapeText } from '../../isomorphic/escape-html';
import { indexWordSeparator } from '../../isomorphic/search-text';

/**
 * Japanese text split into words for the search index the way the browser splits a query. On the site's
 * pages (`<html lang="ja">`) Pagefind's browser code splits what the visitor types with `Intl.Segmenter('ja')`
 * (ICU); its indexer splits Japanese its own way (a dictionary of its own), and a query word the index does
 * not hold finds nothing (震源・震度に関する情報: `に関する` is one ICU word). So the build splits the
 * indexed text with Node's `Intl.Segmenter('ja')` (ICU, like Chromium's), marks each boundary with
 * `indexWordSeparator`, and indexes under a language Pagefind does not split (generators/build/search-index.ts).
 */
const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

const whitespace = /\s/u;

/** `震源・震度に関する情報` → the same words with `indexWordSeparator` between them (spaces stay as they are). */
export function segmentText(text: string): string {
  let out = '';
  let previous = '';
  for (const { segment } of segmenter.segment(text.split(indexWordSeparator).join(' '))) {
    if (previous && !whitespace.test(previous.at(-1) ?? '') && !whitespace.test(segment[0])) out += indexWordSeparator;
    out += segment;
    previous = segment;
  }
  return out;
}

/**
 * Text between two tags, split into words, with a boundary at each end: Pagefind joins the text of inline
 * elements without a space (`を<code>VXSE53</code>速報`), and words never run across a tag of the site's markup.
 */
function segmentHtmlText(source: string, text: string): string {
  if (!/\S/u.test(source)) return source;
  const words = segmentText(text);
  const start = whitespace.test(words[0]) ? '' : indexWordSeparator;
  const end = whitespace.test(words.at(-1) ?? '') ? '' : indexWordSeparator;
  return `${start}${escapeText(words)}${end}`;
}

/** Elements whose content is not segmented: raw text (the tokenizer is told, as the tree builder would) and templates. */
const rawTextStates = new Map<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
  ['textarea', TokenizerMode.RCDATA],
]);

/**
 * HTML with the text of every element split into words; tags, comments, attributes, scripts, styles and templates
 * are unchanged. The text runs and their offsets come from parse5's tokenizer (the text decoded by it).
 */
export function segmentHtml(html: string): string {
  /** Runs of text between two tags: where they are in `html` and their characters. */
  const runs: { start: number; end: number; text: string }[] = [];
  let verbatim = 0;
  const ignore = () => undefined;
  const onText = (token: Token.CharacterToken) => {
    const { startOffset, endOffset } = token.location ?? { startOffset: 0, endOffset: 0 };
    if (verbatim > 0) return;
    const last = runs.at(-1);
    if (last && last.end === startOffset) {
      last.end = endOffset;
      last.text += token.chars;
    } else runs.push({ start: startOffset, end: endOffset, text: token.chars });
  };
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(token) {
        const rawText = rawTextStates.get(token.tagName);
        if (rawText !== undefined && !token.selfClosing) {
          tokenizer.state = rawText;
          verbatim += 1;
        } else if (token.tagName === 'template') verbatim += 1;
      },
      onEndTag(token) {
        if (rawTextStates.has(token.tagName) || token.tagName === 'template') verbatim = Math.max(0, verbatim - 1);
      },
      onCharacter: onText,
      onWhitespaceCharacter: onText,
      onNullCharacter: onText,
      onComment: ignore,
      onDoctype: ignore,
      onEof: ignore,
    },
  );
  tokenizer.write(html, true);
  let out = '';
  let at = 0;
  for (const run of runs) {
    out += html.slice(at, run.start) + segmentHtmlText(html.slice(run.start, run.end), run.text);
    at = run.end;
  }
  return out + html.slice(at);
}
