import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

let browser: Browser | null = null;

/** The run's one Chromium, launched by tests/support/e2e-global-setup.ts; this file's connection to it. */
export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

/** This file's shared pages (`sharedPage`), by key. */
const sharedSessions = new Map<string, Promise<PageSession>>();

/** Closes this file's contexts (shared pages included) and its connection; the browser stays up for other files. */
export async function closeBrowser(): Promise<void> {
  sharedSessions.clear();
  await browser?.close();
  browser = null;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
  /** Requests to any host other than the site's own. */
  foreignRequests: string[];
  consoleMessages: { type: string; text: string }[];
  pageErrors: string[];
}

/** A fresh context + page that records console output, page errors and requests to other hosts. */
export async function openPage(options: BrowserContextOptions = {}): Promise<PageSession> {
  const instance = await connectBrowser();
  const context = await instance.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const session: PageSession = { context, page, foreignRequests: [], consoleMessages: [], pageErrors: [] };
  const origin = new URL(baseUrl()).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'))
      session.foreignRequests.push(url);
  });
  page.on('console', (message) => session.consoleMessages.push({ type: message.type(), text: message.text() }));
  page.on('pageerror', (error) => session.pageErrors.push(error.message));
  return session;
}

/** Navigates and waits until the client has hydrated (the shell marks <html data-hydrated>). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
}

/**
 * One page for every test of a file that opens pages with these options (and the same `key`), each test opening
 * its page by a navigation as a reader follows a link: a new context per test cost a renderer process and cold
 * caches each. For tests that only load a page and read or measure it; a test that stores something (a setting,
 * a dismissed notice) or needs a first visit opens a page of its own. `prepare` runs once, on the new page (an init
 * script that sets a saved setting before every document). Closed by `closeBrowser`.
 */
export function sharedPage(
  options: BrowserContextOptions = {},
  { key = '', prepare }: { key?: string; prepare?: (page: Page) => Promise<unknown> } = {},
): Promise<PageSession> {
  const id = `${key} ${JSON.stringify(options)}`;
  let session = sharedSessions.get(id);
  if (!session) {
    session = openPage(options).then(async (opened) => {
      await prepare?.(opened.page);
      return opened;
    });
    sharedSessions.set(id, session);
  }
  return session;
}
