/**
 * Every width at which the layout changes, written once. Components read the media query strings below (with
 * `window.matchMedia`); CSS names a custom media, `@media (--phone)`, which the CSS build replaces with the query of
 * `cssCustomMedia` (generators/site/css-breakpoints.ts). No stylesheet writes a width in a media query
 * (stylelint.config.mjs).
 */

/** Width (px) from which the desktop layout applies; below it the mobile sidebar replaces the navbar items and the docs sidebar. */
export const desktopBreakpoint = 996;
export const desktopMediaQuery = `(min-width: ${desktopBreakpoint}px)`;

/** Width (px) from which the table of contents has a column beside the content. */
export const tocBreakpoint = 1200;
export const tocVisibleMediaQuery = `(min-width: ${tocBreakpoint}px)`;

/** Widest phone (px): at this width and below, content tables become cards and facts stack. */
export const phoneMaxWidth = 600;

/** Widths (px) at which the landing pages' sections stack (tablet) and their buttons take the full width (small phone). */
export const tabletMaxWidth = 760;
export const smallPhoneMaxWidth = 480;

/** The custom media queries CSS may use, and the media query each stands for. */
export const cssCustomMedia = {
  '--desktop': desktopMediaQuery,
  // 0.02px below a min-width breakpoint, so that no width (even a fractional one when zoomed) matches both or neither.
  '--mobile': `(max-width: ${desktopBreakpoint - 0.02}px)`,
  '--toc-visible': tocVisibleMediaQuery,
  '--toc-hidden': `(max-width: ${tocBreakpoint - 0.02}px)`,
  '--phone': `(max-width: ${phoneMaxWidth}px)`,
  '--wider-than-phone': `(min-width: ${phoneMaxWidth + 1}px)`,
  '--tablet': `(max-width: ${tabletMaxWidth}px)`,
  '--small-phone': `(max-width: ${smallPhoneMaxWidth}px)`,
} as const;
