/** What every content page's `+data` hook returns; the shell renders it. */
export interface TocEntry {
  id: string;
  /** Heading text (plain). */
  text: string;
  level: number;
}

export type PageLayoutKind = 'docs' | 'page';

export interface ContentPageData {
  /** URL path as linked (`/docs/telegrams/`). */
  path: string;
  title: string;
  description: string;
  layout: PageLayoutKind;
  /** Prerendered body HTML (build-time React + shiki); hydrated as-is, never re-rendered on the client. */
  html: string;
  toc: TocEntry[];
  /** Whether to show the h1 from `title` above the body (generated pages may render their own header). */
  showTitle: boolean;
}
