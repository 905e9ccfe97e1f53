import type { SearchKind } from '../../isomorphic/search-kinds';
import type { PageInfo } from '../../isomorphic/page-info';
import type { SidebarEntry } from '../../isomorphic/site-types';
import type { PageView } from '../../isomorphic/page-kind-props';

/**
 * A source of pages: hand-written MDX, or a data file whose entries each become a page. It lists its pages (the
 * site model's one list of URLs), gives the view of each of them (which component, with which props), and may fill
 * the `generated: <name>` placeholder of data/sidebar.yaml, check what listing does not, and write machine-readable
 * files beside the pages.
 *
 * `Kind` is the union of the page kinds the source makes; `searchKinds` must map each of them to the search
 * kind visitors narrow results to, so a page kind without a search kind is a type error.
 */
export interface PageSource<Kind extends string = string> {
  name: string;
  searchKinds: Record<Kind, SearchKind>;
  listPages(): PageInfo<Kind>[];
  /**
   * The view of one of the pages `listPages` returned: the component's name and exactly its props, data only
   * (isomorphic/page-kind-props.ts). Page sources never import components; the route's `+data` hook renders the
   * props with the component the view names (pages/page-kinds.ts). Hand-written pages have no `view`: their MDX
   * modules are bundled by Vite in the route's `+data` hook.
   */
  view?(page: PageInfo<Kind>): Promise<PageView>;
  /** The entries of its sidebar section, where data/sidebar.yaml places it (`- generated: <name>`). */
  sidebar?: (pages: ReadonlyMap<string, PageInfo>) => SidebarEntry[];
  /**
   * The category its section goes under, at the end of the docs sidebar, when data/sidebar.yaml does not place it;
   * without it an unplaced section is left out.
   */
  sidebarCategory?: { label: string; link: string };
  /** Checks that `listPages` does not already make (e.g. async schema compilation); throws DataError. */
  validate?: () => Promise<void>;
  /** Machine-readable files written next to the pages (downloads, catalogs), paths relative to dist/client. */
  artifacts?(): Promise<BuildArtifact[]>;
}

export interface BuildArtifact {
  path: string;
  content: string;
}
