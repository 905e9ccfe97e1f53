/**
 * The JSON validator's texts. They live beside the validator (not in isomorphic/labels.ts) because the
 * validator's code loads only on its own page, and these strings should not weigh on every other page.
 */
export const validatorLabels = {
  empty: 'JSON を貼り付けるか、ファイルを選んでください。',
  notJson: (detail: string) => `JSON として読めません（${detail}）。`,
  notJsonAt: (line: number, column: number, detail: string) =>
    `JSON として読めません: ${line} 行 ${column} 文字目（${detail}）。`,
  notObject: '最上位が JSON のオブジェクトではありません。変換 JSON は `{` で始まるオブジェクトです。',
  noSchema: '`_schema`（`type` と `version` を持つオブジェクト）がないため、どのスキーマで検証するか決められません。',
  unknownType: (type: string, known: string[]) =>
    `スキーマ名「${type}」はこのサイトに掲載がありません。掲載しているスキーマ: ${known.join('、')}`,
  unknownVersion: (type: string, version: string, known: string[]) =>
    `${type} のバージョン「${version}」はこのサイトに掲載がなく、同じメジャーバージョンの新しい版もありません。掲載しているバージョン: ${known.join('、')}`,
  tooLarge: (megabytes: string) => `文書が大きすぎます（${megabytes} MB）。検証できるのは 10 MB までです。`,
  readFailed: 'ファイルを読み込めませんでした。',
  loading: (name: string, version: string) => `${name} v${version} のスキーマを読み込んでいます…`,
  loadFailed: (url: string) => `スキーマ ${url} を読み込めませんでした。通信状態を確かめて、もう一度試してください。`,
  valid: (name: string, version: string) => `有効です。この文書は ${name} v${version} のスキーマに合っています。`,
  invalid: (name: string, version: string, count: number) =>
    `${name} v${version} のスキーマに合いません。エラーが ${count} 件あります。`,
  olderVersion: (declared: string, used: string) =>
    `文書の _schema.version は ${declared} ですが、この版のページはありません。同じメジャーバージョンで掲載している v${used} で検証しました（${used} は ${declared} の形を含むように拡張された版です）。`,
  pointerHeading: '場所（JSON ポインタ）',
  messageHeading: '内容',
  docHeading: '説明',
  docLink: (field: string) => `${field} の説明`,
  pageLink: 'スキーマのページ',
  figureHeading: 'この文書の図（リファレンスの例と同じ描き方です）',
  root: '（文書全体）',
  // ajv keywords
  required: (name: string) => `必須のフィールド「${name}」がありません。`,
  unknownProperty: (name: string) => `スキーマにないフィールド「${name}」があります。`,
  type: (type: string) => `型が違います。${type.replace(/,/g, ' または ')} である必要があります。`,
  enum: (values: string) => `許されている値ではありません。使える値: ${values}`,
  const: (value: string) => `値は ${value} でなければなりません。`,
  pattern: (pattern: string) => `書式が違います（正規表現 ${pattern} に合いません）。`,
  format: (format: string) => `書式が違います（${format} の形式ではありません）。`,
  minItems: (limit: number) => `要素が少なすぎます。${limit} 個以上必要です。`,
  maxItems: (limit: number) => `要素が多すぎます。${limit} 個までです。`,
  minLength: (limit: number) => `文字列が短すぎます。${limit} 文字以上必要です。`,
  maxLength: (limit: number) => `文字列が長すぎます。${limit} 文字までです。`,
  range: (comparison: string, limit: number) => `値が範囲外です（${comparison} ${limit} である必要があります）。`,
  noVariant: 'どの形にも当てはまりません。この場所に書ける形のどれとも一致しません。',
  not: 'この場所には書けない値です。',
  forbidden: 'この条件のときには、このフィールドは現れません。',
  other: (keyword: string, message: string) => `スキーマの条件（${keyword}）を満たしません: ${message}`,
} as const;
