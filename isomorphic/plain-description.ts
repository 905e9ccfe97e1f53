/**
 * A summary written in the data's Markdown-like notation (`code`, **bold**) as a meta description and search
 * excerpt: the marks removed, the words kept.
 */
export function plainDescription(text: string): string {
  return text.replace(/`/g, '').replace(/\*\*/g, '');
}
