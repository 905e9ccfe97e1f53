/**
 * Widgets inside prerendered content that need code of their own (today: the JSON validator). Their code is
 * a separate chunk, imported only on a page that contains one, once the browser is idle, so no other page
 * pays for it and the page is interactive before it loads.
 */
export function mountContentWidgets(): void {
  const validator = document.querySelector<HTMLFormElement>('form[data-schema-validator]:not([data-mounted])');
  if (!validator) return;
  const mount = () => {
    void import('./schema-validator/validator-widget').then((widget) => widget.mountSchemaValidator(validator));
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(mount, { timeout: 2000 });
  else setTimeout(mount, 1);
}
