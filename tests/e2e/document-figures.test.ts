import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit, type PageSession } from '../support/browser';
import { distDir } from '../support/bytes';

/**
 * The drawings on the built site (issue 36): every real example a schema page shows has its drawing and text
 * equivalent beside it, telegram pages draw their examples, the WebSocket page draws its data example, and in
 * Chromium the epicentre sits inside the map with the outlines drawn. The validator draws a valid pasted
 * document and draws nothing for a malformed or invalid one.
 */

const root = path.resolve(import.meta.dirname, '../..');
const schemaRoot = path.join(distDir, 'docs/reference/conversion/json/schema');

function html(urlPath: string): string {
  return readFileSync(path.join(distDir, urlPath, 'index.html'), 'utf8');
}

/** Every schema page (current and legacy) as URL path → HTML. */
function schemaPages(): Array<{ path: string; html: string }> {
  const pages: Array<{ path: string; html: string }> = [];
  for (const name of readdirSync(schemaRoot)) {
    if (name === 'legacy') {
      for (const legacy of readdirSync(path.join(schemaRoot, 'legacy')).filter((file) => !file.endsWith('.md')))
        pages.push({ path: `legacy/${legacy}`, html: html(`docs/reference/conversion/json/schema/legacy/${legacy}`) });
    } else if (existsSync(path.join(schemaRoot, name, 'index.html')))
      pages.push({ path: name, html: html(`docs/reference/conversion/json/schema/${name}`) });
  }
  return pages;
}

/** Each example heading of a page with the HTML up to the next heading of its level or above. */
function exampleSections(page: string): Array<{ id: string; html: string }> {
  const headings = [...page.matchAll(/<h3[^>]*id="(example-[^"]+)"/g)];
  return headings.map((match, index) => {
    const end = index + 1 < headings.length ? headings[index + 1].index : page.indexOf('<h2', match.index);
    return { id: match[1], html: page.slice(match.index, end < 0 ? undefined : end) };
  });
}

