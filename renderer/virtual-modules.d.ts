declare module 'virtual:site-shell' {
  import type { ShellConfig } from './shell/site-types';
  export const shell: ShellConfig;
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
