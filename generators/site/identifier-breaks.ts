import type { Element, ElementContent, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';

/**
 * Lets identifiers wrap only where they have a natural seam: a `<wbr>` after `.` `/` `_` `[` `]` (and `,`) — in type
 * labels also after `<` — never between two letters. The stylesheet keeps code from breaking anywhere else
 * (renderer/styles/article.css: `overflow-wrap: normal` on inline code), so `body.isLastInfo` may wrap as
 * `body.` / `isLastInfo`, never as `body.isLas` / `tInfo`. A step of the body pipeline
 * (generators/site/body-html.ts): it works on the parsed tree of every page body, and the text a reader copies or a
 * search indexes is unchanged.
 *
 * Where: the text of every `<code>` outside `<pre>` longer than `keepWhole` characters (across inner elements: the
 * seam between `<span>body.prefectures[].</span>` and `changeStatus` counts), every type label and schema field path
 * marked `<code data-identifier>` (e.g. `Array<String<Integer>>`, `body.prefectures[].code`) longer than 16, and long
 * field paths written as plain text (a link reading `WindSpeed（body.timeSeries[0].items[].kinds[] と同じ）`). Never in
 * `<pre>`, `<script>`, `<style>`, `<textarea>` or `<svg>`.
 */

/** Elements whose text is left as it is. */
const verbatim = new Set(['pre', 'script', 'style', 'textarea', 'svg']);

/** A seam character: the identifier may wrap after it. */
const seams = new Set(['.', '/', '_', '[', ']', ',', '<']);
/** A character before which no break is wanted (more seam, white space, a closing `>`). */
const notStart = /^[\s./_[\],>]/;

/**
 * Short identifiers (`telegram.earthquake`, `VXSE53`) stay on one line: a table column may be a little wider for
 * them, but a code a reader scans for is never split. Longer ones (field paths, URLs) get the seams.
 */
const keepWhole = 24;

/**
 * Type labels and schema field paths, which fill table columns beside long unbreakable names, get their seams from
 * this length on (`body.prefectures[].code`, `Array<String<Integer>>`); `String<Integer>` stays whole.
 */
const keepWholeInTables = 16;

/** A field path or dotted name in running text: no spaces, at least one `.` or `[`. */
const plainPath = /[\w@$-]+(?:[.[\]][\w@$[\]-]*)+/g;

const wbr = (): Element => ({ type: 'element', tagName: 'wbr', properties: {}, children: [] });
const text = (value: string): Text => ({ type: 'text', value });
const isWbr = (node: ElementContent | undefined) => node?.type === 'element' && node.tagName === 'wbr';

/**
 * `value` with a `<wbr>` after each seam that is followed, in the text a reader sees, by a character that starts
 * more of the identifier; `following` is that text after `value` ends (none: no break at the end).
 */
function withBreaks(value: string, following: string): ElementContent[] {
  const out: ElementContent[] = [];
  let from = 0;
  for (let at = 0; at < value.length; at += 1) {
    if (!seams.has(value[at])) continue;
    const after = at + 1 < value.length ? value.slice(at + 1) : following;
    if (!after || notStart.test(after)) continue;
    out.push(text(value.slice(from, at + 1)), wbr());
    from = at + 1;
  }
  if (from < value.length) out.push(text(value.slice(from)));
  return out;
}

/** Every text node below `node` with its parent, in document order. */
function textsOf(node: Element, found: { node: Text; parent: Element }[] = []) {
  for (const child of node.children) {
    if (child.type === 'text') found.push({ node: child, parent: node });
    else if (child.type === 'element') textsOf(child, found);
  }
  return found;
}

function breakCode(code: Element): void {
  const length = toString(code).length;
  const identifier = code.properties.dataIdentifier !== undefined;
  if (!(length > keepWhole || (identifier && length > keepWholeInTables))) return;
  const texts = textsOf(code).filter((entry) => entry.node.value !== '');
  texts.forEach(({ node, parent }, index) => {
    const siblings = parent.children;
    const at = siblings.indexOf(node);
    // A seam the markup already marked keeps its one <wbr>.
    const following = isWbr(siblings[at + 1]) ? '' : (texts[index + 1]?.node.value ?? '');
    siblings.splice(at, 1, ...withBreaks(node.value, following));
  });
}

/** Plain text with its long field paths given their seams, or null where it has none. */
function breakPlainPaths(value: string): ElementContent[] | null {
  const out: ElementContent[] = [];
  let from = 0;
  for (const match of value.matchAll(plainPath)) {
    if (match[0].length <= keepWhole) continue;
    if (match.index > from) out.push(text(value.slice(from, match.index)));
    out.push(...withBreaks(match[0], ''));
    from = match.index + match[0].length;
  }
  if (out.length === 0) return null;
  if (from < value.length) out.push(text(value.slice(from)));
  return out;
}

/** Adds the `<wbr>` elements to a parsed page body (see above). */
export function breakIdentifiers(tree: Root | Element): void {
  for (let index = 0; index < tree.children.length; index += 1) {
    const child = tree.children[index];
    if (child.type === 'element') {
      if (verbatim.has(child.tagName)) continue;
      if (child.tagName === 'code') breakCode(child);
      else breakIdentifiers(child);
    } else if (child.type === 'text') {
      const parts = breakPlainPaths(child.value);
      if (!parts) continue;
      tree.children.splice(index, 1, ...parts);
      index += parts.length - 1;
    }
  }
}
