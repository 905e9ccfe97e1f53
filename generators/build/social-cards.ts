import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { repoRoot } from '../data/data-source';
import { socialCardKinds, socialCardPath, socialCardSize, type SocialCardKind } from '../../isomorphic/social-card';
import { escapeHtml } from '../../isomorphic/escape-html';

/**
 * Noto Sans JP from an npm package (@expo-google-fonts/noto-sans-jp, OFL): the cards are drawn with it on any machine,
 * with no system font and no network.
 */
const fontFiles = ['700Bold/NotoSansJP_700Bold.ttf', '400Regular/NotoSansJP_400Regular.ttf'].map((file) =>
  path.join(repoRoot, 'node_modules/@expo-google-fonts/noto-sans-jp', file),
);
const fontFamily = 'Noto Sans JP';

export interface SocialCardText {
  siteName: string;
  /** The licence line at the bottom (`予報業務許可（地震動）第237号`). */
  footnote: string;
  /** The host name shown at the bottom right (`dmdata.jp`). */
  host: string;
}

/** The site's logo (an SVG document) as an element of the card: at 80,72, 88 px square. */
function placedLogo(logoSvg: string): string {
  const tree = fromHtml(logoSvg, { fragment: true });
  const svg = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  if (!svg) throw new Error('public/img/logo.svg: no <svg> element');
  svg.properties = { x: '80', y: '72', width: '88', height: '88', viewBox: '0 0 64 64' };
  return toHtml(svg, { space: 'svg', closeEmptyElements: true, tightSelfClosing: true });
}

/**
 * The card of one page kind as SVG (1200×630): the logo, the site's name, the kind, a two-line headline and seismic
 * waves, on a flat colour (a gradient triples the PNG's size).
 */
export function socialCardSvg(kind: SocialCardKind, text: SocialCardText, logoSvg: string): string {
  const { width, height } = socialCardSize;
  const { label, headline } = socialCardKinds[kind];
  const labelWidth = 48 + [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0xff ? 30 : 17), 0);
  const waves = [120, 210, 300, 390]
    .map(
      (radius, index) =>
        `<circle cx="1060" cy="150" r="${radius}" fill="none" stroke="#ffffff" stroke-opacity="${0.16 - index * 0.03}" stroke-width="${index === 0 ? 10 : 6}"/>`,
    )
    .join('');
  const logo = placedLogo(logoSvg);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#073f7c"/>
  ${waves}
  <circle cx="1060" cy="150" r="16" fill="#ff8a7a"/>
  ${logo}
  <text x="196" y="136" font-family="${fontFamily}" font-weight="700" font-size="56" fill="#ffffff">${escapeHtml(text.siteName)}</text>
  <rect x="80" y="212" width="${labelWidth}" height="56" rx="28" fill="#ffffff" fill-opacity="0.16"/>
  <text x="104" y="250" font-family="${fontFamily}" font-weight="700" font-size="30" fill="#cfe4ff">${escapeHtml(label)}</text>
  ${headline
    .map(
      (line, index) =>
        `<text x="80" y="${352 + index * 84}" font-family="${fontFamily}" font-weight="700" font-size="64" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('\n  ')}
  <rect x="80" y="522" width="1040" height="2" fill="#ffffff" fill-opacity="0.25"/>
  <text x="80" y="576" font-family="${fontFamily}" font-weight="400" font-size="28" fill="#cfe4ff">${escapeHtml(text.footnote)}</text>
  <text x="1120" y="576" text-anchor="end" font-family="${fontFamily}" font-weight="700" font-size="28" fill="#ffffff">${escapeHtml(text.host)}</text>
</svg>`;
}

/** Renders one PNG card per page kind into `distClient` (at socialCardPath); returns the number of cards. */
export function writeSocialCards(distClient: string, text: SocialCardText): number {
  const logoSvg = readFileSync(path.join(repoRoot, 'public/img/logo.svg'), 'utf8');
  const kinds = Object.keys(socialCardKinds) as SocialCardKind[];
  for (const kind of kinds) {
    const svg = socialCardSvg(kind, text, logoSvg);
    const png = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily } })
      .render()
      .asPng();
    const file = path.join(distClient, socialCardPath(kind));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
  return kinds.length;
}
