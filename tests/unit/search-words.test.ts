import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { segmentText, segmentTree } from '../../generators/build/search-segments';
import { loadSearchSynonyms, searchSynonymsFile } from '../../generators/content/search-synonyms';
import { repoRoot } from '../../generators/data/data-source';
import { openSearchDescription, openSearchHeadLink } from '../../isomorphic/opensearch';
import { excerptParts, indexWordSeparator, pageText } from '../../isomorphic/search-text';
import { searchQueryString } from '../../renderer/search/search-url';
import { exactTitleFirst, inSiteWords, queryWords } from '../../renderer/search/site-search';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

afterAll(removeTempDirs);

const shown = (text: string) => text.split(indexWordSeparator).join('|');

describe('index text split as the browser splits a query', () => {
  it('splits Japanese into the words Intl.Segmenter finds, keeping spaces and the text itself', () => {
    expect(shown(segmentText('震源・震度に関する情報'))).toBe('震源|・|震度|に関する|情報');
    expect(shown(segmentText('震度 3 以上の揺れ'))).toBe('震度 3 以上|の|揺れ');
    expect(shown(segmentText('gd.earthquake.event と VXSE53'))).toBe('gd.earthquake.event と VXSE53');
    expect(pageText(segmentText('降雪短時間予報（降雪量）'))).toBe('降雪短時間予報（降雪量）');
    // The words are the query's words: Pagefind in the browser splits a query with the same segmenter.
    const browserWords = [
      ...new Intl.Segmenter('ja', { granularity: 'word' }).segment('長周期地震動に関する観測情報'),
    ].map((part) => part.segment);
    expect(segmentText('長周期地震動に関する観測情報').split(indexWordSeparator)).toEqual(browserWords);
  });

  it('splits the text of a parsed page only: elements, attributes, scripts and comments stay, and words end at tags', () => {
    const tree = fromHtml(
      '<p class="a>b" title="震度速報">震度&amp;揺れを<code>VXSE53</code>速報</p><script>const 震度 = 1;</script><!-- 震度 -->',
      { fragment: true },
    );
    segmentTree(tree);
    expect(shown(toHtml(tree, { characterReferences: { useNamedReferences: true } }))).toBe(
      '<p class="a>b" title="震度速報">|震度|&amp;|揺れ|を|<code>|VXSE53|</code>|速報|</p><script>const 震度 = 1;</script><!-- 震度 -->',
    );
  });
});

describe('text from the index as the page writes it', () => {
  it('joins Japanese words again and keeps the spaces next to Latin letters and digits', () => {
    /** The parts written back with marks as [ ]. */
    const shownParts = (indexed: string) =>
      excerptParts(indexed)
        .map((part) => (part.mark ? `[${part.text}]` : part.text))
        .join('');
    expect(shownParts('震源 ・ <mark>震度</mark> に関する 情報 を 伝え ます 。')).toBe(
      '震源・[震度]に関する情報を伝えます。',
    );
    expect(shownParts('震度 3 以上 の 揺れ 。 API キー （ 降雪量 ）')).toBe('震度 3 以上の揺れ。API キー（降雪量）');
    expect(shownParts('Pay - easy 、 2025 / 11 / 4 に <mark>gd</mark> . eew')).toBe('Pay-easy、2025/11/4 に [gd].eew');
    // Two marked words keep their space inside one mark; the text Pagefind escaped is read back, never parsed.
    expect(excerptParts('<mark>API</mark> <mark>キー</mark> の Array &lt;Object&gt; と a&amp;b')).toEqual([
      { text: 'API キー', mark: true },
      { text: 'の Array <Object> と a&amp;b', mark: false },
    ]);
    expect(pageText('EEW\u2009について')).toBe('EEWについて');
  });
});

