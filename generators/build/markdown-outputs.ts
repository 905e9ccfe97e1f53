import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { markdownPathOf } from '../../isomorphic/markdown-path';
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
 * Writes every page's Markdown next to its HTML as the pages come (`markdownPathOf`: `/docs/eew` → `/docs/eew.md`,
 * `/docs/telegrams/` → `/docs/telegrams/index.md`), then, once all have come, `/llms.txt` and `/llms-full.txt`.
 * A page that comes twice is written once.
 */
export class MarkdownOutputWriter {
  private readonly written = new Map<string, { page: LlmsPage; markdown: string }>();
  private bytes = 0;

  constructor(
    private readonly distDir: string,
    private readonly site: LlmsSite,
  ) {}

  add(page: PrerenderedPage): void {
    if (this.written.has(page.path)) return;
    const markdown = pageMarkdown({
      html: page.html,
      path: page.path,
      siteUrl: this.site.url,
      title: page.title,
      description: page.description,
    });
    this.write(markdownPathOf(page.path), markdown);
    this.written.set(page.path, {
      page: { path: page.path, title: page.title, description: page.description, searchKind: page.searchKind },
      markdown,
    });
  }

  finish(): MarkdownOutputs {
    const sorted = [...this.written.values()].sort((a, b) => a.page.path.localeCompare(b.page.path));
    this.write(
      '/llms.txt',
      llmsTxt(
        this.site,
        sorted.map((entry) => entry.page),
      ),
    );
    this.write(
      '/llms-full.txt',
      llmsFullTxt(
        this.site,
        sorted.map((entry) => entry.markdown),
      ),
    );
    return { pages: sorted.length, bytes: this.bytes };
  }

  private write(urlPath: string, content: string): void {
    const file = path.join(this.distDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    this.bytes += Buffer.byteLength(content);
  }
}
