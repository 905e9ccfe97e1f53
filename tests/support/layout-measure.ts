import type { Page } from 'playwright-core';

/** What a reader sees go wrong on one rendered page, measured in the browser. */
export interface LayoutFindings {
  /** document.scrollWidth beyond the viewport, in px (0 = the page never scrolls sideways). */
  pageOverflow: number;
  /** Tables wider than the box they sit in: `selector width>box`. */
  wideTables: string[];
  /** Cells narrower than three characters that hold four or more over several lines: `text (width px)`. */
  crampedCells: string[];
  /** Identifiers (code) wrapped between two word characters: `before|after`. */
  brokenIdentifiers: string[];
  /** Whole page height in px. */
  height: number;
  /** The validator's text box width over the article column width (null when the page has none). */
  validatorRatio: number | null;
}

/**
 * Measures the page as laid out now: its height as it opens, then, with every <details> in the main column opened
 * and every deferred section (content-visibility: auto) laid out, its tables and code, so what a reader unfolds
 * or scrolls to is measured too. Rows hidden by a filter have no box and are not counted.
 */
export async function measureLayout(page: Page): Promise<LayoutFindings> {
  return page.evaluate(() => {
    // The height is the page as it opens (folded groups closed); everything else is checked with every fold open.
    const height = Math.round(document.documentElement.scrollHeight);
    for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
    // All read, then all written: a write between two reads would make each read lay the whole style out again.
    const deferred = [...document.querySelectorAll<HTMLElement>('*')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    for (const element of deferred) element.style.contentVisibility = 'visible';
    const article = document.querySelector('main article') ?? document.querySelector('main')!;
    // Laid out and not clipped away: a header row hidden for the eye (kept for screen readers) has a 1 px box.
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const head = element.closest('thead');
      if (head && head.getBoundingClientRect().width <= 1) return false;
      return element.getClientRects().length > 0 && rect.width > 1 && rect.height > 1;
    };
    const innerWidth = (element: Element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const describe = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);

    const wideTables: string[] = [];
    for (const table of article.querySelectorAll('table')) {
      if (!visible(table)) continue;
      const box = table.parentElement!;
      // A table that scrolls inside itself (display: block; overflow: auto) is as wide as its content.
      const width = Math.max(table.getBoundingClientRect().width, table.scrollWidth);
      const room = innerWidth(box);
      if (width > room + 1)
        wideTables.push(`${describe(table.querySelector('tr') ?? table)}: ${Math.round(width)}>${Math.round(room)}`);
    }

    const crampedCells: string[] = [];
    for (const cell of article.querySelectorAll<HTMLElement>('td, th')) {
      if (!visible(cell)) continue;
      const text = (cell.textContent ?? '').replace(/\s+/g, '');
      if ([...text].length < 4) continue;
      const style = getComputedStyle(cell);
      const fontSize = parseFloat(style.fontSize);
      const width = innerWidth(cell);
      if (width >= fontSize * 3) continue;
      // Narrow but on one line (e.g. a 4-digit code in a small monospace font) reads fine.
      const contents = document.createRange();
      contents.selectNodeContents(cell);
      const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.7;
      if (contents.getBoundingClientRect().height > lineHeight * 1.5)
        crampedCells.push(`${describe(cell)} (${Math.round(width)} px)`);
    }

    // A line break inside code is allowed after . / _ [ ] and at white space, nowhere else.
    const brokenIdentifiers: string[] = [];
    const word = /[A-Za-z0-9]/;
    for (const code of article.querySelectorAll('code')) {
      if (code.closest('pre') || code.getClientRects().length < 2) continue;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: text[index], top: rect.top });
        }
      }
      for (let index = 1; index < chars.length; index += 1) {
        const before = chars[index - 1];
        const after = chars[index];
        if (after.top - before.top > 2 && word.test(before.char) && word.test(after.char)) {
          const text = chars.map((entry) => entry.char).join('');
          brokenIdentifiers.push(`${text.slice(0, index)}|${text.slice(index)}`);
        }
      }
    }

    const validator = article.querySelector('textarea');
    const column = article.querySelector('.markdown') ?? article;
    return {
      pageOverflow: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      wideTables,
      crampedCells,
      brokenIdentifiers,
      height,
      validatorRatio: validator ? validator.getBoundingClientRect().width / innerWidth(column) : null,
    };
  });
}
