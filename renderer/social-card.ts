import { routeKey } from './navigation/route-key';

/**
 * The kinds of page that have their own Open Graph card (an image made at build time by
 * generators/build/social-cards.ts). The card of a page is chosen from its URL.
 */
export const socialCardKinds = {
  home: { label: 'データ配信サービス' },
  price: { label: '料金' },
  eewclient: { label: 'EEW Client' },
  docs: { label: 'ドキュメント' },
  page: { label: 'サイト情報' },
} as const;

export type SocialCardKind = keyof typeof socialCardKinds;

export const socialCardSize = { width: 1200, height: 630 } as const;

export function socialCardKind(path: string): SocialCardKind {
  const key = routeKey(path);
  if (key === '/') return 'home';
  if (key === '/price') return 'price';
  if (key === '/eewclient' || key.startsWith('/eewclient/')) return 'eewclient';
  if (key.startsWith('/docs/')) return 'docs';
  return 'page';
}

/** Site path of a kind's card image. */
export function socialCardPath(kind: SocialCardKind): string {
  return `/img/og/${kind}.png`;
}
