import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { siteModel } from '../../generators/site/site-model';
import { baseUrl, closeBrowser, openPage, visit, type PageSession } from '../support/browser';
import { samplesDir } from '../support/schema-documents';

/**
 * The site served with the build's `_headers` (the e2e server applies them as the CDN does): every kind of page,
 * a client navigation, the search dialog and the JSON validator run with zero Content-Security-Policy violations.
 * Violations are read twice: the `securitypolicyviolation` events of the page and Chromium's console reports.
 */

afterAll(closeBrowser);

/** One page of every page kind the site model knows (the first by path), the home page and the 404 page. */
function onePagePerKind(): string[] {
  const byKind = new Map<string, string>();
  for (const page of [...siteModel().pages.values()].sort((a, b) => a.path.localeCompare(b.path))) {
    const kind = page.path.startsWith('/docs/') ? page.kind : `${page.kind} outside /docs/`;
    if (!byKind.has(kind)) byKind.set(kind, page.path);
  }
  return ['/', ...byKind.values(), '/no-such-page-for-the-csp-test'];
}

async function recordViolations(session: PageSession): Promise<() => Promise<string[]>> {
  await session.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`,
      );
    });
  });
  return async () => {
    const events = await session.page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    const consoleReports = session.consoleMessages
      .filter((message) => /Content Security Policy|Refused to/i.test(message.text))
      .map((message) => message.text);
    return [...events, ...consoleReports];
  };
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 4000) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

function firstSample(): string {
  const name = readdirSync(samplesDir).sort()[0];
  const file = readdirSync(path.join(samplesDir, name))
    .filter((entry) => entry.endsWith('.json'))
    .sort()[0];
  return readFileSync(path.join(samplesDir, name, file), 'utf8');
}

describe('Content-Security-Policy', () => {
  it('is sent with every page, without unsafe-inline or unsafe-eval for scripts', async () => {
    const response = await fetch(`${baseUrl()}/docs/manual`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is never violated on one page of every kind, by client navigation, the search dialog or the validator', async () => {
    const session = await openPage();
    const violations = await recordViolations(session);
    const found: string[] = [];
    for (const urlPath of onePagePerKind()) {
      await session.page.goto(`${baseUrl()}${urlPath}`, { waitUntil: 'load' });
      await session.page.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
      await scrollThrough(session.page);
      found.push(...(await violations()));
    }

    // A client navigation inserts the next page's body (with its style attributes) into the document.
    await visit(session.page, '/docs/eew');
    await session.page.locator('a[rel="next"]').click();
    await session.page.waitForFunction(() => location.pathname !== '/docs/eew');
    await session.page.waitForSelector('[data-content-body]');
    found.push(...(await violations()));

    // Search: Pagefind's script, its WebAssembly and index chunks.
    await session.page.keyboard.press('Control+k');
    await session.page.waitForSelector('[data-search-input]');
    await session.page.fill('[data-search-input]', '震度');
    await session.page.waitForSelector('[data-search-result]', { timeout: 15_000 });
    found.push(...(await violations()));

    // The validator: a real document of ../shared/samples (its absence fails the test), then a broken one.
    const sample = firstSample();
    await visit(session.page, '/docs/reference/conversion/json/validator/');
    const verdicts: string[] = [];
    for (const text of [sample, sample.replace(/"_schema"\s*:\s*\{/, '"_schema": {"unexpected": 1, ')]) {
      await session.page.evaluate((value) => {
        const input = document.querySelector<HTMLTextAreaElement>('#schema-validator-input')!;
        input.value = value;
      }, text);
      // The previous verdict is cleared first, so the wait below sees this check's own verdict.
      await session.page.evaluate(
        () => delete document.querySelector<HTMLElement>('[data-validator-result]')!.dataset.status,
      );
      await session.page.getByRole('button', { name: '検証する' }).click();
      // Settled: valid or invalid, or `problem` when the checks could not run (then the violations say why).
      await session.page.waitForFunction(() => {
        const status = document.querySelector<HTMLElement>('[data-validator-result]')?.dataset.status;
        return !!status && status !== 'busy';
      });
      verdicts.push((await session.page.locator('[data-validator-result]').getAttribute('data-status')) ?? '');
    }
    found.push(...(await violations()));

    expect([...new Set(found)]).toEqual([]);
    expect(verdicts).toEqual(['valid', 'invalid']);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  }, 180_000);
});

describe('cache headers', () => {
  it('cache hashed assets for a year as immutable and revalidate HTML and Markdown', async () => {
    const html = await fetch(`${baseUrl()}/docs/manual`);
    const script = /<script src="([^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await fetch(`${baseUrl()}${script}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(html.headers.get('cache-control')).toMatch(/max-age=0, must-revalidate/);
    const markdown = await fetch(`${baseUrl()}/docs/manual.md`);
    expect(markdown.headers.get('cache-control')).toMatch(/max-age=0, must-revalidate/);
    expect(markdown.headers.get('content-type')).toMatch(/^text\/markdown/);
  });
});
