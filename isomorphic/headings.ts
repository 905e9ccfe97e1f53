import type { Element } from 'hast';
import GithubSlugger from 'github-slugger';
import { labels } from './labels';

/** Slugs for heading ids: GitHub style, Japanese letters kept, repeated headings numbered. */
export class HeadingSlugger {
  private readonly slugger = new GithubSlugger();
  private readonly used = new Set<string>();
  slug(text: string): string {
    const id = this.slugger.slug(text) || 'section';
    this.used.add(id);
    return id;
  }
  /** Keeps an explicit id, failing on a duplicate so anchors stay unique. */
  claim(id: string): string {
    if (this.used.has(id)) throw new Error(`duplicate heading id "${id}"`);
    this.used.add(id);
    this.slugger.slug(id);
    return id;
  }
}

export function headingAnchor(id: string, text: string): Element {
  const title = labels.directLink(text);
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['hash-link'], href: `#${id}`, ariaLabel: title, title },
    children: [{ type: 'text', value: '#' }],
  };
}
