import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * Gives every body cell of a content table the title of its column (`data-label`), so that on a narrow column
 * the stylesheet can show each row as a card of `label: value` lines (renderer/styles/article.css, "Tables").
 * A step of the body pipeline (generators/site/body-html.ts), on the parsed tree of every page body, MDX tables
 * and generated reference tables alike. Tables get `data-cards` only when they have one header row and every
 * column has a title.
 */

const elements = (parent: Element, ...names: string[]) =>
  parent.children.filter((child): child is Element => child.type === 'element' && names.includes(child.tagName));

const spanOf = (cell: Element) => Number(cell.properties.colSpan ?? 1);
/** The visible text of a header cell: white space collapsed, trimmed. */
const cellText = (cell: Element) => toString(cell).split(/\s+/).filter(Boolean).join(' ');

function labelTable(table: Element): void {
  /** Column titles from the header rows, by column index (a colspan fills several). */
  const titles: string[] = [];
  let headerRows = 0;
  for (const section of elements(table, 'thead', 'tbody', 'tfoot')) {
    for (const row of elements(section, 'tr')) {
      const cells = elements(row, 'th', 'td');
      if (section.tagName === 'thead') {
        headerRows += 1;
        for (const cell of cells) titles.push(...Array.from({ length: spanOf(cell) }, () => cellText(cell)));
      } else if (section.tagName === 'tbody') {
        let column = 0;
        for (const cell of cells) {
          const title = titles[column];
          column += spanOf(cell);
          if (title && cell.properties.dataLabel === undefined) cell.properties.dataLabel = title;
        }
      }
    }
  }
  if (headerRows === 1 && titles.length > 0 && titles.every((title) => title !== '')) table.properties.dataCards = true;
}

/** Labels the cells of every table in a parsed page body, nested tables included. */
export function labelTableCells(tree: Root | Element): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    labelTableCells(child);
    if (child.tagName === 'table') labelTable(child);
  }
}
