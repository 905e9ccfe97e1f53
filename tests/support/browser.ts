import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = (): string => inject('baseUrl');

let browser: Browser | null = null;

/** The run's one Chromium, launched by tests/support/e2e-global-setup.ts; this file's connection to it. */
export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

/** Closes this file's contexts and its connection; the browser itself stays up for the other files. */
export async function closeBrowser(): Promise<void> {
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
