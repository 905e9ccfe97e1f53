import { useRenderHelpers } from './site-content';

/**
 * A highlighted code block for code that comes from a file or data (build time only: the page's `+data` hook
 * loads the highlighter and provides it in RenderHelpersContext; shiki never reaches the browser).
 */
export function CodeBlock({ code, lang, title }: { code: string; lang: string; title?: string }) {
  const { codeBlockHtml } = useRenderHelpers();
  return (
    <div
      className="code-block-wrapper"
      dangerouslySetInnerHTML={{ __html: codeBlockHtml(code, lang, { title, where: title ?? 'CodeBlock' }) }}
    />
  );
}
