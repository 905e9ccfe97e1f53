/** Text made safe inside HTML or XML, in element content and in a double-quoted attribute: `& < > "` escaped. */
export function escapeHtml(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/** Text made safe as element content (not in an attribute): `& < >` escaped, quotes kept as they are. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
