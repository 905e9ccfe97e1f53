/**
 * Lets identifiers wrap only where they have a natural seam: a `<wbr>` after `.` `/` `_` `[` `]` (and `,`) — in type
 * labels also after `<` — never between two letters. The stylesheet keeps code from breaking anywhere else
 * (renderer/styles/article.css: `overflow-wrap: normal` on inline code), so `body.isLastInfo` may wrap as
 * `body.` / `isLastInfo`, never as `body.isLas` / `tInfo`. Runs once on every page body's HTML
 * (generators/site/render-content.tsx); the text a reader copies or a search indexes is unchanged.
 *
 * Where: the text of every `<code>` outside `<pre>` longer than `keepWhole` characters (across inner tags: the seam
 * between `<span>body.prefectures[].</span>` and `changeStatus` counts), every type label and schema field path marked
 * `<code data-identifier>` (e.g. `Array<String<Integer>>`, `body.prefectures[].code`) longer than 16, and long field paths written as plain text (a link reading
 * `WindSpeed（body.timeSeries[0].items[].kinds[] と同じ）`). Never in `<pre>`, `<script>`, `<style>`, `<textarea>`,
 * `<svg>` or inside a tag.
 */

/** Tags and the text between them. */
const token = /<[^>]*>|[^<]+/g;
const tagName = /^<(\/?)([a-zA-Z][\w-]*)/;
/** Elements whose text is left as it is. */
const verbatim = new Set(['pre', 'script', 'style', 'textarea', 'svg']);

/** A seam character: the identifier may wrap after it. `&lt;` is one character of text, `<`. */
const seamAt = /^(?:[./_[\],]|&lt;)/;
/** A character before which no break is wanted (more seam, white space, a closing `>`). */
const notStart = /^(?:[\s./_[\],]|&gt;)/;

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
const alwaysBreakable = /\sdata-identifier(?:[=\s>]|$)/;

/** A field path or dotted name in running text: no spaces, at least one `.` or `[`. */
const plainPath = /[\w@$-]+(?:[.[\]][\w@$[\]-]*)+/g;

/** The length a reader sees: an entity is one character. */
const visibleLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&[^;\s]+;/g, 'x').length;

/**
 * Adds `<wbr>` after each seam in the text parts of `parts` (tags left alone) that is followed, in the text a
 * reader sees (tags skipped), by a character that starts more of the identifier.
 */
function addBreaks(parts: string[]): string[] {
  const out = [...parts];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index];
    if (part.startsWith('<')) continue;
    // The first visible character after this text part, for a seam at its very end.
    let following = '';
    for (let next = index + 1; next < parts.length && !following; next += 1)
      if (!parts[next].startsWith('<')) following = parts[next];
    let result = '';
    for (let at = 0; at < part.length;) {
      const seam = seamAt.exec(part.slice(at));
      const length = seam ? seam[0].length : 1;
      result += part.slice(at, at + length);
      at += length;
      const after = at < part.length ? part.slice(at) : following;
      if (seam && after && !notStart.test(after)) result += '<wbr>';
    }
    out[index] = result;
  }
  return out;
}

export function breakIdentifiers(html: string): string {
  if (!html.includes('<code') && !/[.[]/.test(html)) return html;
  const parts = html.match(token) ?? [];
  const out: string[] = [];
  let verbatimDepth = 0;
  let code: { open: string; parts: string[] } | null = null;
  for (const part of parts) {
    const tag = tagName.exec(part);
    const name = tag?.[2].toLowerCase();
    const closing = tag?.[1] === '/';
    if (name && verbatim.has(name) && !part.endsWith('/>')) verbatimDepth += closing ? -1 : 1;
    if (code) {
      if (name === 'code' && closing) {
        const length = visibleLength(code.parts.join(''));
        const long = length > keepWhole || (alwaysBreakable.test(code.open) && length > keepWholeInTables);
        out.push(code.open, ...(long ? addBreaks(code.parts) : code.parts), part);
        code = null;
      } else code.parts.push(part);
    } else if (name === 'code' && !closing && verbatimDepth === 0) code = { open: part, parts: [] };
    else if (!tag && verbatimDepth === 0 && !part.startsWith('<')) {
      out.push(part.replace(plainPath, (path) => (visibleLength(path) > keepWhole ? addBreaks([path])[0] : path)));
    } else out.push(part);
  }
  if (code) out.push(code.open, ...code.parts);
  // A seam the markup already marked keeps its one <wbr>.
  return out.join('').replaceAll('<wbr><wbr>', '<wbr>');
}
