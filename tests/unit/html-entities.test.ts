import { describe, expect, it } from 'vitest';
import { decodeHtml, decodeHtmlAttribute, escapeHtml, escapeText, scriptJson } from '../../isomorphic/escape-html';
import { scanPage } from '../../generators/build/html-scan';
import { parseBody, tableOfContents } from '../../generators/site/body-html';

describe('the one entity module (isomorphic/escape-html.ts)', () => {
  it('escapes for HTML and XML alike, and for element content', () => {
    expect(escapeHtml(`<a title="x">Tom's & Jerry</a>`)).toBe(
      '&lt;a title=&quot;x&quot;&gt;Tom&apos;s &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeText('a < b && "c"')).toBe('a &lt; b &amp;&amp; "c"');
  });

  it('decodes named and numeric references, beyond the six React writes', () => {
    expect(decodeHtml('&lt;T&gt; &amp; &quot;&#x27;&#39; &nbsp;&eacute;&#x1F30A;')).toBe(`<T> & "'' \u00a0é🌊`);
    expect(decodeHtmlAttribute('/docs?a=1&amp;b=2')).toBe('/docs?a=1&b=2');
  });

  it('writes JSON that no string in it can end its <script> with, slashes escaped as Vike does on request', () => {
    const value = { html: '</script><!-- a/b -->' };
    expect(scriptJson(value)).toBe('{"html":"\\u003c/script>\\u003c!-- a/b -->"}');
    expect(scriptJson(value, { slashes: true })).toBe('{"html":"\\u003c\\/script>\\u003c!-- a\\/b -->"}');
    expect(JSON.parse(scriptJson(value, { slashes: true }))).toEqual(value);
  });

  it('is what the build reads ids, links and headings with', () => {
    const html = '<h2 id="a&amp;b">A &amp; B&nbsp;C<a class="hash-link" href="#a&amp;b">#</a></h2>';
    expect([...scanPage(html).ids]).toEqual(['a&b']);
    expect(scanPage(`${html}<script>const a = '<a href="#not-a-link">';</script>`).hrefs).toEqual(['#a&b']);
    expect(
      tableOfContents(parseBody(html), { minHeadingLevel: 2, maxHeadingLevel: 3 }).map((entry) => entry.text),
    ).toEqual(['A & B\u00a0C']);
  });
});
