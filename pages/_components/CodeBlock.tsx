import { codeBlockHtml } from '../../generators/highlight/highlighter';

/**
 * A highlighted code block for code that comes from a file or data (build time only; the page's `+data`
 * hook loads the highlighter before rendering).
 */
export function CodeBlock({ code, lang, title }: { code: string; lang: string; title?: string }) {
  return (
    <div
      className="code-block-wrapper"
      dangerouslySetInnerHTML={{ __html: codeBlockHtml(code, lang, { title, where: title ?? 'CodeBlock' }) }}
    />
  );
}
