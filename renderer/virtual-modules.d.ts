declare module 'virtual:site-shell' {
  /** The resolved shell configuration (data/site.yaml + data/sidebar.yaml), built by generators/site. */
  export const shell: import('../isomorphic/site-types').ShellConfig;
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
