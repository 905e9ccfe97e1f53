/** Shapes of data/site.yaml (validated by data/meta/site.schema.json) and of the resolved shell config. */

export interface LogoConfig {
  src: string;
  srcDark?: string;
  alt: string;
  href?: string;
  target?: '_self' | '_blank';
  width?: number;
  height?: number;
}

export interface LinkConfig {
  label: string;
  to?: string;
  href?: string;
}

export type NavbarPosition = 'left' | 'right';

export type NavbarItemConfig =
  | ({ type?: 'default'; position?: NavbarPosition } & LinkConfig)
  | { type: 'dropdown'; label: string; to?: string; items: LinkConfig[]; position?: NavbarPosition }
  | { type: 'localeDropdown'; position?: NavbarPosition }
  | { type: 'search'; position?: NavbarPosition }
  | { type: 'html'; value: string; position?: NavbarPosition }
  | { type: 'lastUpdate'; label?: string; position?: NavbarPosition }
  | { type: 'doc'; docId: string; label?: string; position?: NavbarPosition }
  | { type: 'docSidebar'; sidebarId: string; label: string; position?: NavbarPosition }
  | { type: 'docsVersion'; label?: string; position?: NavbarPosition }
  | { type: 'docsVersionDropdown'; versions?: string[]; position?: NavbarPosition };

export interface FooterColumnConfig {
  title: string;
  items: LinkConfig[];
}

export interface DocsVersionConfig {
  name: string;
  label: string;
  path: string;
  isLast?: boolean;
}

export interface SiteConfig {
  title: string;
  tagline?: string;
  url: string;
  sourceRepository?: string;
  /** Prefix of the links to a page's source file (`…/blob/main/`); see data/meta/site.schema.json. */
  editUrl?: string;
  logo: LogoConfig;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  storage: { type: 'localStorage' | 'sessionStorage'; suffix: string };
  docs: { pluginId: string; sidebarId: string; versions: DocsVersionConfig[] };
  announcementBar?: {
    id: string;
    content: string;
    backgroundColor?: string;
    textColor?: string;
    isCloseable: boolean;
  };
  navbar: { hideOnScroll?: boolean; items: NavbarItemConfig[] };
  footer: {
    style: 'dark' | 'light';
    logo?: LogoConfig;
    links: FooterColumnConfig[] | LinkConfig[];
    copyright: string;
  };
}

/** A sidebar entry after generators and page titles are resolved. */
export type SidebarEntry =
  | { kind: 'link'; label: string; href: string; external?: boolean }
  | { kind: 'category'; label: string; href?: string; collapsed: boolean; items: SidebarEntry[] };

/** A navbar item ready to render: doc ids and sidebars already turned into paths and labels. */
export type ResolvedNavbarItem =
  | { type: 'default'; label: string; href: string; external: boolean; position: NavbarPosition }
  | { type: 'dropdown'; label: string; href?: string; items: { label: string; href: string; external: boolean }[]; position: NavbarPosition }
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
