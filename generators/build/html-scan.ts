import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Tokenizer, TokenizerMode } from 'parse5';

/** Every .html file below `dir`, as paths relative to it (forward slashes). */
export function listHtmlFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listHtmlFiles(full, base));
    else if (entry.name.endsWith('.html')) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** The part of a page that belongs to the page itself (inside #root), without inline scripts. */
export function readPageHtml(file: string): string {
  return readFileSync(file, 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/** The ids and link targets of a page (attribute values decoded), read with parse5's tokenizer (scripts skipped). */
export interface PageScan {
  ids: Set<string>;
  hrefs: string[];
}

export function scanPage(html: string): PageScan {
  const scan: PageScan = { ids: new Set(), hrefs: [] };
  const ignore = () => undefined;
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: false },
    {
      onStartTag(token) {
        // A script is not part of the page a link can point into (its own id included).
        if (token.tagName !== 'script')
          for (const { name, value } of token.attrs) {
            if (name === 'id') scan.ids.add(value);
            else if (name === 'href' && token.tagName === 'a') scan.hrefs.push(value);
          }
        // The tree builder's part: the text of these elements is not markup.
        if (token.tagName === 'script') tokenizer.state = TokenizerMode.SCRIPT_DATA;
        else if (token.tagName === 'style') tokenizer.state = TokenizerMode.RAWTEXT;
        else if (token.tagName === 'textarea') tokenizer.state = TokenizerMode.RCDATA;
      },
      onEndTag: ignore,
      onCharacter: ignore,
      onWhitespaceCharacter: ignore,
      onNullCharacter: ignore,
      onComment: ignore,
      onDoctype: ignore,
      onEof: ignore,
    },
  );
  tokenizer.write(html, true);
  return scan;
}

/** `docs/eew/index.html` → `/docs/eew`; `index.html` → `/`; `404.html` → `/404.html`. */
export function htmlFileToUrl(relative: string): string {
  if (relative === 'index.html') return '/';
  if (relative.endsWith('/index.html')) return `/${relative.slice(0, -'/index.html'.length)}`;
  return `/${relative}`;
}
