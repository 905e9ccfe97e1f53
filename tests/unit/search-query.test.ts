import { describe, expect, it } from 'vitest';
import { dropRank, topicWords } from '../../isomorphic/search-query';
import {
  addressWords,
  editDistance,
  addressWordsNamed,
  nearPages,
  wordPages,
  parsePageList,
} from '../../renderer/shell/not-found-suggestions';
import { askedKind, askedKindFirst, dropOrder, queryWords } from '../../renderer/search/site-search';
import { loadSearchWords } from '../../generators/content/search-synonyms';
import type { SearchHit } from '../../renderer/search/search-hits';

describe('query understanding: the topic of a typed question', () => {
  it('searches a question by its nouns, as the browser splits it', () => {
    expect(topicWords(queryWords('返金してほしい'))).toEqual(['返金']);
    expect(topicWords(queryWords('PayPay で払える？'))).toEqual(['PayPay']);
    expect(topicWords(queryWords('緊急地震速報の順番が入れ替わる'))).toEqual(['緊急', '地震', '速報', '順番']);
    expect(topicWords(queryWords('契約中の区分を確認'))).toEqual(['契約', '中', '区分']);
    // A query of function words only is searched as typed.
    expect(topicWords(queryWords('どの'))).toEqual(['どの']);
  });

  it('leaves out words no page has first, then function words, then inflected words, nouns last (the commonest first)', () => {
    expect(dropRank('の')).toBe(0);
    expect(dropRank('払える')).toBe(1);
    expect(dropRank('消し')).toBe(1);
    expect(dropRank('引き落とし')).toBe(2);
    expect(dropRank('返金')).toBe(2);
    const order = dropOrder([
      { word: '返金', pages: 5 },
      { word: 'ほしい', pages: 3 },
      { word: 'xyzzy', pages: 0 },
      { word: '支払', pages: 40 },
    ]);
    expect(order.map((entry) => entry.word)).toEqual(['xyzzy', 'ほしい', '支払', '返金']);
  });

  it('reads the kind a query asks for beside its topic (data/search.yaml kinds), and moves that kind’s best page first', () => {
    const { kindWords } = loadSearchWords();
    expect(askedKind(queryWords('震度情報の JSON'), kindWords)).toBe('schema');
    expect(askedKind(queryWords('JSON'), kindWords)).toBeNull();
    expect(askedKind(queryWords('震度速報'), kindWords)).toBeNull();
    const hit = (url: string, kind: SearchHit['kind']): SearchHit => ({
      url,
      title: url,
      section: null,
      excerpt: [],
      aliases: [],
      kind,
    });
    const hits = [hit('/t1', 'telegram'), hit('/t2', 'telegram'), hit('/s', 'schema')];
    expect(askedKindFirst(hits, 'schema').map((item) => item.url)).toEqual(['/s', '/t1', '/t2']);
    expect(askedKindFirst(hits, null)).toBe(hits);
  });
});

describe('the not-found page: words and near addresses of a missing URL', () => {
  const list = parsePageList(
    [
      '- [マニュアル](https://dmdata.jp/docs/manual.md): 入口のページです。',
      '- [震源・震度に関する情報](https://dmdata.jp/docs/telegrams/et01330.md): 震源と震度。',
      '- [電文の一覧](https://dmdata.jp/docs/telegrams/index.md): 一覧です。',
      '- [DMDATA.JP](https://dmdata.jp/index.md): トップ。',
    ].join('\n'),
  );

  it('reads the page list of /llms.txt as route keys with titles', () => {
    expect(list.map((page) => page.path)).toEqual(['/docs/manual', '/docs/telegrams/et01330', '/docs/telegrams', '/']);
    expect(list[0]).toMatchObject({ title: 'マニュアル', description: '入口のページです。' });
  });

  it('turns the address into words, without the parts that name no subject', () => {
    expect(addressWords('/docs/telegram/et01330')).toBe('telegram et01330');
    expect(addressWords('/docs/websocket-ping.html')).toBe('websocket ping');
    expect(addressWords('/%E9%9C%87%E5%BA%A6')).toBe('震度');
  });

  it('offers the pages a typo away, nearest first', () => {
    expect(editDistance('manuall', 'manual')).toBe(1);
    expect(nearPages('/docs/manuall', list).map((page) => page.path)).toEqual(['/docs/manual']);
    expect(nearPages('/docs/telegram/et01330/', list)[0].path).toBe('/docs/telegrams/et01330');
    expect(nearPages('/no/such/page', list)).toEqual([]);
  });

  it('counts the words of the missing address a page names in its title or address', () => {
    const websocket = { path: '/docs/reference/api/v2/websocket', title: 'WebSocket v2' };
    expect(addressWordsNamed(websocket, 'websocket ping')).toBe(1);
    expect(addressWordsNamed({ path: '/docs/telegrams/et01330', title: '震度速報' }, '震度')).toBe(1);
    expect(addressWordsNamed({ path: '/docs/telegrams/et01330', title: '震度速報' }, 'telegram et01330')).toBe(2);
    const schema = { path: '/docs/reference/conversion/json/schema/eew-information', title: '緊急地震速報' };
    expect(addressWordsNamed(schema, 'no such page')).toBe(0);
    expect(addressWordsNamed({ path: '/docs/no/x', title: 'x' }, 'no')).toBe(1);
  });

  it('offers the pages the words name, most words first, then the more general address', () => {
    expect(wordPages('telegrams et01330', list).map((page) => page.path)).toEqual([
      '/docs/telegrams/et01330',
      '/docs/telegrams',
    ]);
    expect(wordPages('震度', list).map((page) => page.path)).toEqual(['/docs/telegrams/et01330']);
    expect(wordPages('no such page', list)).toEqual([]);
    expect(wordPages('', list)).toEqual([]);
  });
});
