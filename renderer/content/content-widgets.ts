import { whenIdle } from '../shell/when-idle';

/**
 * Widgets inside prerendered content that need code of their own (today: the JSON validator). Their code is
 * a separate chunk, imported only on a page that contains one, once the browser is idle (after hydration or a
 * client navigation has rendered the page), so no other page pays for it and the page is interactive first.
 */
export function mountContentWidgets(): void {
  const mount = () => {
    const validator = document.querySelector<HTMLFormElement>('form[data-schema-validator]:not([data-mounted])');
    if (validator)
      void import('./schema-validator/validator-widget').then((widget) => widget.mountSchemaValidator(validator));
  };
  whenIdle(mount);
}