describe('queries', () => {
  it('splits a query as Pagefind does on a lang="ja" page and replaces the words data/search.yaml lists', () => {
    expect(queryWords('支払い方法 JSON')).toEqual(['支払い', '方法', 'JSON']);
    const synonyms = loadSearchSynonyms();
    expect(inSiteWords('価格', synonyms)).toBe('料金');
    expect(inSiteWords('支払い方法', synonyms)).toBe('支払 方法');
    expect(inSiteWords('震度速報', synonyms)).toBe('震度速報');
  });

  it('puts the pages whose title is the query first, ignoring case, spaces and punctuation', () => {
    const hit = (url: string, title: string, aliases: string[] = []) => ({
      url,
      title,
      section: null,
      kind: null,
      excerpt: [],
      aliases,
    });
    const hits = [
      hit('/a', '台風の暴風域に入る確率分布（格子点値）'),
      hit('/b', '台風の暴風域に入る確率'),
      hit('/c', 'JSON 変換'),
      hit('/d', 'EEWについて', ['緊急地震速報']),
    ];
    expect(exactTitleFirst(hits, '台風の暴風域に入る確率').map((item) => item.url)).toEqual(['/b', '/a', '/c', '/d']);
    expect(exactTitleFirst(hits, 'json変換').map((item) => item.url)).toEqual(['/c', '/a', '/b', '/d']);
    expect(exactTitleFirst(hits, '緊急地震速報')[0].url).toBe('/d');
    expect(exactTitleFirst(hits, '台風')).toBe(hits);
  });

  it('writes the results page address with the query and the kind', () => {
    expect(searchQueryString(' 震度 速報 ', 'telegram')).toBe('?q=%E9%9C%87%E5%BA%A6+%E9%80%9F%E5%A0%B1&kind=telegram');
    expect(searchQueryString('', null)).toBe('');
  });

  it('describes the search for the address bar (OpenSearch 1.1) with the results page as the template', () => {
    const xml = openSearchDescription({ title: 'DMDATA.JP', url: 'https://dmdata.jp/', description: 'A & B' });
    expect(xml).toContain('<ShortName>DMDATA.JP</ShortName>');
    expect(xml).toContain('<Description>A &amp; B</Description>');
    expect(xml).toContain('<Url type="text/html" method="get" template="https://dmdata.jp/search?q={searchTerms}"/>');
    expect(openSearchHeadLink('DMDATA.JP')).toEqual({
      rel: 'search',
      type: 'application/opensearchdescription+xml',
      href: '/opensearch.xml',
      title: 'DMDATA.JP',
    });
  });
});

// The cases read and break a small table of their own (tests/fixtures/data/search.yaml), not data/search.yaml.
describe('data/search.yaml synonyms', () => {
  const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/search.yaml');
  const { original, loadBroken } = brokenCopies(fixtureFile, loadSearchSynonyms);

  it('loads the real file', () => {
    expect(Object.keys(loadSearchSynonyms(searchSynonymsFile)).length).toBeGreaterThan(0);
  });

  it('maps each typed word to the site word', () => {
    expect(loadSearchSynonyms(fixtureFile)).toEqual({
      価格: '料金',
      値段: '料金',
      支払い: '支払',
      払い: '支払',
    });
  });

  it('reports a typed word that the browser splits into several words, with file:line:column and field', () => {
    const text = replaceOnce(original, 'typed: [価格,', 'typed: [価格の目安,');
    const { error, shown: file } = loadBroken(text);
    expect(error.message).toContain(
      `${file}:${lineColumnOf(text, '価格の目安')} synonyms[0].typed[0]: "価格の目安" is more than one word of a query; write one word`,
    );
  });

  it('reports a typed word listed twice, and a missing site word', () => {
    const twice = replaceOnce(original, 'typed: [支払い, 払い]', 'typed: [支払い, 価格]');
    expect(loadBroken(twice).error.message).toContain('synonyms[1].typed[1]: "価格" is already listed (synonyms[0])');
    const missing = replaceOnce(original, '{ site: 料金, typed', '{ typed');
    const broken = loadBroken(missing);
    expect(broken.error.message).toBe(
      `${broken.shown}:${lineColumnOf(missing, '{ typed')} synonyms[0].site: required field "site" is missing`,
    );
  });
});
