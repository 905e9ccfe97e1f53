import type { ApiCatalog, ApiEndpoint, ApiPageContext, PhraseLink } from '../../../isomorphic/api-types';
import { jmaFileIndexPath, jsonConversionPath, telegramIndexPath } from '../../../isomorphic/routes';

export type { ApiPageContext };

/**
 * Endpoint titles as they appear in data text (`Socket Start v2`, and `GD Earthquake List v2` for a title
 * without its version), linked to their pages. The page's own endpoint is left out.
 */
export function endpointPhraseLinks(catalog: ApiCatalog, self?: ApiEndpoint): PhraseLink[] {
  return catalog.endpoints
    .filter((endpoint) => endpoint.route !== self?.route)
    .flatMap((endpoint) => {
      const phrases = [endpoint.title];
      if (!/ v\d+$/.test(endpoint.title)) phrases.push(`${endpoint.title} ${endpoint.version}`);
      return phrases.map((phrase) => ({ phrase, href: endpoint.route }));
    });
}

/** Every phrase a page links: endpoint titles (but its own) and JSON conversion schema names. */
export function pageLinks(context: ApiPageContext, self?: ApiEndpoint): PhraseLink[] {
  return [...endpointPhraseLinks(context.catalog, self), ...context.schemaLinks];
}

export interface RelatedPage {
  title: string;
  href: string;
}

/** Site pages that explain the data an endpoint group deals with. */
const relatedByGroup: Record<string, RelatedPage[]> = {
  Contract: [{ title: '料金表', href: '/price' }],
  Socket: [
    { title: 'サンプル JavaScript', href: '/docs/sample/javascript' },
    { title: '配信データ（電文）', href: telegramIndexPath },
  ],
  Telegram: [{ title: '配信データ（電文）', href: telegramIndexPath }],
  JmaFile: [{ title: '配信データ（ファイル形式）', href: jmaFileIndexPath }],
  Archive: [{ title: '配信データ（電文）', href: telegramIndexPath }],
  WebSocket: [
    { title: 'サンプル JavaScript', href: '/docs/sample/javascript' },
    { title: '配信データ（電文）', href: telegramIndexPath },
    { title: 'JSON に変換したデータ', href: jsonConversionPath },
  ],
  Parameter: [{ title: '各種パラメータについて', href: '/docs/parameter' }],
  'GD Earthquake': [{ title: '配信データ（電文）', href: telegramIndexPath }],
  'GD EEW': [{ title: 'EEWについて', href: '/docs/eew' }],
};

/** Related pages of an endpoint: the other endpoints of its group, then the site pages about its data. */
export function relatedPages(catalog: ApiCatalog, endpoint: ApiEndpoint): RelatedPage[] {
  const siblings = catalog.endpoints
    .filter((candidate) => candidate.group === endpoint.group && candidate.route !== endpoint.route)
    .map((candidate) => ({ title: candidate.title, href: candidate.route }));
  return [...siblings, ...(relatedByGroup[endpoint.group] ?? [])];
}
