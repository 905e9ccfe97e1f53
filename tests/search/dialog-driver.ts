import type { Page } from 'playwright-core';

/** What the dialog showed for one query: its result links in order, and how long after the input they came. */
export interface DialogAnswer {
  hrefs: string[];
  /** Milliseconds from the input event of the last keystroke to the render of this query's results. */
  ms: number;
}

/**
 * In-page script (plain text: test runners rewrite named functions in compiled code): a function that waits for the
 * dialog to mark its list as answering `text`, then gives the result links and the time from the last input.
 */
const answerOf = `((text) => new Promise((resolve, reject) => {
  const read = () => {
    const list = document.querySelector('[data-search-results]');
    if (!list || list.getAttribute('data-search-query') !== text) return false;
    observer.disconnect();
    clearTimeout(timer);
    const settled = window.__searchTiming.settled.get(text);
    resolve({ hrefs: [...list.querySelectorAll('[data-search-result]')].map((link) => decodeURI(link.getAttribute('href') || '')), ms: settled === undefined ? -1 : settled });
    return true;
  };
  const observer = new MutationObserver(read);
  const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no results shown for ' + text)); }, 15000);
  if (!read()) observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-search-query'] });
}))`;

/**
 * The search dialog as a visitor uses it, on a real page of the site: opened with Ctrl+K, a query typed into
 * its input, the result links read from its list. The dialog marks the list with `data-search-query` (the
 * query its results answer) once they are rendered; the driver waits for that mark instead of sleeping, and a
 * listener in the page times the wait from the last input event.
 */
export class SearchDialogDriver {
  private constructor(private readonly page: Page) {}

  /** Loads `path` of the site at `origin`, waits for hydration and opens the dialog with Ctrl+K. */
  static async open(page: Page, origin: string, path = '/docs/manual'): Promise<SearchDialogDriver> {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-search-input]');
    // Plain script (not a compiled function): test runners rewrite named functions in compiled code.
    await page.evaluate(`(() => {
      const state = (window.__searchTiming = { inputAt: 0, settled: new Map() });
      document.addEventListener('input', (event) => {
        if (event.target instanceof HTMLElement && event.target.matches('[data-search-input]')) state.inputAt = performance.now();
      }, true);
      new MutationObserver((records) => {
        for (const record of records) {
          const query = record.target instanceof HTMLElement ? record.target.getAttribute('data-search-query') : null;
          if (query) state.settled.set(query, performance.now() - state.inputAt);
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-search-query'] });
    })()`);
    return new SearchDialogDriver(page);
  }

  /**
   * Replaces the input's text with `query` (Playwright's fill: select all, then one insert, as an IME commit or a
   * paste does; Japanese is entered that way), or types it key by key with `typed`, and returns the links the
   * dialog lists once it marks its results as answering `query`.
   */
  async search(query: string, { typed = false }: { typed?: boolean } = {}): Promise<DialogAnswer> {
    const input = this.page.locator('[data-search-input]');
    if (typed) {
      await input.fill('');
      await input.pressSequentially(query);
    } else await input.fill(query);
    // One round trip: wait in the page for the mark, then read the links and the time.
    return await this.page.evaluate<DialogAnswer>(`${answerOf}(${JSON.stringify(query.trim())})`);
  }

  /**
   * Runs many queries in one round trip: in the page, each query replaces the input's text as `search` does
   * (the input's own value setter, then an `input` event, which is what a paste or an IME commit gives React), and
   * the dialog's list is read once it marks its results as answering that query.
   */
  async searchAll(queries: string[]): Promise<DialogAnswer[]> {
    await this.page.locator('[data-search-input]').focus();
    return await this.page.evaluate<DialogAnswer[]>(`(async () => {
      const input = document.querySelector('[data-search-input]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const answers = [];
      for (const query of ${JSON.stringify(queries)}) {
        setValue.call(input, query);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        answers.push(await ${answerOf}(query.trim()));
      }
      return answers;
    })()`);
  }
}
