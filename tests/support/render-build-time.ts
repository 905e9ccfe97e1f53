import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderHelpers, siteContent } from '../../generators/site/site-content';
import { inBuildContext } from '../../pages/_components/site-content';

/**
 * A component's HTML as the build renders it (pages/site-pages/+data.ts): with the build-time helpers and, on an
 * MDX page (`mdx`), the site's data. Call `loadHighlighter()` first when it shows code.
 */
export function renderBuildTime(element: ReactElement, { mdx = false }: { mdx?: boolean } = {}): string {
  return renderToStaticMarkup(inBuildContext(element, renderHelpers, mdx ? siteContent() : undefined));
}
