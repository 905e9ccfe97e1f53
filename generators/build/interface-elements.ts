/**
 * Classes of the base layer (renderer/styles/) that mark interface, not content: heading anchors (`#`), copy
 * buttons, screen-reader-only notes. The search index (search-index.ts) and the Markdown copies
 * (markdown-article.ts) both leave them out.
 */
export const interfaceClasses = ['hash-link', 'code-copy', 'visually-hidden'];
