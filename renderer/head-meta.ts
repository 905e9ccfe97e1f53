import type { SidebarEntry } from '../isomorphic/site-types';
import { breadcrumbTrail } from './docs/sidebar-navigation';
import { socialCardKind, socialCardPath, socialCardSize } from '../isomorphic/social-card';
import { escapeHtml, scriptJson } from '../isomorphic/escape-html';

/** JSON for a `<script type="application/ld+json">`: `<` escaped so that no text can close the element. */
function jsonLdScript(value: object): string {
  return `<script type="application/ld+json">${scriptJson(value)}</script>`;
}

export interface HeadMetaInput {
  /** Site origin without a trailing slash (`https://dmdata.jp`). */
  siteUrl: string;
  siteName: string;
  /** URL path of the page (`/docs/eew`). */
  path: string;
  /** The full `<title>` text. */
  title: string;
  description: string;
  /** The docs sidebar, for the BreadcrumbList of docs pages. */
  sidebar: SidebarEntry[];
  /** Site path of the logo, for the Organization of the home page. */
  logo: string;
}

/** Open Graph and Twitter card `<meta>` elements: og:url is the canonical URL; the image is the page kind's card. */
export function socialMetaHtml(input: HeadMetaInput): string {
  const url = `${input.siteUrl}${input.path}`;
  const image = `${input.siteUrl}${socialCardPath(socialCardKind(input.path))}`;
  const properties: Array<[string, string]> = [
    ['og:type', input.path === '/' ? 'website' : 'article'],
    ['og:url', url],
    ['og:site_name', input.siteName],
    ['og:locale', 'ja_JP'],
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:image', image],
    ['og:image:width', String(socialCardSize.width)],
    ['og:image:height', String(socialCardSize.height)],
    ['og:image:alt', input.title],
  ];
  const names: Array<[string, string]> = [['twitter:card', 'summary_large_image']];
  return [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    ...names.map(([name, content]) => `<meta name="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n    ');
}

/**
 * JSON-LD: an Organization on the home page, a BreadcrumbList (home, the linked sidebar categories, the page) on
 * docs pages; nothing elsewhere.
 */
export function structuredDataHtml(input: HeadMetaInput): string {
  if (input.path === '/') {
    return jsonLdScript({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: input.siteName,
      url: `${input.siteUrl}/`,
      logo: `${input.siteUrl}${input.logo}`,
      description: input.description,
    });
  }
  const trail = breadcrumbTrail(input.sidebar, input.path);
  if (!input.path.startsWith('/docs/') || trail.length === 0) return '';
  const items = [
    { name: input.siteName, url: `${input.siteUrl}/` },
    ...trail
      .slice(0, -1)
      .flatMap((crumb) => (crumb.href ? [{ name: crumb.label, url: `${input.siteUrl}${crumb.href}` }] : [])),
    { name: trail[trail.length - 1].label, url: `${input.siteUrl}${input.path}` },
  ];
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  });
}
