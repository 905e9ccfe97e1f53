import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Tokenizer, TokenizerMode, type Token } from 'parse5';

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

/** An inline `<script>` of a page: its attributes, its text, and where that text is in the page's HTML. */
interface InlineScript {
  attributes: Record<string, string>;
  text: string;
  /**
   * Offsets of the text in the scanned HTML, from the end of the start tag to the start of the end tag; -1 unless
   * asked for (`scanPage(html, { offsets: true })`: the tokenizer is slower when it tracks positions).
   */
  start: number;
  end: number;
}

/**
 * The ids, link targets and scripts of a page (attribute values decoded), read with parse5's tokenizer, the
 * tokenizer of the HTML parser hast and jsdom use; a script is text, not part of the page a link can point into.
 */
export interface PageScan {
  ids: Set<string>;
  hrefs: string[];
  scripts: InlineScript[];
}

export function scanPage(html: string, { offsets = false }: { offsets?: boolean } = {}): PageScan {
  const scan: PageScan = { ids: new Set(), hrefs: [], scripts: [] };
  let script: InlineScript | null = null;
  const ignore = () => undefined;
  const onText = (token: Token.CharacterToken) => {
    if (script) script.text += token.chars;
  };
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: offsets },
    {
      onStartTag(token) {
        if (token.tagName === 'script') {
          const at = token.location?.endOffset ?? -1;
          if (!token.selfClosing)
            script = {
              attributes: Object.fromEntries(token.attrs.map(({ name, value }) => [name, value])),
              text: '',
              start: at,
              end: at,
            };
        } else
          for (const { name, value } of token.attrs) {
            if (name === 'id') scan.ids.add(value);
            else if (name === 'href' && token.tagName === 'a') scan.hrefs.push(value);
          }
        // The tree builder's part: the text of these elements is not markup.
        if (token.tagName === 'script') tokenizer.state = TokenizerMode.SCRIPT_DATA;
        else if (token.tagName === 'style') tokenizer.state = TokenizerMode.RAWTEXT;
        else if (token.tagName === 'textarea') tokenizer.state = TokenizerMode.RCDATA;
      },
      onEndTag(token) {
        if (token.tagName !== 'script' || !script) return;
        script.end = token.location?.startOffset ?? -1;
        scan.scripts.push(script);
        script = null;
      },
      onCharacter: onText,
      onWhitespaceCharacter: onText,
      onNullCharacter: onText,
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
