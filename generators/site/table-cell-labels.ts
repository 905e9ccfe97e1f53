/**
 * Gives every body cell of a content table the title of its column (`data-label`), so that on a narrow column
 * the stylesheet can show each row as a card of `label: value` lines (renderer/styles/article.css, "Tables").
 * Runs once on the HTML of every page body (generators/site/render-content.tsx), for MDX tables and generated
 * reference tables alike. Tables get `data-cards` only when every column has a title.
 *
 * The body HTML comes from renderToStaticMarkup, so tags are well formed and attribute values are escaped; a
 * scan over the table tags is enough, and costs about a millisecond where parsing the page into a tree and
 * writing it out again costs 80 ms on a schema page.
 */

import { decodeHtml, escapeHtml } from '../../isomorphic/escape-html';

const tableTag = /<(\/?)(table|thead|tbody|tfoot|tr|th|td)\b([^>]*)>/g;

interface TableScan {
  /** Column titles from the header row, by column index (a colspan fills several). */
  titles: string[];
  /** Where the table's open tag ends in the output, to add `data-cards` once the header is known. */
  openTagEnd: number;
  section: 'head' | 'body' | 'foot' | 'none';
  column: number;
  /** Start of the header cell being read (index in the input), and its colspan. */
  headerCell: { start: number; span: number } | null;
  headerRows: number;
}

/** The visible text of a header cell's HTML. */
const cellText = (html: string) =>
  decodeHtml(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
const spanOf = (attributes: string) => Number(/\bcolspan="(\d+)"/.exec(attributes)?.[1] ?? 1);

export function labelTableCells(html: string): string {
  if (!html.includes('<table')) return html;
  const out: string[] = [];
  const stack: TableScan[] = [];
  /** Output positions where `data-cards` goes, decided when each table closes. */
  const cardTables: number[] = [];
  let last = 0;
  let length = 0;
  const emit = (text: string) => {
    out.push(text);
    length += text.length;
  };
  for (const match of html.matchAll(tableTag)) {
    const [tag, closing, name, attributes] = match;
    const index = match.index;
    emit(html.slice(last, index));
    last = index + tag.length;
    const table = stack.at(-1);
    if (name === 'table') {
      if (closing) {
        const done = stack.pop();
        if (done && done.headerRows === 1 && done.titles.length > 0 && done.titles.every((title) => title !== ''))
          cardTables.push(done.openTagEnd);
      } else {
        emit(tag.slice(0, -1));
        stack.push({ titles: [], openTagEnd: length, section: 'none', column: 0, headerCell: null, headerRows: 0 });
        emit('>');
        continue;
      }
    } else if (table) {
      if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
        table.section = closing ? 'none' : name === 'thead' ? 'head' : name === 'tbody' ? 'body' : 'foot';
      } else if (name === 'tr' && !closing) {
        table.column = 0;
        if (table.section === 'head') table.headerRows += 1;
      } else if ((name === 'th' || name === 'td') && table.section === 'head') {
        if (!closing) table.headerCell = { start: last, span: spanOf(attributes) };
        else if (table.headerCell) {
          const title = cellText(html.slice(table.headerCell.start, index));
          for (let step = 0; step < table.headerCell.span; step += 1) table.titles.push(title);
          table.headerCell = null;
        }
      } else if ((name === 'th' || name === 'td') && !closing && table.section === 'body') {
        const title = table.titles[table.column];
        table.column += spanOf(attributes);
        if (title && !/\bdata-label=/.test(attributes)) {
          emit(`${tag.slice(0, -1)} data-label="${escapeHtml(title)}">`);
          continue;
        }
      }
    }
    emit(tag);
  }
  emit(html.slice(last));
  if (cardTables.length === 0) return out.join('');
  // Insert `data-cards` into the recorded open tags (positions in the joined output, in increasing order).
  const joined = out.join('');
  const parts: string[] = [];
  let from = 0;
  for (const position of cardTables.sort((a, b) => a - b)) {
    parts.push(joined.slice(from, position), ' data-cards');
    from = position;
  }
  parts.push(joined.slice(from));
  return parts.join('');
}
