import { whenIdle } from '../shell/when-idle';

/**
 * Widgets inside prerendered content that need code of their own (the JSON validator, the stand-in's live
 * display). Their code is a separate chunk, imported only on a page that contains one, once the browser is idle
 * (after hydration or a client navigation has rendered the page), so no other page pays for it and the page is
 * interactive first. The live display's chunk waits further, until the visitor opens it.
 */
export function mountContentWidgets(): void {
  const mount = () => {
    const validator = document.querySelector<HTMLFormElement>('form[data-schema-validator]:not([data-mounted])');
    if (validator)
      void import('./schema-validator/validator-widget').then((widget) => widget.mountSchemaValidator(validator));
    const live = document.querySelector<HTMLElement>('[data-live-display]:not([data-mounted])');
    const open = live?.querySelector<HTMLButtonElement>('[data-live-display-open]');
    if (live && open) {
      live.dataset.mounted = '';
      const load = () => {
        open.removeEventListener('click', load);
        void import('./live-display/live-display-widget').then(
          (widget) => widget.mountLiveDisplay(live),
          () => open.addEventListener('click', load),
        );
      };
      open.addEventListener('click', load);
    }
  };
  whenIdle(mount);
}
