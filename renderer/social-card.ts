import { routeKey } from './navigation/route-key';

/**
 * The kinds of page that have their own Open Graph card (an image made at build time by
 * generators/build/social-cards.ts). The card of a page is chosen from its URL.
 */
export const socialCardKinds = {
  home: { label: 'データ配信サービス', headline: ['気象庁の防災情報を、', '発表の瞬間にあなたのアプリへ'] },
  price: { label: '料金', headline: ['必要な区分だけを契約。', '個人向けは日割りで計算します'] },
  eewclient: { label: 'EEW Client', headline: ['緊急地震速報を、', 'あなたの地点の震度と秒数で'] },
  docs: { label: 'ドキュメント', headline: ['WebSocket・REST API・JSON', '電文とスキーマのリファレンス'] },
  page: { label: 'サイト情報', headline: ['気象庁の防災情報を', '開発者が使える形で届けます'] },
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
