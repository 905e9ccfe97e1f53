/**
 * The "try it" panel's texts, beside its code (which loads only when a visitor opens the panel), so that they weigh
 * on no page before that.
 */
export const tryItLabels = {
  sending: (method: string, url: string) => `${method} ${url} を送っています…`,
  originRefused: (host: string) =>
    `この送り先には送れません。スタンドインのアドレスは http://${host}:番号 の形で指定してください。サイトのセキュリティ設定（CSP）が、それ以外の接続を止めます。`,
  missingKey: 'API キーを入れてください。スタンドインには空でない任意の文字列を使えます。',
  missingPath: (name: string) => `パスパラメータ ${name} を入れてください。`,
  notSent: (detail: string) =>
    `応答を受け取れませんでした（${detail}）。スタンドインが動いているか、アドレスの番号が合っているかを確かめてください。本番の API がこのページからの要求を受け付けない場合も、この表示になります。`,
  timedOut: (seconds: number) => `${seconds} 秒待っても応答がありませんでした。`,
  statusHeading: 'ステータス',
  headersHeading: 'ヘッダー',
  bodyHeading: '本文',
  unreadableHeader: '（ブラウザから読めません）',
  noBody: '本文はありません。',
  binaryBody: (bytes: number) => `バイナリの本文です（${bytes} バイト）。表示しません。`,
  truncated: (shown: number, bytes: number) => `先頭の ${shown} 文字だけを表示しています（全体で ${bytes} バイト）。`,
  valid: (status: string) => `応答は、ステータス ${status} の掲載スキーマに合っています。`,
  invalid: (status: string, count: number) =>
    `応答が、ステータス ${status} の掲載スキーマに合いません。合わないフィールドが ${count} 件あります。`,
  emptyValid: (status: string, documented: string) =>
    `ステータス ${status} の本文のない応答です。掲載どおり（成功時は ${documented} で本文なし）です。`,
  emptyHasBody: (status: string, documented: string) =>
    `ステータス ${status} の応答に本文があります。掲載では、成功時（${documented}）の応答に本文はありません。`,
  notJson: 'JSON として読めない本文のため、スキーマで検証できませんでした。',
  notDocumented: (status: string) =>
    `このエンドポイントの掲載内容には、ステータス ${status} の JSON の形（スキーマ）がありません。そのため検証していません。`,
  notJsonType: (type: string) => `本文の形式は ${type} です。JSON ではないため、スキーマでは検証しません。`,
  checkFailed: 'スキーマの検証モジュールを読み込めませんでした。通信状態を確かめて、もう一度試してください。',
  pointerHeading: '場所（JSON ポインタ）',
  messageHeading: '内容',
  docHeading: '説明',
  docLink: (field: string) => `${field} の説明`,
  root: '（本文全体）',
} as const;
