import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderHelpers, siteContent } from '../../generators/site/site-content';
import { inBuildContext } from '../../pages/_components/site-content';
import type { SiteContent } from '../../isomorphic/site-content';

export interface RenderOptions {
  /** On an MDX page: the site's data is there for `useSiteContent()`. */
  mdx?: boolean;
  /** Parts of the site's data replaced, e.g. by a test's own fixture (implies `mdx`). */
  content?: Partial<SiteContent>;
}

/**
 * A component's HTML as the build renders it (pages/site-pages/+data.ts): with the build-time helpers and, on an
 * MDX page (`mdx`), the site's data, with `content` in place of its parts. Call `loadHighlighter()` first when it
 * shows code.
 */
export function renderBuildTime(element: ReactElement, { mdx = false, content }: RenderOptions = {}): string {
  const data = mdx || content ? { ...siteContent(), ...content } : undefined;
  return renderToStaticMarkup(inBuildContext(element, renderHelpers, data));
}
