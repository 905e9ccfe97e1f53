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
  /** The title in the document's `<title>` (before the site's name): `title`, with the page's code when another page has the same title. */
  documentTitle: string;
  description: string;
  layout: PageLayoutKind;
  /** Prerendered body HTML (build-time React + shiki); hydrated as-is, never re-rendered on the client. */
  html: string;
  toc: TocEntry[];
  /** Whether to show the h1 from `title` above the body (generated pages may render their own header). */
  showTitle: boolean;
  /** Where the page's facts are written in the repository; the shell links to it at the end of the page. */
  edit?: PageEditLink;
}

/** A link to a page's source: its file in the repository and, for a catalog entry, the entry's line. */
export interface PageEditLink {
  /** The file (or folder) on the repository host, with `#L<line>` when `line` is set. */
  url: string;
  /** Path relative to the repository root (`data/telegrams.yaml`). */
  file: string;
  line?: number;
}

/**
 * The page data as the client may receive it: after a client navigation, the build's `slimNavigationData` has
 * left out what the client does not read or reads from `html` (the TOC, the meta description, a document title
 * equal to `title`).
 */
export type ClientPageData = Omit<ContentPageData, 'toc' | 'description' | 'documentTitle'> &
  Partial<Pick<ContentPageData, 'toc' | 'description' | 'documentTitle'>>;

/**
 * What the search index and the Markdown outputs read of a prerendered page: its URL and a document with its title
 * and the rendered shell (renderer/+onRenderHtml.tsx adds it to the page context while prerendering; the build
 * script takes it from Vike's prerender API, generators/cli/build.ts).
 */
export interface IndexablePage {
  url: string;
  html: string;
}
