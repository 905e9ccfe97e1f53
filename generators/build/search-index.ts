import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { htmlFileToUrl, listHtmlFiles } from './html-scan';

/**
 * Builds the Pagefind index over the prerendered pages (only `data-pagefind-body` content is indexed), with
 * Japanese segmentation, written to dist/client/pagefind. Returns the number of pages indexed.
 */
export async function buildSearchIndex(distDir: string, canonicalPath: (url: string) => string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'ja' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  let count = 0;
  for (const file of listHtmlFiles(distDir)) {
    if (file === '404.html' || file.startsWith('pagefind/')) continue;
    const content = readFileSync(path.join(distDir, file), 'utf8');
    const result = await index.addHTMLFile({ url: canonicalPath(htmlFileToUrl(file)), content });
    if (result.errors.length > 0) throw new Error(`pagefind: ${file}: ${result.errors.join('; ')}`);
    count += 1;
  }
  const written = await index.writeFiles({ outputPath: path.join(distDir, 'pagefind') });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  assertSearchBundle(path.join(distDir, 'pagefind'));
  return count;
}

/** The browser bundle must be complete: its script, and a non-empty WebAssembly module. */
function assertSearchBundle(dir: string): void {
  const files = readdirSync(dir);
  const wasm = files.filter((file) => /^wasm\..+\.pagefind$/.test(file));
  if (!files.includes('pagefind.js') || wasm.length === 0 || wasm.some((file) => statSync(path.join(dir, file)).size === 0)) {
    throw new Error(`pagefind wrote an incomplete bundle in ${dir} (${files.join(', ')})`);
  }
}
