import { afterAll, describe, expect, it } from 'vitest';
import { resultPage } from '../search/query-report';
import { baseUrl, closeBrowser, openPage } from '../support/browser';

afterAll(closeBrowser);

/** Opens a missing address as a visitor who followed a broken link, and returns the suggested pages in order. */
async function suggestionsFor(path: string, viewport = { width: 1280, height: 900 }) {
  const session = await openPage({ viewport });
  const response = await session.page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  await session.page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
  // "none" is an empty (so invisible) marker: wait for it to be in the page, not to be seen.
  await session.page.waitForSelector('[data-not-found-suggestions="done"], [data-not-found-suggestions="none"]', {
    state: 'attached',
    timeout: 15_000,
  });
  const hrefs = await session.page
    .locator('[data-not-found-suggestion]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return { session, pages: [...new Set(hrefs.map(resultPage))] };
}

describe('the not-found page suggests what the missing address meant', () => {
  it('a mistyped telegram address offers the telegram first', async () => {
    const { session, pages } = await suggestionsFor('/docs/telegram/et01330');
    expect(pages[0]).toBe('/docs/telegrams/et01330');
    await session.context.close();
  });

  it('a mistyped docs address offers the page it was a typo of', async () => {
    const { session, pages } = await suggestionsFor('/docs/manuall');
    expect(pages[0]).toBe('/docs/manual');
    await session.context.close();
  });

  it('an address of words offers the pages those words find', async () => {
    const { session, pages } = await suggestionsFor('/docs/websocket-ping');
    expect(pages.slice(0, 3)).toContain('/docs/reference/api/v2/websocket');
    await session.context.close();
  });

  it('an address that names nothing on the site offers nothing rather than unrelated pages', async () => {
    const { session, pages } = await suggestionsFor('/no/such/page');
    expect(pages).toEqual([]);
    await session.context.close();
  });

  it('the not-found page suggests without the search index, and other pages fetch no page list', async () => {
    const missing = await openPage();
    const fetched: string[] = [];
    missing.page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await missing.page.goto(`${baseUrl()}/docs/websocket-ping`, { waitUntil: 'load' });
    await missing.page.waitForSelector('[data-not-found-suggestions="done"]', { state: 'attached', timeout: 15_000 });
    expect(fetched).toContain('/llms.txt');
    expect(fetched.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await missing.context.close();

    const session = await openPage();
    const requests: string[] = [];
    session.page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await session.page.goto(`${baseUrl()}/docs/manual`, { waitUntil: 'load' });
    await session.page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    expect(requests.filter((path) => path.startsWith('/pagefind/') || path === '/llms.txt')).toEqual([]);
    await session.context.close();
  });

  it('on a phone (390 px) the heading breaks between phrases, never inside a word', async () => {
    const { session } = await suggestionsFor('/docs/manuall', { width: 390, height: 844 });
    const lines = await session.page.locator('[data-not-found] h1').evaluate((heading) => {
      // The text of each rendered line: one Range per character, grouped by its top.
      const text = heading.firstChild as Text;
      const byTop = new Map<number, string>();
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? '') + text.data[index]);
      }
      return [...byTop.values()];
    });
    // ページが見つかりませんでした: the phrases are ページが / 見つかりませんでした.
    expect(lines.join('')).toBe('ページが見つかりませんでした');
    for (const line of lines)
      expect(['ページが', '見つかりませんでした', 'ページが見つかりませんでした']).toContain(line);
    await session.context.close();
  });
});
