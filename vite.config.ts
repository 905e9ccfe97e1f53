import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { rehypeCodeBlocks } from './generators/mdx/rehype-code-blocks';
import { rehypeHeadings } from './generators/mdx/rehype-headings';
import { remarkAdmonitions } from './generators/mdx/remark-admonitions';
import { siteDataPlugin } from './generators/site/vite-plugin-site-data';

export default defineConfig({
  plugins: [
    siteDataPlugin(),
    {
      enforce: 'pre',
      ...mdx({
        remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions],
        rehypePlugins: [rehypeHeadings, rehypeCodeBlocks],
      }),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    vike(),
  ],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
  },
});