describe('the built reference pages', () => {
  it('draw every real example of data/schemas beside its JSON, with a caption and the map data once per page', () => {
    const files = readdirSync(path.join(root, 'data/schemas'))
      .filter((name) => !name.endsWith('.json'))
      .flatMap((name) => readdirSync(path.join(root, 'data/schemas', name, 'examples')));
    let shown = 0;
    const missing: string[] = [];
    for (const page of schemaPages()) {
      for (const section of exampleSections(page.html)) {
        shown += 1;
        const figure = /<figure data-document-figure="(map|text)">[\s\S]*?<figcaption>/.exec(section.html);
        if (!figure) missing.push(`${page.path}#${section.id}`);
        if (figure?.[1] === 'map' && !section.html.includes('Natural Earth'))
          missing.push(`${page.path}#${section.id} attribution`);
      }
      const maps = (page.html.match(/data-document-figure="map"/g) ?? []).length;
      const defs = (page.html.match(/data-figure-defs/g) ?? []).length;
      expect(defs, page.path).toBe(maps > 0 ? 1 : 0);
    }
    expect(missing).toEqual([]);
    expect(shown).toBe(files.length);
  });

  it('draw every example every telegram page shows, each beside its link to the JSON', () => {
    const telegramsDir = path.join(distDir, 'docs/telegrams');
    const pages = readdirSync(telegramsDir).filter((name) => existsSync(path.join(telegramsDir, name, 'index.html')));
    const examples = new Set(
      readdirSync(path.join(root, 'data/schemas'))
        .filter((name) => !name.endsWith('.json'))
        .flatMap((name) => readdirSync(path.join(root, 'data/schemas', name, 'examples')))
        .map((file) => file.replace(/\.json$/, '')),
    );
    const shown = new Set<string>();
    const missing: string[] = [];
    for (const name of pages) {
      for (const section of exampleSections(html(`docs/telegrams/${name}`))) {
        const slug = section.id.slice('example-'.length);
        shown.add(slug);
        if (!/<figure data-document-figure="(map|text)">[\s\S]*?<figcaption>/.test(section.html))
          missing.push(`${name}#${section.id}`);
        if (!/<a href="\/docs\/reference\/conversion\/json\/schema\/[^"#]+#example-/.test(section.html))
          missing.push(`${name}#${section.id} link`);
      }
    }
    expect(missing).toEqual([]);
    // Every example a telegram page shows is a real example of data/schemas, and the typhoon's are among them.
    expect([...shown].filter((slug) => !examples.has(slug))).toEqual([]);
    for (const slug of ['vxse53', 'vxse45', 'vtse41', 'vptw60', 'vzsa50']) expect(shown.has(slug), slug).toBe(true);
  });

  it("draw a typhoon's centres where its document puts them", () => {
    const document = JSON.parse(
      readFileSync(path.join(root, 'data/schemas/weather-typhoon/examples/vptw60.json'), 'utf8'),
    ) as {
      body: {
        forecasts: Array<{
          center: {
            coordinate?: { latitude: { value: string }; longitude: { value: string } };
            probabilityCircle?: { basePoint: { latitude: { value: string }; longitude: { value: string } } };
          };
        }>;
      };
    };
    for (const page of ['docs/reference/conversion/json/schema/weather-typhoon', 'docs/telegrams/we02670']) {
      const section = exampleSections(html(page)).find((item) => item.id === 'example-vptw60');
      expect(section, page).toBeDefined();
      const marks = [
        ...section!.html.matchAll(
          /data-figure-part="(?:centre|forecast)" data-latitude="([^"]+)" data-longitude="([^"]+)"/g,
        ),
      ].map((match) => [Number(match[1]), Number(match[2])]);
      expect(marks, page).toEqual(
        document.body.forecasts.map(({ center }) => {
          const point = center.coordinate ?? center.probabilityCircle!.basePoint;
          return [Number(point.latitude.value), Number(point.longitude.value)];
        }),
      );
      expect(section!.html, page).toContain('data-figure-part="track"');
      expect(section!.html, page).toContain('予報 12時間後（21日21時）');
    }
  });

  it('draw the examples of a telegram on its page, linked to the JSON', () => {
    const page = html('docs/telegrams/et01330');
    const sections = exampleSections(page);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(section.html).toMatch(/<a href="\/docs\/reference\/conversion\/json\/schema\/[^"#]+#example-/);
      expect(section.html).toContain('data-document-figure');
    }
  });

  it('draw the telegram the WebSocket data example carries', () => {
    const page = html('docs/reference/api/v2/websocket');
    // The data example names its real document (x-document in data/api/v2/websocket.yaml); the map fills the
    // prefectures that document's intensity lists.
    const spec = readFileSync(path.join(root, 'data/api/v2/websocket.yaml'), 'utf8');
    const documentPath = /x-document:\s*(\S+)/.exec(spec)?.[1];
    expect(documentPath).toBeDefined();
    const document = JSON.parse(readFileSync(path.join(root, documentPath!), 'utf8')) as {
      body: { intensity?: { prefectures: Array<{ code: string }> } };
    };
    const codes = document.body.intensity?.prefectures.map((prefecture) => prefecture.code) ?? [];
    expect(codes.length).toBeGreaterThan(0);
    const figure = /<figure data-document-figure="map">[\s\S]*?<\/figure>/.exec(page)?.[0] ?? '';
    for (const code of codes) expect(figure).toContain(`data-figure-part="fill" data-prefecture="${code}"`);
    expect((page.match(/data-figure-defs/g) ?? []).length).toBe(1);
  });
});

let session: PageSession;

beforeAll(async () => {
  session = await openPage();
});

afterAll(async () => {
  await session?.context.close();
  await closeBrowser();
});

describe('a drawing in Chromium', () => {
  it("keeps a typhoon's map, legend and table inside the page at 390 px, the marks inside the map", async () => {
    const { page } = session;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/docs/reference/conversion/json/schema/weather-typhoon#example-vptw60');
      const figure = page.locator('#example-vptw60 ~ figure[data-document-figure="map"]').first();
      await figure.scrollIntoViewIfNeeded();
      const map = (await figure.locator('svg[data-figure-part="map"]').boundingBox())!;
      const legend = (await figure.locator('[data-figure-part="legend"]').boundingBox())!;
      expect(map.x + map.width, `width ${width}`).toBeLessThanOrEqual(width);
      expect(legend.x + legend.width, `width ${width}`).toBeLessThanOrEqual(width);
      const marks = figure.locator('[data-figure-part="centre"], [data-figure-part="forecast"]');
      expect(await marks.count()).toBe(7);
      for (const box of await Promise.all((await marks.all()).map((mark) => mark.boundingBox()))) {
        const centre = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
        expect(centre.x).toBeGreaterThan(map.x);
        expect(centre.x).toBeLessThan(map.x + map.width);
        expect(centre.y).toBeGreaterThan(map.y);
        expect(centre.y).toBeLessThan(map.y + map.height);
      }
      // The page itself does not scroll sideways because of the figure.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `width ${width}`).toBeLessThanOrEqual(0);
    }
  });

  it('shows the outlines and the epicentre inside the map, at 390 px too', async () => {
    const { page } = session;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, '/docs/reference/conversion/json/schema/earthquake-information#example-vxse53');
      const figure = page.locator('#example-vxse53 ~ figure[data-document-figure="map"]').first();
      await figure.scrollIntoViewIfNeeded();
      const map = await figure.locator('svg[data-figure-part="map"]').boundingBox();
      const land = await figure.locator('use[data-figure-part="land"]').boundingBox();
      const mark = await figure.locator('[data-figure-part="epicentre"]').boundingBox();
      expect(map && land && mark, `width ${width}`).toBeTruthy();
      expect(map!.width).toBeLessThanOrEqual(width);
      expect(land!.width).toBeGreaterThan(50);
      const centre = { x: mark!.x + mark!.width / 2, y: mark!.y + mark!.height / 2 };
      expect(centre.x).toBeGreaterThan(map!.x);
      expect(centre.x).toBeLessThan(map!.x + map!.width);
      expect(centre.y).toBeGreaterThan(map!.y);
      expect(centre.y).toBeLessThan(map!.y + map!.height);
    }
  });
});

