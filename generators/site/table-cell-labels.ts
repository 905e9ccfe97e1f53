/**
 * Gives every body cell of a content table the title of its column (`data-label`), so that on a narrow column
 * the stylesheet can show each row as a card of `label: value` lines (renderer/styles/article.css, "Tables").
 * Runs once on the HTML of every page body (generators/site/render-content.tsx), for MDX tables and generated
 * reference tables alike. Tables get `data-cards` only when every column has a title.
 *
 * The body HTML is read with parse5's tokenizer (the HTML tokenizer of hast and jsdom): tag names, attributes and
 * decoded text come from it, and the attributes are inserted at the offsets it reports, so the rest of the markup
 * stays byte for byte as React wrote it. Tokenizing costs a few milliseconds on a schema page, where building a
 * tree and writing it out again costs 80 ms.
 */

import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from 'parse5';
import { escapeHtml } from '../../isomorphic/escape-html';

interface TableScan {
  /** Column titles from the header row, by column index (a colspan fills several). */
  titles: string[];
  /** Offset of the `>` of the table's open tag, where `data-cards` goes once the header is known. */
  openTagEnd: number;
  section: 'head' | 'body' | 'foot' | 'none';
  column: number;
  /** The header cell being read: its text so far and its colspan. */
  headerCell: { text: string; span: number } | null;
  headerRows: number;
}

/** Elements whose content is text up to their end tag, as the tree builder tells the tokenizer. */
const rawTextStates = new Map<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]>([
  ['script', TokenizerMode.SCRIPT_DATA],
  ['style', TokenizerMode.RAWTEXT],
  ['textarea', TokenizerMode.RCDATA],
]);

const attributeOf = (token: Token.TagToken, name: string) =>
  token.attrs.find((attribute) => attribute.name === name)?.value;
const spanOf = (token: Token.TagToken) => Number(attributeOf(token, 'colspan') ?? 1);
/** The visible text of a header cell: white space collapsed, trimmed. */
const cellText = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

export function labelTableCells(html: string): string {
  if (!html.includes('<table')) return html;
  const stack: TableScan[] = [];
  /** Text to insert, by offset in `html` (before the `>` of a tag). */
  const insertions: { at: number; text: string }[] = [];
  const tagEnd = (token: Token.TagToken) => (token.location?.endOffset ?? 0) - 1;

  const onStartTag = (token: Token.TagToken) => {
    const name = token.tagName;
    const rawText = rawTextStates.get(name);
    if (rawText !== undefined) tokenizer.state = rawText;
    const table = stack.at(-1);
    if (name === 'table') {
      stack.push({
        titles: [],
        openTagEnd: tagEnd(token),
        section: 'none',
        column: 0,
        headerCell: null,
        headerRows: 0,
      });
    } else if (!table) return;
    else if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
      table.section = name === 'thead' ? 'head' : name === 'tbody' ? 'body' : 'foot';
    } else if (name === 'tr') {
      table.column = 0;
      if (table.section === 'head') table.headerRows += 1;
    } else if ((name === 'th' || name === 'td') && table.section === 'head') {
      table.headerCell = { text: '', span: spanOf(token) };
    } else if ((name === 'th' || name === 'td') && table.section === 'body') {
      const title = table.titles[table.column];
      table.column += spanOf(token);
      if (title && attributeOf(token, 'data-label') === undefined)
        insertions.push({ at: tagEnd(token), text: ` data-label="${escapeHtml(title)}"` });
    }
  };

  const onEndTag = (token: Token.TagToken) => {
    const name = token.tagName;
    const table = stack.at(-1);
    if (!table) return;
    if (name === 'table') {
      stack.pop();
      if (table.headerRows === 1 && table.titles.length > 0 && table.titles.every((title) => title !== ''))
        insertions.push({ at: table.openTagEnd, text: ' data-cards' });
    } else if (name === 'thead' || name === 'tbody' || name === 'tfoot') table.section = 'none';
    else if ((name === 'th' || name === 'td') && table.section === 'head' && table.headerCell) {
      const title = cellText(table.headerCell.text);
      for (let step = 0; step < table.headerCell.span; step += 1) table.titles.push(title);
      table.headerCell = null;
    }
  };

  const onText = (token: Token.CharacterToken) => {
    for (const table of stack) if (table.headerCell) table.headerCell.text += token.chars;
  };

  const ignore = () => undefined;
  const handler: TokenHandler = {
    onStartTag,
    onEndTag,
    onCharacter: onText,
    onWhitespaceCharacter: onText,
    onNullCharacter: ignore,
    onComment: ignore,
    onDoctype: ignore,
    onEof: ignore,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);

  if (insertions.length === 0) return html;
  const parts: string[] = [];
  let from = 0;
  for (const { at, text } of insertions.sort((a, b) => a.at - b.at)) {
    parts.push(html.slice(from, at), text);
    from = at;
  }
  parts.push(html.slice(from));
  return parts.join('');
}
