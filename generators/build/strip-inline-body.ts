import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listHtmlFiles } from './html-scan';

const pattern = /(<script id="vike_pageContext" type="application\/json">)([\s\S]*?)(<\/script>)/;

/** Serialises like Vike does for inline JSON: no `</script>` or `<!--` can appear. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/\//g, '\\/').replace(/</g, '\\u003c');
}

/**
 * The body HTML of a page is already in the document; its copy inside the inline page context (used for
 * hydration) would double the page's weight. Drop it there: the client reads the body from the DOM when it
 * hydrates (renderer/content/ContentPage.tsx). The `.pageContext.json` files used for client-side
 * navigation keep it. Returns the bytes saved.
 */
export function stripInlineBodies(distDir: string): number {
  let saved = 0;
  for (const file of listHtmlFiles(distDir)) {
    const full = path.join(distDir, file);
    const html = readFileSync(full, 'utf8');
    const match = pattern.exec(html);
    if (!match) continue;
    const context = JSON.parse(match[2]) as { data?: { html?: unknown } };
    if (!context.data || typeof context.data.html !== 'string') continue;
    delete context.data.html;
    const replaced = html.replace(
      pattern,
      (_, open: string, _json: string, close: string) => `${open}${inlineJson(context)}${close}`,
    );
    saved += html.length - replaced.length;
    writeFileSync(full, replaced);
  }
  return saved;
}
