import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownPathOf } from '../../renderer/navigation/markdown-path';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSite } from './llms-txt';
import { pageMarkdown } from './page-markdown';

export interface PrerenderedPage extends LlmsPage {
  /** The page's prerendered HTML (at least its `<article>`). */
  html: string;
}

export interface MarkdownOutputs {
  pages: number;
  bytes: number;
}

/**
 * Writes every page's Markdown next to its HTML (`markdownPathOf`: `/docs/eew` → `/docs/eew.md`,
 * `/docs/telegrams/` → `/docs/telegrams/index.md`), then `/llms.txt` and `/llms-full.txt`.
 */
export function writeMarkdownOutputs(distDir: string, site: LlmsSite, pages: readonly PrerenderedPage[]): MarkdownOutputs {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const markdown: string[] = [];
  let bytes = 0;
  const write = (urlPath: string, content: string) => {
    const file = path.join(distDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    bytes += Buffer.byteLength(content);
  };
  for (const page of sorted) {
    const content = pageMarkdown({ html: page.html, path: page.path, siteUrl: site.url, title: page.title, description: page.description });
    write(markdownPathOf(page.path), content);
    markdown.push(content);
  }
  write('/llms.txt', llmsTxt(site, sorted));
  write('/llms-full.txt', llmsFullTxt(site, markdown));
  return { pages: sorted.length, bytes };
}
