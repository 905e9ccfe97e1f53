import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { bundledThemes, createHighlighter, type Highlighter, type ThemeRegistration } from 'shiki';
import { labels } from '../../isomorphic/labels';
import { themeWithContrast } from './theme-contrast';

/** Languages the site's code blocks use; anything else is shown as plain text with a build warning. */
export const highlightLanguages = [
  'bash',
  'shell',
  'json',
  'jsonc',
  'javascript',
  'js',
  'typescript',
  'ts',
  'tsx',
  'http',
  'xml',
  'yaml',
  'html',
  'css',
  'python',
  'text',
] as const;

export const highlightThemes = { light: 'github-light', dark: 'github-dark' } as const;

/**
 * Background of code blocks in each colour mode (`--code-bg` in renderer/styles/theme.css; a unit test keeps them
 * equal). Token colours are adjusted to reach WCAG AA contrast on it: github-light's red (`#D73A49`, keywords
 * and HTTP methods) is 4.3:1 on `#f6f8fa`.
 */
export const codeBackgrounds = { light: '#f6f8fa', dark: '#26282c' } as const;

async function contrastTheme(mode: keyof typeof highlightThemes): Promise<ThemeRegistration> {
  const theme = (await bundledThemes[highlightThemes[mode]]()).default;
  return themeWithContrast(theme, codeBackgrounds[mode]);
}

/**
 * The build-time highlighter, made once: in a build the MDX pages (compiled by the Vite plugins) and the generated
 * pages (rendered by the pages' `+data` hook) use the build script's one copy of this module; each grammar compiles
 * its rules on first use (~1 s for the JSON, JavaScript and HTML grammars). Shiki never reaches the client bundle.
 */
const shared = {
  loading: null as Promise<Highlighter> | null,
  loaded: null as Highlighter | null,
};
const warned = new Set<string>();

/** Creates the build-time highlighter once per process. */
export function loadHighlighter(): Promise<Highlighter> {
  shared.loading ??= Promise.all([contrastTheme('light'), contrastTheme('dark')])
    .then((themes) =>
      createHighlighter({
        themes,
        langs: highlightLanguages.filter(
          (lang) => lang !== 'text' && lang !== 'js' && lang !== 'ts' && lang !== 'shell',
        ),
      }),
    )
    .then((highlighter) => {
      shared.loaded = highlighter;
      return highlighter;
    });
  return shared.loading;
}

/** Picks a loaded language for a fence tag; warns once per unknown tag and falls back to plain text. */
export function resolveLanguage(highlighter: Highlighter, lang: string | undefined, where: string): string {
  const wanted = (lang ?? 'text').toLowerCase();
  if (wanted === 'text' || wanted === 'plaintext' || wanted === 'txt' || wanted === '') return 'text';
  if (highlighter.getLoadedLanguages().includes(wanted)) return wanted;
  const key = `${wanted}@${where}`;
  if (!warned.has(key)) {
    warned.add(key);
    console.warn(`[highlight] unknown language "${wanted}" in ${where}: shown as plain text`);
  }
  return 'text';
}

function requireHighlighter(): Highlighter {
  if (!shared.loaded) throw new Error('highlightCode() called before loadHighlighter() finished');
  return shared.loaded;
}

/** Highlighted code as a hast `<pre class="shiki">` whose spans carry `--shiki-light`/`--shiki-dark`. */
export function highlightCodeHast(code: string, lang: string | undefined, where = 'a code block'): Root {
  const highlighter = requireHighlighter();
  const language = resolveLanguage(highlighter, lang, where);
  return highlighter.codeToHast(code.replace(/\n$/, ''), {
    lang: language,
    themes: highlightThemes,
    defaultColor: false,
    // No per-line time limit: a busy build machine must not produce different colours.
    tokenizeTimeLimit: 0,
  });
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return { type: 'element', tagName, properties, children };
}

/** Code blocks longer than this many lines are laid out only near the viewport (`.deferred` in renderer/styles/article.css). */
export const longCodeBlockLines = 40;

/**
 * The height of `lines` lines of a code block's `<pre>` (line-height 1.55 of its 0.9em font, 0.9rem padding above
 * and below, room for a horizontal scrollbar): exact, since code lines do not wrap.
 */
function codeHeight(lines: number): string {
  return `calc(${lines} * 1.395em + 1.8rem + 16px)`;
}

/**
 * The code block shared by MDX fences and generated pages: optional title, highlighted `<pre>`, and a copy
 * button that the client wires up by delegation (`data-copy-code`). A long block gets `content-visibility: auto`
 * with its height reserved, so the big JSON examples cost nothing until a reader scrolls to them.
 */
export function codeBlockHast(
  code: string,
  lang: string | undefined,
  options: { title?: string; where?: string } = {},
): Element {
  const pre = highlightCodeHast(code, lang, options.where).children.filter(
    (node): node is Element => node.type === 'element',
  );
  const copy = element(
    'button',
    { type: 'button', className: ['code-copy'], dataCopyCode: '', ariaLabel: labels.copyCode },
    [{ type: 'text', value: labels.copy }],
  );
  const children: ElementContent[] = [];
  if (options.title)
    children.push(element('div', { className: ['code-block-title'] }, [{ type: 'text', value: options.title }]));
  const lines = code.replace(/\n$/, '').split('\n').length;
  const long =
    lines > longCodeBlockLines
      ? { className: ['code-block-body', 'deferred'], style: `contain-intrinsic-block-size: auto ${codeHeight(lines)}` }
      : { className: ['code-block-body'] };
  children.push(element('div', long, [...pre, copy]));
  return element('div', { className: ['code-block'], dataLang: lang ?? 'text' }, children);
}

export function codeBlockHtml(
  code: string,
  lang: string | undefined,
  options: { title?: string; where?: string } = {},
): string {
  return toHtml(codeBlockHast(code, lang, options));
}
