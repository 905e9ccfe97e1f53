/**
 * Shapes of data/site.yaml and of the resolved shell config. The file's shapes are generated from
 * data/meta/site.schema.json (isomorphic/data-types/site.ts, `npm run types:data`); this module adds the navbar
 * items' union and what the build resolves.
 */
import type {
  LogoConfig,
  NavbarDefault,
  NavbarDoc,
  NavbarDocSidebar,
  NavbarDocsVersion,
  NavbarDocsVersionDropdown,
  NavbarDropdown,
  NavbarHtml,
  NavbarLastUpdate,
  NavbarLocaleDropdown,
  NavbarPosition,
  NavbarSearch,
  RawSiteConfig,
} from './data-types/site';

export type { FooterColumnConfig, LinkConfig, LogoConfig, NavbarPosition } from './data-types/site';

/**
 * One navbar item. The schema leaves `navbar.items` open and site-config.ts checks each item against the
 * definition of its own type (`$defs/navbar-<type>`), so that an unknown type gets its own message.
 */
export type NavbarItemConfig =
  | NavbarDefault
  | NavbarDropdown
  | NavbarLocaleDropdown
  | NavbarSearch
  | NavbarHtml
  | NavbarLastUpdate
  | NavbarDoc
  | NavbarDocSidebar
  | NavbarDocsVersion
  | NavbarDocsVersionDropdown;

export type DocsVersionConfig = RawSiteConfig['docs']['versions'][number];

/** data/site.yaml once validated: every navbar item is one of the item types. */
export type SiteConfig = Omit<RawSiteConfig, 'navbar'> & {
  navbar: Omit<RawSiteConfig['navbar'], 'items'> & { items: NavbarItemConfig[] };
};

/** A sidebar entry after generators and page titles are resolved. */
export type SidebarEntry =
  | { kind: 'link'; label: string; href: string; external?: boolean }
  | { kind: 'category'; label: string; href?: string; collapsed: boolean; items: SidebarEntry[] };

/** A navbar item ready to render: doc ids and sidebars already turned into paths and labels. */
export type ResolvedNavbarItem =
  | { type: 'default'; label: string; href: string; external: boolean; position: NavbarPosition }
  | {
      type: 'dropdown';
      label: string;
      href?: string;
      items: { label: string; href: string; external: boolean }[];
      position: NavbarPosition;
    }
  | { type: 'localeDropdown'; position: NavbarPosition }
  | { type: 'search'; position: NavbarPosition }
  | { type: 'html'; value: string; position: NavbarPosition }
  | { type: 'docsVersionDropdown'; versions: DocsVersionConfig[]; position: NavbarPosition };

/** Everything the client shell needs, built once at build time (virtual:site-shell). */
export interface ShellConfig {
  title: string;
  url: string;
  logo: LogoConfig;
  colorMode: SiteConfig['colorMode'];
  tableOfContents: SiteConfig['tableOfContents'];
  storage: SiteConfig['storage'];
  docs: SiteConfig['docs'];
  announcementBar: SiteConfig['announcementBar'] | null;
  navbar: { hideOnScroll: boolean; items: ResolvedNavbarItem[] };
  footer: SiteConfig['footer'];
  sidebar: SidebarEntry[];
}
