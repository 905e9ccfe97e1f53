import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scriptJson } from '../../isomorphic/escape-html';
import { listHtmlFiles, scanPage } from './html-scan';

/** The id of the script element in which Vike writes a page's inline page context. */
const pageContextScriptId = 'vike_pageContext';

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
    const script = scanPage(html, { offsets: true }).scripts.find(
      (found) => found.attributes.id === pageContextScriptId,
    );
    if (!script) continue;
    const context = JSON.parse(script.text) as { data?: { html?: unknown } };
    if (!context.data || typeof context.data.html !== 'string') continue;
    delete context.data.html;
    // The script's text is replaced where the tokenizer found it; the rest of the page keeps its bytes.
    const replaced = `${html.slice(0, script.start)}${scriptJson(context, { slashes: true })}${html.slice(script.end)}`;
    saved += html.length - replaced.length;
    writeFileSync(full, replaced);
  }
  return saved;
}
