import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mdxOptions } from '../../generators/mdx/mdx-options';
import { parseBody, tableOfContents } from '../../generators/site/body-html';
import { renderContentPage } from '../../generators/site/render-content';

async function renderMdx(source: string) {
  const module = await evaluate({ value: source, path: 'pages/test.mdx' }, { ...runtime, ...mdxOptions });
  return renderContentPage(createElement(module.default), {
    path: '/docs/test',
    title: 't',
    description: 'd',
    source: 'pages/docs/test.mdx',
  });
}

describe('MDX pipeline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives Japanese headings ids and a direct-link anchor, and builds the TOC for h2–h6', async () => {
    const page = await renderMdx(
      '---\ntitle: t\ndescription: d\n---\n\n## 緊急地震速報の概要\n\n### 配信の順序\n\n#### 詳細\n\n##### さらに\n\n###### 最深\n\n## 緊急地震速報の概要\n',
    );
    expect(page.html).toContain('<h2 id="緊急地震速報の概要">');
    expect(page.html).toContain('title="緊急地震速報の概要 への直接リンク"');
    expect(page.html).toContain('id="緊急地震速報の概要-1"');
    expect(page.toc.map((entry) => [entry.level, entry.text])).toEqual([
      [2, '緊急地震速報の概要'],
      [3, '配信の順序'],
      [4, '詳細'],
      [5, 'さらに'],
      [6, '最深'],
      [2, '緊急地震速報の概要'],
    ]);
    expect(tableOfContents(parseBody(page.html), { minHeadingLevel: 2, maxHeadingLevel: 3 })).toHaveLength(3);
  });

  it('renders admonitions with default and custom titles', async () => {
    const page = await renderMdx(':::caution\n気をつけてください。\n:::\n\n:::tip[便利な使い方]\nこうします。\n:::\n');
    expect(page.html).toContain('<aside class="admonition admonition-caution"><p class="admonition-title">注意</p>');
    expect(page.html).toContain('<p class="admonition-title">便利な使い方</p>');
  });

  it('rejects an unknown admonition kind', async () => {
    await expect(renderMdx(':::warningx\nx\n:::\n')).rejects.toThrow(/unknown admonition ":::warningx"/);
  });

  it('highlights code with shiki at build time (light and dark variables) and adds a copy button', async () => {
    const page = await renderMdx('```json title="example.json"\n{"type": "eew-information"}\n```\n');
    expect(page.html).toContain('class="shiki shiki-themes github-light github-dark"');
    expect(page.html).toMatch(/--shiki-light:#[0-9A-Fa-f]{6};--shiki-dark:#[0-9A-Fa-f]{6}/);
    expect(page.html).toContain('<div class="code-block-title">example.json</div>');
    expect(page.html).toContain('data-copy-code=""');
  });

  it('warns and falls back to plain text for an unknown language', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await renderMdx('```brainfuck\n+++.\n```\n');
    expect(page.html).toContain('+++.');
    expect(page.html).toContain('<span class="line"><span>+++.</span></span>');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown language "brainfuck"'));
  });

  it('renders GFM tables, each body cell labelled with its column title for the phone layout', async () => {
    const page = await renderMdx('| 区分 | API名 |\n|---|---|\n| 緊急地震（予報） | eew.forecast |\n');
    expect(page.html).toContain('<table data-cards>');
    expect(page.html).toContain('<th>区分</th>');
    expect(page.html).toContain('<td data-label="API名">eew.forecast</td>');
  });
});
