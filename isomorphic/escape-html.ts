import { decodeHTML, decodeHTMLAttribute } from 'entities/decode';
import { escapeText as escapeHtmlText, escapeUTF8 } from 'entities/escape';

/**
 * The site's one place for HTML and XML entities, from the maintained `entities` library (the one parse5,
 * htmlparser2 and hast use). Escapers for text the site writes into markup; decoders for markup it reads back.
 */

/**
 * Text made safe inside HTML or XML, in element content and in a quoted attribute: `& < > " '` escaped (XML's
 * five entities, valid in HTML too; feeds, sitemaps and SVG use it as well as HTML heads).
 */
export function escapeHtml(text: string): string {
  return escapeUTF8(text);
}

/** Text made safe as HTML element content (not in an attribute, not XML): `& < >` and U+00A0 escaped. */
export function escapeText(text: string): string {
  return escapeHtmlText(text);
}

/** The characters of HTML text (element content): every named and numeric character reference decoded. */
export function decodeHtml(html: string): string {
  return decodeHTML(html);
}

/** The value of an HTML attribute as written between its quotes, decoded the way a browser reads it. */
export function decodeHtmlAttribute(value: string): string {
  return decodeHTMLAttribute(value);
}

/**
 * JSON to write inside a `<script>` element: every `<` written as `\u003c`, so that no string in it can end the
 * element (`</script>`) or open a comment. `slashes` also writes `/` as `\/`, as Vike writes its inline page context.
 */
export function scriptJson(value: unknown, { slashes = false }: { slashes?: boolean } = {}): string {
  const json = JSON.stringify(value);
  return (slashes ? json.replaceAll('/', '\\/') : json).replaceAll('<', '\\u003c');
}
