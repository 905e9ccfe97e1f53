/** Width (px) from which the desktop layout applies; below it the mobile sidebar replaces the navbar items. */
export const desktopBreakpoint = 996;
export const desktopMediaQuery = `(min-width: ${desktopBreakpoint}px)`;
