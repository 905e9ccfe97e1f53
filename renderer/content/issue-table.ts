/**
 * DOM parts the content widgets share that show a JSON document's failing fields: the JSON validator
 * (schema-validator/) and the endpoint pages' "try it" panel (try-it/). Each is a lazily loaded chunk; this module
 * goes with whichever loads first.
 */

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

/** A JSON pointer as code that may wrap only after each `/` (as the build does for identifiers on every page). */
function pointerCode(pointer: string): HTMLElement {
  const code = element('code');
  pointer.split(/(?<=\/)/).forEach((part, index) => {
    if (index > 0) code.append(element('wbr'));
    code.append(part);
  });
  return code;
}

/** One failing field: where (a JSON pointer, '' for the document itself), what, and the link to its documentation. */
export interface IssueRow {
  pointer: string;
  message: string;
  link?: { href: string; text: string };
}

export interface IssueTableLabels {
  pointerHeading: string;
  messageHeading: string;
  docHeading: string;
  /** Shown in place of the empty pointer of the document itself. */
  root: string;
}

/** The failing fields as a table, one row each, with the phone layout every content table has (data-cards). */
export function issueTable(
  rows: IssueRow[],
  labels: IssueTableLabels,
  decorate: { className?: string; row?: (row: HTMLTableRowElement, issue: IssueRow) => void } = {},
): HTMLTableElement {
  const titles = [labels.pointerHeading, labels.messageHeading, labels.docHeading];
  const cell = (column: number, children: Array<Node | string>) => {
    const td = element('td', {}, children);
    td.dataset.label = titles[column];
    return td;
  };
  const head = element('thead', {}, [
    element(
      'tr',
      {},
      titles.map((title) => element('th', { scope: 'col' }, [title])),
    ),
  ]);
  const body = element(
    'tbody',
    {},
    rows.map((issue) => {
      const row = element('tr', {}, [
        cell(0, [issue.pointer === '' ? element('code', {}, [labels.root]) : pointerCode(issue.pointer)]),
        cell(1, [issue.message]),
        cell(2, issue.link ? [element('a', { href: issue.link.href }, [issue.link.text])] : []),
      ]);
      decorate.row?.(row, issue);
      return row;
    }),
  );
  const table = element('table', decorate.className ? { className: decorate.className } : {}, [head, body]);
  table.dataset.cards = '';
  return table;
}
