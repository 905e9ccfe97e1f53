import { describe, expect, it } from 'vitest';
import { llmsTxt } from '../../generators/build/llms-txt';
import { pageMarkdown } from '../../generators/build/page-markdown';
import { markdownPathOf } from '../../isomorphic/markdown-path';

const article = `<html><body><nav><a href="/elsewhere">shell</a></nav><article><header><h1 class="page-title">題名</h1></header>
<div class="markdown"><h2 id="a">見出し<a class="hash-link" href="#a" aria-label="見出し への直接リンク">#</a></h2>
<p>本文は <a href="/docs/eew#x">EEW</a> と <a href="#a">この節</a> と <a href="https://example.com/">外部</a><span class="visually-hidden">（外部リンク）</span>。</p>
<div class="code-block-wrapper"><div class="code-block" data-lang="json"><div class="code-block-title">例</div><div class="code-block-body"><pre class="shiki"><code><span class="line"><span style="--shiki-light:#000">{"a": 1}</span></span></code></pre><button class="code-copy">コピー</button></div></div></div>
<div class="_filter_x1" data-table-filter="true"><label>絞り込み</label><input aria-label="表を絞り込む"></div>
<table class="field-table"><caption>フィールド</caption><thead><tr><th scope="col">名前</th><th scope="col">説明</th></tr></thead>
<tbody><tr><th scope="row"><code>type</code></th><td>種類です。<a class="_detailLink_x2" href="#b" data-detail-link="true">→ 詳細</a><div class="field-extra">取りうる値:<ul><li><code>a</code></li><li><code>b|c</code></li></ul></div></td></tr></tbody></table>
<aside class="admonition admonition-note"><p class="admonition-title">注意</p><p>気をつけてください。</p></aside>
<p>状態<span class="_badge_x3" data-status-badge="true">配信中</span></p>
<dl class="facts"><div class="fact"><dt>コード</dt><dd><code>et01</code></dd></div></dl>
<h3 id="b">vpfd51-addition.<wbr>json</h3><p><code>body.<wbr>areas[].<wbr>code</code></p>
<img src="/img/x.svg" alt="図"></div></article></body></html>`;

describe('a page as Markdown', () => {
  const markdown = pageMarkdown({
    html: article,
    path: '/docs/sample/',
    siteUrl: 'https://dmdata.jp',
    title: '題名 "引用"',
    description: '説明です。',
  });

  it('starts with front matter naming the page, then its article only', () => {
    expect(
      markdown.startsWith(
        '---\ntitle: "題名 \\"引用\\""\ndescription: "説明です。"\nurl: https://dmdata.jp/docs/sample/\n---\n\n# 題名\n\n## 見出し\n',
      ),
    ).toBe(true);
    expect(markdown).not.toContain('shell');
  });

  it('drops the line-break hints of long identifiers', () => {
    expect(markdown).toContain('### vpfd51-addition.json\n');
    expect(markdown).toContain('`body.areas[].code`');
    expect(markdown).not.toMatch(/\u200b|<wbr>/);
  });

  it('drops heading anchors, copy buttons, filters, detail links and screen-reader notes (base-layer classes or data hooks)', () => {
    expect(markdown).not.toMatch(/直接リンク|コピー|絞り込|外部リンク|\[#\]|詳細/);
  });

  it('keeps a status badge apart from the text before it', () => {
    expect(markdown).toContain('状態 配信中');
  });

  it('makes internal links and images absolute', () => {
    expect(markdown).toContain('[EEW](https://dmdata.jp/docs/eew#x)');
    expect(markdown).toContain('[この節](https://dmdata.jp/docs/sample/#a)');
    expect(markdown).toContain('[外部](https://example.com/)');
    expect(markdown).toContain('![図](https://dmdata.jp/img/x.svg)');
  });

  it('keeps the code language and title, the table on one line per row, admonitions and facts', () => {
    expect(markdown).toContain('*例*\n\n```json\n{"a": 1}\n```');
    expect(markdown).toContain(
      '**フィールド**\n\n| 名前 | 説明 |\n| - | - |\n| `type` | 種類です。<br>取りうる値:<br>・`a`<br>・`b\\|c` |',
    );
    expect(markdown).toContain('> **注意**\n>\n> 気をつけてください。');
    expect(markdown).toContain('- **コード**: `et01`');
  });

  it('fails for a page without an article', () => {
    expect(() =>
      pageMarkdown({ html: '<p>no</p>', path: '/x', siteUrl: 'https://dmdata.jp', title: 'x', description: 'x' }),
    ).toThrow(/\/x has no <article>/);
  });
});

describe('Markdown paths and llms.txt', () => {
  it('puts a page at its path + .md, and a directory URL at index.md', () => {
    expect(markdownPathOf('/docs/telegrams/et01330')).toBe('/docs/telegrams/et01330.md');
    expect(markdownPathOf('/docs/telegrams/')).toBe('/docs/telegrams/index.md');
    expect(markdownPathOf('/')).toBe('/index.md');
    expect(markdownPathOf('/docs/eew#x')).toBe('/docs/eew.md');
  });

  it('lists pages by section with a link to the Markdown and the description, old schema versions under Optional', () => {
    const text = llmsTxt({ title: 'DMDATA.JP', tagline: '要約', url: 'https://dmdata.jp' }, [
      {
        path: '/docs/reference/conversion/json/schema/legacy/x_1.0.0',
        title: 'Schema x v1.0.0',
        description: '旧版です。',
        searchKind: 'schema',
      },
      { path: '/docs/telegrams/et01120', title: '津波情報', description: '津波の情報です。', searchKind: 'telegram' },
      { path: '/price', title: '料金表 [月額]', description: '料金です。', searchKind: 'manual' },
    ]);
    expect(text).toMatch(/^# DMDATA\.JP\n\n> 要約\n\n/);
    expect(text).toContain(
      '## サービス\n\n- [料金表 \\[月額\\]](https://dmdata.jp/price.md): 料金です。\n\n## 電文\n\n- [津波情報](https://dmdata.jp/docs/telegrams/et01120.md): 津波の情報です。\n\n## Optional\n\n- [Schema x v1.0.0]',
    );
  });

  it('lists the machine-readable documents in their own section, before Optional', () => {
    const page = { path: '/docs/telegrams/et01120', title: '津波情報', description: '津波の情報です。' };
    const text = llmsTxt(
      {
        title: 'DMDATA.JP',
        url: 'https://dmdata.jp',
        documents: [{ path: '/docs/reference/api/v2/asyncapi.json', title: 'AsyncAPI 3.0', description: '文書です。' }],
      },
      [
        { ...page, searchKind: 'telegram' },
        { ...page, path: '/docs/reference/conversion/json/schema/legacy/x_1.0.0', searchKind: 'schema' },
      ],
    );
    expect(text).toContain(
      '## 機械可読の仕様\n\n- [AsyncAPI 3.0](https://dmdata.jp/docs/reference/api/v2/asyncapi.json): 文書です。\n\n## Optional',
    );
    expect(llmsTxt({ title: 'DMDATA.JP', url: 'https://dmdata.jp' }, [])).not.toContain('機械可読の仕様');
  });
});
