import { labels } from '../../isomorphic/labels';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { searchKinds, type SearchKind } from '../../isomorphic/search-kinds';

/**
 * `/llms.txt` (the llms.txt convention, https://llmstxt.org/): the site's name, a one-line summary, how the
 * Markdown versions are laid out, then one section per kind of page with a link to each page's Markdown and its
 * one-sentence description. Older schema versions go to the convention's `Optional` section, which a reader
 * short of room may skip. `/llms-full.txt` is every page's Markdown, one after another.
 */

export interface LlmsPage {
  /** URL path as linked (`/docs/telegrams/`). */
  path: string;
  title: string;
  description: string;
  /** The search kind of the page (from its page source), which names its section. */
  searchKind: SearchKind;
}

/** A machine-readable file the site publishes (the OpenAPI and AsyncAPI documents), listed in its own section. */
export interface LlmsDocument {
  /** URL path of the file (`/docs/reference/api/v2/asyncapi.json`). */
  path: string;
  title: string;
  description: string;
}

export interface LlmsSite {
  title: string;
  tagline?: string;
  url: string;
  documents?: LlmsDocument[];
}

const siteSection = 'サービス';
const optionalSection = 'Optional';
const documentsSection = '機械可読の仕様';

function sectionOf(page: LlmsPage): string {
  if (page.path.includes('/schema/legacy/')) return optionalSection;
  if (!page.path.startsWith('/docs/')) return siteSection;
  return labels.search.kinds[page.searchKind];
}

function documentLines(site: LlmsSite): string[] {
  const documents = site.documents ?? [];
  if (documents.length === 0) return [];
  return [
    '',
    `## ${documentsSection}`,
    '',
    ...documents.map(
      (document) => `- [${document.title}](${new URL(document.path, site.url).href}): ${document.description}`,
    ),
  ];
}

/** One line of a list: a Markdown link may not hold an unescaped `]` in its text. */
function pageLine(page: LlmsPage, siteUrl: string): string {
  const title = page.title.replace(/([[\]\\])/g, '\\$1');
  return `- [${title}](${new URL(markdownPathOf(page.path), siteUrl).href}): ${page.description}`;
}

export function llmsTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  const order = [siteSection, ...searchKinds.map((kind) => labels.search.kinds[kind]), optionalSection];
  const sections = new Map<string, LlmsPage[]>(order.map((name) => [name, []]));
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) sections.get(sectionOf(page))!.push(page);
  const lines = [
    `# ${site.title}`,
    '',
    ...(site.tagline ? [`> ${site.tagline}`, ''] : []),
    `このサイトのすべてのページは Markdown でも読めます。ページの URL の末尾に \`.md\` を付けたもの（\`/\` で終わる URL は \`index.md\` を付けたもの）です。例: ${site.url}/docs/telegrams/index.md 。全ページをひとつにまとめた ${site.url}/llms-full.txt もあります。`,
  ];
  for (const [name, list] of sections) {
    // The machine-readable documents come after the reference pages, before the section a reader may skip.
    if (name === optionalSection) lines.push(...documentLines(site));
    if (list.length === 0) continue;
    lines.push('', `## ${name}`, '', ...list.map((page) => pageLine(page, site.url)));
  }
  return `${lines.join('\n')}\n`;
}

/** Every page's Markdown in the order given, each ending before a `---` line of its own front matter. */
export function llmsFullTxt(site: LlmsSite, markdown: readonly string[]): string {
  const summary = site.tagline ? `> ${site.tagline}\n\n` : '';
  return `# ${site.title}\n\n${summary}${markdown.join('\n')}`;
}
