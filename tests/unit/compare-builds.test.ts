import { afterAll, describe, expect, it } from 'vitest';
import { compareBuilds, pageText } from '../tools/compare-builds';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

const page = (
  body: string,
  head = '<title>震度速報 | DMDATA.JP</title><meta name="description" content="震度 3 以上を速報します。">',
) => `<!doctype html><html lang="ja"><head>${head}<script>var x = 1;</script></head><body>${body}</body></html>`;

describe('compare-builds (tests/tools/compare-builds.ts)', () => {
  const before = tempTree({
    'index.html': page('<main><h1>ホーム</h1></main>'),
    'docs/telegrams/et01310/index.html': page('<article><h1>震度速報</h1><p>最大震度 3 以上</p></article>'),
    'docs/telegrams/catalog.json': '{"telegrams":[]}\n',
    'assets/entry.abc123.js': 'console.log(1)',
    'docs/telegrams/et01310/index.pageContext.json': '{}',
  });

  it('passes a build whose markup, class names and bundle hashes differ but whose text is the same', () => {
    const after = tempTree({
      'index.html': page('<div class="x_1"><main><h1 class="title">ホーム</h1></main></div>'),
      'docs/telegrams/et01310/index.html': page(
        '<article data-pagefind-body><h1>震度速報</h1>\n  <p>最大震度 3 以上</p></article>',
      ),
      'docs/telegrams/catalog.json': '{"telegrams":[]}\n',
      'assets/entry.def456.js': 'console.log(2)',
    });
    expect(compareBuilds(before, after)).toMatchObject({ onlyInA: [], onlyInB: [], changed: [], compared: 3 });
  });

  it('reports a missing or new URL, a changed text, title or description, and a changed download', () => {
    const after = tempTree({
      'index.html': page('<main><h1>ホーム</h1></main>', '<title>ホーム</title>'),
      'docs/telegrams/et01320/index.html': page('<article><h1>震源に関する情報</h1></article>'),
      'docs/telegrams/catalog.json': '{"telegrams":[1]}\n',
    });
    const result = compareBuilds(before, after);
    expect(result.onlyInA).toEqual(['docs/telegrams/et01310/index.html']);
    expect(result.onlyInB).toEqual(['docs/telegrams/et01320/index.html']);
    expect(result.changed.map((change) => change.file)).toEqual(['docs/telegrams/catalog.json', 'index.html']);
  });

  it('with --markup, passes a change of spelling only and reports a changed element, attribute or page data', () => {
    const spelled = (body: string, html: string) =>
      tempTree({
        'docs/x/index.html': page(body),
        'docs/x/index.pageContext.json': JSON.stringify({ data: { html } }),
      });
    const a = spelled(
      '<p hidden="">&quot;a&quot; &gt; b<br/><code>x.<wbr>y</code></p>',
      '<td data-label="A &amp; B">&#x27;</td>',
    );
    const respelled = spelled('<p hidden>"a" > b<br><code>x.<wbr>y</code></p>', "<td data-label='A &#x26; B'>'</td>");
    expect(compareBuilds(a, respelled, true)).toMatchObject({ changed: [], compared: 2 });
    const text = spelled('<p hidden>"a" > b<br><code>x.y</code></p>', '<td data-label="A &amp; B">&#x27;</td>');
    const attribute = spelled('<p>&quot;a&quot; &gt; b<br/><code>x.<wbr>y</code></p>', `<td data-label="A">'</td>`);
    expect(compareBuilds(a, text, true).changed.map((change) => change.file)).toEqual(['docs/x/index.html']);
    expect(compareBuilds(a, attribute, true).changed.map((change) => change.file)).toEqual([
      'docs/x/index.html',
      'docs/x/index.pageContext.json',
    ]);
  });

  it('reads the text a visitor reads: no scripts or styles, whitespace collapsed', () => {
    expect(pageText(page('<style>p{}</style><p>a\n\n  b</p><script>no()</script>'))).toBe(
      'title: 震度速報 | DMDATA.JP description: 震度 3 以上を速報します。 canonical: a b',
    );
  });
});
