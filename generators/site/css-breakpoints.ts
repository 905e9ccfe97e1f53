import { cssCustomMedia } from '../../isomorphic/breakpoint';

/** The part of a PostCSS at-rule this plugin reads and writes. */
interface MediaRule {
  params: string;
}

/** `@media (--mobile)` → `@media (max-width: 995.98px)`; an unknown `(--name)` is an error naming the CSS file. */
export function expandCustomMedia(params: string, where = 'CSS'): string {
  return params.replace(/\((--[a-z-]+)\)/g, (_, name: string) => {
    const query = cssCustomMedia[name as keyof typeof cssCustomMedia];
    if (!query)
      throw new Error(
        `${where}: unknown custom media (${name}); known: ${Object.keys(cssCustomMedia).join(', ')} (isomorphic/breakpoint.ts)`,
      );
    return query;
  });
}

/**
 * A PostCSS plugin for Vite's CSS pipeline: expands the custom media queries of isomorphic/breakpoint.ts in every
 * stylesheet, so the desktop breakpoint is written once for components and CSS alike.
 */
export function cssBreakpoints() {
  return {
    postcssPlugin: 'dmdata-css-breakpoints',
    AtRule: {
      media(rule: MediaRule & { source?: { input?: { file?: string } } }) {
        rule.params = expandCustomMedia(rule.params, rule.source?.input?.file);
      },
    },
  };
}
cssBreakpoints.postcss = true as const;
