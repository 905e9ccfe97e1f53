import type { SearchKind } from './search-kinds';

/**
 * Every visible label of the site shell, in Japanese. Components never hard-code UI text; they read it here.
 * Functions build labels that embed a value.
 */
export const labels = {
  skipToContent: 'メインコンテンツまでスキップ',
  docs: 'ドキュメント',
  blog: 'ブログ',
  tags: 'タグ',
  versions: 'バージョン',
  colorMode: {
    light: 'ライトモード',
    dark: 'ダークモード',
    system: 'システムモード',
    toggle: (current: string) => `ダークモードとライトモードを切り替える（現在は${current}）`,
  },
  announcementClose: '閉じる',
  navbar: {
    main: 'メイン',
    openMenu: 'ナビゲーションバーを開く',
    closeMenu: 'ナビゲーションバーを閉じる',
    backToMainMenu: '← メインメニューに戻る',
    itemError:
      'ナビゲーションバーの項目を表示できませんでした。サイト管理者はナビゲーションバーの設定を確認してください。',
    externalLink: '（外部リンク）',
    locale: '言語',
  },
  sidebar: {
    label: 'ドキュメントのサイドバー',
    expandCategory: (label: string) => `サイドバーのカテゴリ「${label}」を開く`,
    collapseCategory: (label: string) => `サイドバーのカテゴリ「${label}」を閉じる`,
  },
  breadcrumbs: 'パンくずリストのナビゲーション',
  breadcrumbsHome: 'ホームページ',
  toc: '目次',
  tocExpand: (heading: string, count: number) => `目次の「${heading}」の下の見出し ${count} 件を表示`,
  tocCollapse: (heading: string, count: number) => `目次の「${heading}」の下の見出し ${count} 件を隠す`,
  pagination: 'ドキュメントのナビゲーション',
  previous: '前へ',
  next: '次へ',
  directLink: (heading: string) => `${heading} への直接リンク`,
  copyCode: 'コードをコピー',
  copy: 'コピー',
  copied: 'コピーしました',
  footer: 'フッター',
  notFound: {
    title: 'ページが見つかりません',
    heading: 'ページが見つかりませんでした',
    body: 'お探しのページは見つかりませんでした。',
    linkOwner: 'このページにリンクしているサイトの所有者に、リンクが壊れていることを伝えてください。',
    home: 'トップページへ戻る',
  },
  crash: {
    title: 'Page Error',
    heading: 'このページはクラッシュしました',
    retry: 'もう一度試す',
  },
  loader: {
    loading: '読み込み中…',
    failed: '読み込みに失敗しました',
    retry: '再試行',
  },
  search: {
    button: '検索',
    placeholder: 'ドキュメントを検索',
    dialog: 'サイト内検索',
    close: '閉じる',
    noResults: (query: string) => `「${query}」に一致するページはありません`,
    results: (count: number) => `${count} 件の結果`,
    /** `words`: the left-out words, joined with 」「 by the caller. */
    dropped: (words: string) => `（どのページにもない「${words}」を除いて検索しました）`,
    allResults: (count: number) => `すべての結果を見る（${count} 件）`,
    pageTitle: 'サイト内検索',
    pageHeading: (query: string) => (query ? `「${query}」の検索結果` : 'サイト内検索'),
    submit: '検索',
    javascriptNeeded: '検索結果の表示には JavaScript が必要です。',
    hint: '↑↓ で選択、Enter で移動、Esc で閉じる',
    section: 'セクション',
    kindLegend: '検索するページの種類',
    allKinds: 'すべて',
    kinds: {
      manual: 'マニュアル',
      telegram: '電文',
      jmafile: 'ファイル形式',
      api: 'API',
      schema: 'JSON スキーマ',
    } satisfies Record<SearchKind, string>,
    error: '検索を実行できませんでした',
  },
  filter: {
    label: '表を絞り込む',
    placeholder: 'コード・資料名・データ種類コードで絞り込み',
    count: (shown: number, total: number) => `${total} 件中 ${shown} 件を表示`,
  },
  editThisPage: 'このページを編集',
  markdownVersion: 'Markdown',
  markdownVersionTitle: 'このページを Markdown で開く（生成 AI への貼り付けや引用に）',
  editSource: (file: string, line?: number) => (line ? `${file} の ${line} 行目を開く` : `${file} を開く`),
} as const;

export type Labels = typeof labels;
