/**
 * Extra `<link>` elements a page asks for in its head (e.g. an Atom feed on the page that lists the feed's items).
 * A page's `+data` returns them as `headLinks` next to its content data; +onRenderHtml writes them.
 */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}
