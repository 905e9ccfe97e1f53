import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit } from '../support/browser';

afterAll(closeBrowser);

const schemaPage = '/docs/reference/conversion/json/schema/weather-warning';
const toc = 'nav[aria-label="目次"]';

/** Ids the TOC links to, in order. */
const tocIds = `[...document.querySelectorAll('${toc} a')].map((a) => decodeURIComponent(a.getAttribute('href').slice(1)))`;
/** Ids of the article's h2–h6. */
const headingIds = `[...document.querySelectorAll('.markdown :is(h2,h3,h4,h5,h6)[id]')].map((h) => h.id)`;
/** The target's distance from the top of the viewport minus html's scroll-padding-top (0 = where a jump puts it). */
const offsetFromJump = (id: string) =>
  `(() => { const t = document.getElementById(${JSON.stringify(id)}); return Math.round(t.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)); })()`;

/**
 * Runs in the page: resolves once the page has come to rest after a jump, for 10 frames in a row no deferred
 * section changed size (each laid out near the viewport takes its real height: the moves the hold in
 * renderer/content/hash-target.ts undoes), the page did not scroll and the target did not move. Where the target
 * is then is where the reader finds it; no fixed wait that a loaded machine may outlast or a quick one waste.
 */
function settled(id: string): Promise<void> {
  return new Promise((resolve) => {
    let quiet = 0;
    let last = '';
    const watched = new Set<Element>();
    const sections = new ResizeObserver(() => {
      quiet = 0;
    });
    const frame = () => {
      for (const section of document.querySelectorAll('.deferred')) {
        if (watched.has(section)) continue;
        watched.add(section);
        sections.observe(section);
        quiet = 0;
      }
      const now = `${scrollY} ${document.getElementById(id)?.getBoundingClientRect().top}`;
      if (now !== last) [last, quiet] = [now, 0];
      quiet += 1;
      if (quiet <= 10) requestAnimationFrame(frame);
      else {
        sections.disconnect();
        resolve();
      }
    };
    void document.fonts.ready.then(() => requestAnimationFrame(frame));
  });
}

