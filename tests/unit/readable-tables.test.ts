import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import { parseBody, serializeBody } from '../../generators/site/body-html';
import { breakIdentifiers as breakTree } from '../../generators/site/identifier-breaks';
import { labelTableCells as labelTree } from '../../generators/site/table-cell-labels';
import { uniqueLabels } from '../../generators/site/unique-labels';

/** One step of the body pipeline on a fragment: parsed, changed as a tree, written out as the pipeline writes it. */
const step = (change: (tree: Root) => void) => (html: string) => {
  const tree = parseBody(html);
  change(tree);
  return serializeBody(tree);
};
const labelTableCells = step(labelTree);
const breakIdentifiers = step(breakTree);

describe('labelTableCells (column titles for the phone card layout)', () => {
  it('labels every body cell with its column title, counting colspans, and marks the table', () => {
    const html = labelTableCells(
      '<table class="x"><thead><tr><th scope="col">名前</th><th colspan="2">A &amp; <code>B</code></th></tr></thead><tbody><tr id="r"><th scope="row">n</th><td>1</td><td>2</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<table class="x" data-cards><thead><tr><th scope="col">名前</th><th colspan="2">A &amp; <code>B</code></th></tr></thead><tbody><tr id="r"><th scope="row" data-label="名前">n</th><td data-label="A &amp; B">1</td><td data-label="A &amp; B">2</td></tr></tbody></table>',
    );
  });

  it('leaves a table without a header row, or with an untitled column, as it is', () => {
    const plain = '<table><tbody><tr><td>a</td></tr></tbody></table>';
    expect(labelTableCells(plain)).toBe(plain);
    const untitled =
      '<table><thead><tr><th></th><th>B</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
    expect(labelTableCells(untitled)).not.toContain('data-cards');
  });

  it('keeps the titles of a table nested in a cell apart from the outer table', () => {
    const html = labelTableCells(
      '<table><thead><tr><th>外</th></tr></thead><tbody><tr><td><table><thead><tr><th>内</th></tr></thead><tbody><tr><td>i</td></tr></tbody></table></td></tr></tbody></table>',
    );
    expect(html.match(/data-cards/g)).toHaveLength(2);
    expect(html).toContain('<td data-label="外"><table');
    expect(html).toContain('<td data-label="内">i</td>');
  });
});

describe('breakIdentifiers (line breaks only after . / _ [ ])', () => {
  it('puts <wbr> after the seams of a long identifier, in text only, not in <pre>', () => {
    expect(breakIdentifiers('<code>body.intensity.regions[].forecastMaxLgInt</code>')).toBe(
      '<code>body.<wbr>intensity.<wbr>regions[].<wbr>forecastMaxLgInt</code>',
    );
    expect(
      breakIdentifiers('<code><a href="#field-body.earthquake.hypocenter">body.earthquake.hypocenter.depth</a></code>'),
    ).toBe(
      '<code><a href="#field-body.earthquake.hypocenter">body.<wbr>earthquake.<wbr>hypocenter.<wbr>depth</a></code>',
    );
    const pre = '<pre><code>body.earthquake.hypocenter.depth</code></pre>';
    expect(breakIdentifiers(pre)).toBe(pre);
  });

  it('keeps short codes whole, and adds nothing after the last character or inside "..."', () => {
    expect(breakIdentifiers('<code>telegram.earthquake</code>')).toBe('<code>telegram.earthquake</code>');
    expect(breakIdentifiers('<code>Insufficient scope for ... and more text.</code>')).toBe(
      '<code>Insufficient scope for ... and more text.</code>',
    );
  });

  it('counts a seam at the end of an inner tag (a field path whose parent is a <span>), and adds one <wbr> only', () => {
    expect(
      breakIdentifiers('<a href="#f"><code><span class="p">body.prefectures[].</span>changeStatus</code></a>'),
    ).toBe('<a href="#f"><code><span class="p">body.<wbr>prefectures[].<wbr></span>changeStatus</code></a>');
    expect(breakIdentifiers('<code>body.<wbr>intensity.regions[].forecastMaxLgInt</code>')).toBe(
      '<code>body.<wbr>intensity.<wbr>regions[].<wbr>forecastMaxLgInt</code>',
    );
  });

  it('lets type labels wrap after "<", whatever their length, and never inside a name', () => {
    expect(
      breakIdentifiers('<code class="type" data-identifier="true">Array&lt;String&lt;Integer&gt;&gt;</code>'),
    ).toBe('<code class="type" data-identifier="true">Array&lt;<wbr>String&lt;<wbr>Integer>></code>');
  });

  it('breaks long field paths in running text too, but not short names, attributes or verbatim elements', () => {
    expect(
      breakIdentifiers('<a href="#a.b.c">Wind（body.timeSeries[0].items[].kinds[].speed と同じ）</a> example.com'),
    ).toBe(
      '<a href="#a.b.c">Wind（body.<wbr>timeSeries[<wbr>0].<wbr>items[].<wbr>kinds[].<wbr>speed と同じ）</a> example.com',
    );
    const verbatim =
      '<textarea>body.timeSeries[0].items[].kinds[].speed</textarea><script>body.timeSeries[0].items[].kinds[].speed</script>';
    expect(breakIdentifiers(verbatim)).toBe(verbatim);
  });
});

describe('uniqueLabels (sidebar labels unique within a category)', () => {
  const entries = [
    { title: '津波情報', types: 'VTSE51', code: 'et01120' },
    { title: '津波情報', types: 'VTSE52', code: 'et01121' },
    { title: '地震情報', types: 'VXSE53', code: 'et01130' },
    { title: '海上警報', types: 'VPZU52', code: 'sc02110' },
    { title: '海上警報', types: 'VPZU52', code: 'sc02115' },
  ];
  it('qualifies only the repeated titles, with the first qualifier that sets them apart', () => {
    expect(
      uniqueLabels(
        entries.slice(0, 3),
        (entry) => entry.title,
        (entry) => [entry.types, entry.code],
      ),
    ).toEqual(['津波情報（VTSE51）', '津波情報（VTSE52）', '地震情報']);
    expect(
      uniqueLabels(
        entries.slice(3),
        (entry) => entry.title,
        (entry) => [entry.types, entry.code],
      ),
    ).toEqual(['海上警報（sc02110）', '海上警報（sc02115）']);
  });
});
