/** Text made safe inside HTML or XML, in element content and in a double-quoted attribute: `& < > "` escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