describe('long generated pages', () => {
  it('keep the TOC column its own width: long field paths wrap instead of squeezing the page', async () => {
    const { page, context } = await openPage();
    await visit(page, schemaPage);
    const widths = await page.evaluate(() => ({
      content: document.querySelector('main > div')!.getBoundingClientRect().width,
      toc: document.querySelector('nav[aria-label="目次"]')!.parentElement!.getBoundingClientRect().width,
    }));
    expect(widths.toc).toBeLessThanOrEqual(16 * 16);
    expect(widths.content).toBeGreaterThan(600);
    await context.close();
  });

  it('fold a long table of contents by group; every h2–h6 stays listed, by a toggle or by reading', async () => {
    const { page, context } = await openPage();
    await visit(page, schemaPage);
    const headings: string[] = await page.evaluate(headingIds);
    const shown: string[] = await page.evaluate(tocIds);
    expect(headings.length).toBeGreaterThan(60);
    // Folded: fewer entries than headings, each a heading of the page, in page order.
    expect(shown.length).toBeLessThan(40);
    expect(shown.filter((id) => headings.includes(id))).toEqual(shown);
    // Reading a section inside a folded group opens that group and highlights the section.
    // Deferred tables above the heading may get their real height just after the scroll and push it down (only a
    // #fragment jump is held in place); a reader would scroll back to it, and so does this check until it stays.
    const deep = headings.find((id) => !shown.includes(id))!;
    await page.waitForFunction(
      (id) => {
        const heading = document.getElementById(id)!;
        const jumpTop = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        if (Math.abs(heading.getBoundingClientRect().top - jumpTop) > 4) heading.scrollIntoView();
        return document.querySelector('nav[aria-label="目次"] a[data-active]')?.getAttribute('href') === `#${id}`;
      },
      deep,
      { polling: 200 },
    );
    expect(await page.locator(`${toc} a[data-active]`).isVisible()).toBe(true);
    // Opening every group by its toggle lists every heading, in order (the spec's levels 2 to 6).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      (id) => document.querySelector('nav[aria-label="目次"] a[data-active]')?.getAttribute('href') === `#${id}`,
      headings[0],
    );
    expect(await page.evaluate(tocIds)).toEqual(shown);
    for (;;) {
      const closed = page.locator(`${toc} button[aria-expanded="false"]`).first();
      if ((await closed.count()) === 0) break;
      const label = await closed.getAttribute('aria-label');
      expect(label).toMatch(/^目次の「.+」の下の見出し \d+ 件を表示$/);
      await closed.click();
    }
    expect(await page.evaluate(tocIds)).toEqual(headings);
    // A toggle closes its group again.
    const toggle = page.locator(`${toc} button`).first();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await page.evaluate<string[]>(tocIds)).length).toBeLessThan(headings.length);
    await context.close();
  });

  it('lay field tables, condition blocks and version-change lists out only near the viewport, with a reserved height from the build', async () => {
    const { page, context } = await openPage();
    await visit(page, schemaPage);
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-deferred]')].map((section) => ({
        kind: section.dataset.deferred,
        visibility: getComputedStyle(section).contentVisibility,
        reserved: section.style.containIntrinsicBlockSize,
      })),
    );
    const count = (kind: string) => sections.filter((section) => section.kind === kind).length;
    expect(count('schema-fields')).toBeGreaterThan(50);
    expect(count('schema-conditions')).toBeGreaterThan(10);
    expect(count('schema-change-group')).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.visibility).toBe('auto');
      expect(section.reserved).toMatch(/^auto \d+px$/);
    }
    // At 1280 px (the width the estimates were fitted at) each kind's reserved heights add up to within 15% of
    // the real ones: a scrollbar that does not jump while the reader scrolls down. Sections folded in a <details>
    // (deep field sections, examples) are measured opened, the way a reader who unfolds them sees them.
    const totals = await page.evaluate(() => {
      for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
      const result: Record<string, { reserved: number; real: number }> = {};
      for (const section of document.querySelectorAll<HTMLElement>('[data-deferred]')) {
        const reserved = parseFloat(section.style.containIntrinsicBlockSize.replace('auto ', ''));
        section.style.contentVisibility = 'visible';
        const total = (result[section.dataset.deferred!] ??= { reserved: 0, real: 0 });
        total.reserved += reserved;
        total.real += section.getBoundingClientRect().height;
      }
      return result;
    });
    for (const [kind, total] of Object.entries(totals)) {
      expect(
        Math.abs(total.reserved - total.real) / total.real,
        `${kind}: reserved ${total.reserved} px, real ${Math.round(total.real)} px`,
      ).toBeLessThanOrEqual(0.15);
    }
    await context.close();
  });

  it('lay long code blocks out only near the viewport, with their exact height reserved', async () => {
    const { page, context } = await openPage();
    await visit(page, schemaPage);
    const blocks = page.locator('.code-block-body.deferred');
    expect(await blocks.count()).toBeGreaterThan(0);
    for (let index = 0; index < (await blocks.count()); index += 1) {
      const block = blocks.nth(index);
      const reserved = await block.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          visibility: style.contentVisibility,
          size: parseFloat(style.containIntrinsicBlockSize.replace('auto ', '')),
        };
      });
      expect(reserved.visibility).toBe('auto');
      await block.scrollIntoViewIfNeeded();
      // Two frames: the one that lays the block out now that it is near the viewport, and the one after it.
      await block.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const height = await block.evaluate((element) => element.getBoundingClientRect().height);
      expect(
        Math.abs(height - reserved.size),
        `block ${index}: ${height} px, reserved ${reserved.size} px`,
      ).toBeLessThanOrEqual(24);
    }
    await context.close();
  });

  for (const width of [412, 1280]) {
    it(`keep a #fragment target where the jump put it while tables above it are laid out (${width} px wide)`, async () => {
      const { page, context } = await openPage({ viewport: { width, height: 800 } });
      await visit(page, schemaPage);
      const rows: string[] = await page.evaluate(() =>
        [...document.querySelectorAll("table[data-deferred='schema-fields'] tr[id]")].map((row) => row.id),
      );
      const targets = [
        rows[Math.floor(rows.length / 3)],
        rows[Math.floor((rows.length * 2) / 3)],
        rows[rows.length - 5],
      ];
      // Below every deferred section of the page but the example's code: the last version-change heading.
      const changes: string = await page.evaluate(
        () => [...document.querySelectorAll('h3[id^="changes-"]')].at(-1)?.id ?? '',
      );
      expect(changes).not.toBe('');
      // Opened with the fragment in the URL.
      for (const id of [...targets, changes]) {
        await visit(page, `${schemaPage}#${encodeURIComponent(id)}`);
        await page.evaluate(settled, id);
        expect(Math.abs(await page.evaluate(offsetFromJump(id))), id).toBeLessThanOrEqual(4);
      }
      // An in-page link (the field's own link), from the top of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page
        .locator(`a[href="#${targets[1]}"]`)
        .first()
        .evaluate((link: HTMLAnchorElement) => link.click());
      await page.evaluate(settled, targets[1]);
      expect(Math.abs(await page.evaluate(offsetFromJump(targets[1])))).toBeLessThanOrEqual(4);
      // A client-side navigation from another page to a fragment.
      await visit(page, '/docs/manual');
      await page.evaluate(
        (href) => {
          const link = document.createElement('a');
          link.href = href;
          link.id = 'test-jump';
          link.textContent = 'jump';
          document.querySelector('main')!.prepend(link);
        },
        `${schemaPage}#${encodeURIComponent(targets[2])}`,
      );
      await page.click('#test-jump');
      await page.waitForURL(`**${schemaPage}#**`);
      await page.evaluate(settled, targets[2]);
      expect(Math.abs(await page.evaluate(offsetFromJump(targets[2])))).toBeLessThanOrEqual(4);
      await context.close();
    });
  }

  it('leave the reader where they scrolled to (the hold ends with the first scroll)', async () => {
    const { page, context } = await openPage();
    const id = 'fields-body';
    await visit(page, `${schemaPage}#${id}`);
    await page.evaluate(settled, id);
    const jumped = await page.evaluate(() => window.scrollY);
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 3000);
    // The wheel takes the page down; the sections it brings near the viewport are laid out, and the page comes to
    // rest where the reader scrolled to, not back at the target.
    await page.waitForFunction((from) => window.scrollY > from + 1000, jumped);
    await page.evaluate(settled, id);
    expect(await page.evaluate(offsetFromJump(id))).toBeLessThan(-1000);
    await context.close();
  });
});
