/**
 * Lets inline code wrap only where an identifier has a natural seam: a `<wbr>` after `.` `/` `_` `[` `]` (and `,`) in the
 * text of every `<code>` outside `<pre>` longer than `keepWhole` characters. The stylesheet keeps code from breaking anywhere else
 * (renderer/styles/base.css: `overflow-wrap: normal` on inline code), so `body.isLastInfo` may wrap as
 * `body.` / `isLastInfo`, never as `body.isLas` / `tInfo`. Runs once on every page body's HTML
 * (generators/site/render-content.tsx); the text a reader copies or a search indexes is unchanged.
 */

const codeOrPre = /<(\/?)(code|pre)\b[^>]*>/g;
/**
 * A seam followed by more of the identifier (none after the last character, none inside `...`). A comma counts
 * too: `telegram.earthquake,telegram.volcano` is a list of identifiers, and breaking after its comma splits no word.
 */
const seam = /([./_[\],])(?=[^\s./_[\],])/g;

/**
 * Short identifiers (`telegram.earthquake`, `VXSE53`) stay on one line: a table column may be a little wider for
 * them, but a code a reader scans for is never split. Longer ones (field paths, URLs) get the seams.
 */
const keepWhole = 24;

/** `a.b_c` → `a.<wbr>b_<wbr>c`, in text only (the text between two tags). */
const addBreaks = (text: string) => text.replace(seam, '$1<wbr>');

export function breakIdentifiers(html: string): string {
  if (!html.includes('<code')) return html;
  const parts: string[] = [];
  let last = 0;
  let pre = 0;
  let codeStart = -1;
  for (const match of html.matchAll(codeOrPre)) {
    const [tag, closing, name] = match;
    const index = match.index;
    if (name === 'pre') pre += closing ? -1 : 1;
    else if (pre === 0 && !closing && codeStart < 0) {
      parts.push(html.slice(last, index + tag.length));
      last = codeStart = index + tag.length;
    } else if (pre === 0 && closing && codeStart >= 0) {
      // The code's content, with any inner tags (links, spans) left as they are.
      const content = html.slice(codeStart, index);
      const long = content.replace(/<[^>]*>/g, '').length > keepWhole;
      parts.push(long ? content.replace(/(^|>)([^<]*)/g, (_, open: string, text: string) => open + addBreaks(text)) : content);
      last = index;
      codeStart = -1;
    }
  }
  parts.push(html.slice(last));
  return parts.join('');
}
