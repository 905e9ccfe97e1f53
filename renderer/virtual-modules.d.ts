declare module 'virtual:site-shell' {
  /** The resolved shell configuration (data/site.yaml), built by generators/site; the sidebar is apart. */
  export const shell: Omit<import('../isomorphic/site-types').ShellConfig, 'sidebar'>;
}
declare module 'virtual:site-sidebar' {
  /** The docs sidebar (data/sidebar.yaml and the page sources' categories): loaded by docs pages only. */
  export const sidebar: import('../isomorphic/site-types').ShellConfig['sidebar'];
}
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  export const frontmatter: { title: string; description: string; toc?: boolean };
  const MDXContent: ComponentType<{ components?: Record<string, unknown> }>;
  export default MDXContent;
}
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*?raw' {
  const text: string;
  export default text;
}
