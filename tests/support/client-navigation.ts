import type { Page } from 'playwright-core';

/**
 * Follows a client-side navigation to `to` the way a reader's click does (a link inside the page), and waits
 * until the new page's content is rendered and the network is quiet. Used by the budget tests and the bench.
 */
export async function navigateByLink(page: Page, to: string): Promise<void> {
  await page.evaluate((href) => {
    const link = document.createElement('a');
    link.href = href;
    document.body.append(link);
    link.click();
    link.remove();
  }, to);
  await page.waitForFunction((path) => document.querySelector('[data-content-body]') && location.pathname === path, to);
  await page.waitForLoadState('networkidle');
}
