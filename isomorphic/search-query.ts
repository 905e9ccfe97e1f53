/**
 * What a query is about: the words that carry its topic (nouns, codes, product names) apart from the words that
 * only hold a Japanese sentence together (particles, auxiliaries, verb endings, question words). Pagefind requires
 * every word of a query; a question typed as a sentence (返金してほしい, PayPay で払える？) holds words no page
 * has together, so search keeps the topic and lets the rest go (renderer/search/site-search.ts).
 *
 * Decided on the words `Intl.Segmenter('ja')` gives (the browser's split of the query) with the small list below,
 * not by how many pages hold a word: on a site this size the topic word is often the common one.
 */

/** Particles, auxiliaries, endings and question words as Intl.Segmenter returns them from typed questions. */
export const functionWords: ReadonlySet<string> = new Set([
  // particles
  ...['の', 'を', 'に', 'が', 'は', 'で', 'と', 'も', 'へ', 'や', 'か', 'から', 'まで', 'より', 'だけ', 'など', 'って'],
  ...[
    'ね',
    'よ',
    'な',
    'ば',
    'ので',
    'のに',
    'けど',
    'には',
    'では',
    'とは',
    'への',
    'での',
    'との',
    'からの',
    'ときの',
  ],
  // auxiliaries and verb endings split off by the segmenter
  ...[
    'て',
    'た',
    'だ',
    'い',
    'ない',
    'たい',
    'たら',
    'れる',
    'られる',
    'れ',
    'られ',
    'さ',
    'せ',
    'し',
    'んで',
    'っ',
    'まっ',
  ],
  ...[
    'する',
    'した',
    'して',
    'します',
    'したい',
    'したら',
    'される',
    'できる',
    'できない',
    'いる',
    'ある',
    'なる',
    'いい',
  ],
  ...['ほしい', 'ください', 'ます', 'です', 'でしょう', 'こと', 'もの', 'とき', 'ため', 'よう', 'すぐ'],
  // question words
  ...['いつ', 'どこ', 'どれ', 'どの', 'どう', 'どうやって', 'なに', '何', 'なぜ', 'いくら', 'どれくらい', 'どんな'],
  '方',
  // generic task nouns: they ask how, not about what (支払い方法 is about 支払, 契約中の区分を確認 about 区分)
  ...['方法', 'やり方', '仕方', '見方', '使い方', '確認'],
]);

/** Whether `word` only holds a sentence together (a particle, an ending, a question word). */
export function isFunctionWord(word: string): boolean {
  return functionWords.has(word);
}

/**
 * A verb or adjective as typed (払える, 消し, 入れ替わる, 詳しい, 変わっ), or a word of kana only (かかる): kanji and
 * then kana only, or a word that ends in a kana of a verb's or adjective's ending. Such a word names the action,
 * and pages write it in many forms, so it is left out before the nouns. Nouns made of two verbs keep their stem
 * ending (引き落とし, 申し込み, 問い合わせ) and stay nouns.
 */
export function isInflected(word: string): boolean {
  return (
    /^\p{Script=Han}+\p{Script=Hiragana}+$/u.test(word) ||
    /^\p{Script=Han}[\p{Script=Han}\p{Script=Hiragana}]*[うくぐすつぬぶむるいてただっ]$/u.test(word) ||
    /^\p{Script=Hiragana}+$/u.test(word)
  );
}

/**
 * The words a query is searched with first: its nouns (codes, names, things), without the function words and
 * the inflected words; the non-function words when it has no noun; all of it when every word is a function word.
 */
export function topicWords(words: string[]): string[] {
  const nouns = words.filter((word) => dropRank(word) === 2);
  if (nouns.length > 0) return nouns;
  const content = words.filter((word) => !isFunctionWord(word));
  return content.length > 0 ? content : words;
}

/** How readily a word is left out of a query no page holds whole: function words first, then inflected words, nouns last. */
export function dropRank(word: string): number {
  if (isFunctionWord(word)) return 0;
  if (isInflected(word)) return 1;
  return 2;
}
