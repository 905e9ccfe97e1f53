import type { CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { rehypeCodeBlocks } from './rehype-code-blocks';
import { rehypeFragmentWhitespace } from './rehype-fragment-whitespace';
import { rehypeHeadings } from './rehype-headings';
import { remarkAdmonitions } from './remark-admonitions';

/** The MDX pipeline of hand-written pages (used by generators/site/vite-config.ts and by the tests). */
export const mdxOptions: Pick<CompileOptions, 'remarkPlugins' | 'rehypePlugins'> = {
  remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions],
  rehypePlugins: [rehypeHeadings, rehypeCodeBlocks, rehypeFragmentWhitespace],
};
