/**
 * Width (px) from which the desktop layout applies; below it the mobile sidebar replaces the navbar items and the
 * docs sidebar. The only place it is written: components read `desktopMediaQuery`, and CSS writes
 * `@media (--desktop)` or `@media (--mobile)`, which the CSS build replaces with `cssCustomMedia`
 * (generators/site/css-breakpoints.ts).
 */
export const desktopBreakpoint = 996;
export const desktopMediaQuery = `(min-width: ${desktopBreakpoint}px)`;

/** The custom media queries CSS may use, and the media query each stands for. */
export const cssCustomMedia = {
  '--desktop': desktopMediaQuery,
  // 0.02px below the breakpoint, so that no width (even a fractional one when zoomed) matches both or neither.
  '--mobile': `(max-width: ${desktopBreakpoint - 0.02}px)`,
} as const;
