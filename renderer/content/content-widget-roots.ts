/**
 * The roots of the widgets inside prerendered content that need code of their own: the JSON validator's form, the
 * endpoint pages' "try it" section and the stand-in page's live display. Shared by the first-load check
 * (content-widgets.ts) and the loader that mounts them (content-widget-loader.ts).
 */
export const contentWidgetRoots = {
  validator: 'form[data-schema-validator]',
  'try-it': '[data-try-it]',
  live: '[data-live]',
} as const;

/** Any root not yet mounted. */
export const unmountedWidgetRoot = Object.values(contentWidgetRoots)
  .map((root) => `${root}:not([data-mounted])`)
  .join(', ');