describe('the validator', () => {
  const validatorPath = '/docs/reference/conversion/json/validator/';

  async function validate(
    text: string,
  ): Promise<{ status: string; figures: number; epicentres: number; text: string }> {
    const { page } = session;
    await page.locator('#schema-validator-input').fill(text);
    await page.getByRole('button', { name: '検証する' }).click();
    await page.waitForFunction(() => {
      const status = document.querySelector<HTMLElement>('[data-validator-result]')?.dataset.status;
      return status !== undefined && status !== 'busy';
    });
    const result = page.locator('[data-validator-result]');
    return {
      status: (await result.getAttribute('data-status')) ?? '',
      figures: await result.locator('figure[data-document-figure]').count(),
      epicentres: await result.locator('[data-figure-part="epicentre"]').count(),
      text: (await result.textContent()) ?? '',
    };
  }

  it('draws a valid pasted document as the reference pages do, and nothing for a malformed or invalid one', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, validatorPath);
    await page.waitForSelector('form[data-schema-validator][data-mounted]', { timeout: 15_000 });
    const source = readFileSync(path.join(root, 'data/schemas/earthquake-information/examples/vxse53.json'), 'utf8');

    const valid = await validate(source);
    expect(valid.status).toBe('valid');
    expect(valid.figures).toBe(1);
    expect(valid.epicentres).toBe(1);
    expect(valid.text).toContain('最大震度 5弱');
    const land = await page.locator('[data-validator-result] use[data-figure-part="land"]').boundingBox();
    expect(land?.width ?? 0).toBeGreaterThan(50);
    // The same tree as the build's: the schema page's drawing of this example has the same map.
    const drawn = await page.locator('[data-validator-result] svg[data-figure-part="map"]').getAttribute('viewBox');
    const built = /<h3[^>]*id="example-vxse53"[\s\S]*?<svg[^>]*viewBox="([^"]+)"[^>]*data-figure-part="map"/.exec(
      html('docs/reference/conversion/json/schema/earthquake-information'),
    );
    expect(drawn).toBe(built?.[1]);

    const malformed = await validate(source.slice(0, source.length / 2));
    expect(malformed.status).toBe('problem');
    expect(malformed.text).toMatch(/JSON として読めません/);
    expect(malformed.figures).toBe(0);

    const document = JSON.parse(source);
    document.body.earthquake.hypocenter = 'somewhere';
    const invalid = await validate(JSON.stringify(document));
    expect(invalid.status).toBe('invalid');
    expect(invalid.figures).toBe(0);
    expect(session.pageErrors).toEqual([]);
  });
});
