/** Reading rendered markup in unit tests (renderToStaticMarkup escapes `&` in attributes as `&amp;`). */

/** Every `id` attribute value, in document order. */
export function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

/** Every `href` attribute value, in document order. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}
