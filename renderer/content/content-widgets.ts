import { whenIdle } from '../shell/when-idle';

/**
 * Widgets inside prerendered content that need code of their own (the JSON validator, the endpoint pages' "try it"
 * panel, the stand-in page's live display). Their code is a separate chunk, imported only on a page that contains
 * one, once the browser is idle (after hydration or a client navigation has rendered the page), so no other page
 * pays for it and the page is interactive first. The panels' chunks wait further, until the visitor opens them.
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
    document.querySelectorAll<HTMLElement>('[data-try-it]:not([data-mounted])').forEach(armTryItPanel);
  };
  whenIdle(mount);
}

/**
 * The "try it" panel's button is enabled here; its code (and the form it wires) loads only when it is pressed, the
 * first time. From then on the loaded module opens and closes the panel.
 */
function armTryItPanel(section: HTMLElement): void {
  section.dataset.mounted = '';
  const button = section.querySelector<HTMLButtonElement>('[data-try-it-open]');
  if (!button) return;
  section.querySelector<HTMLElement>('[data-try-it-needs-script]')?.setAttribute('hidden', '');
  button.disabled = false;
  button.addEventListener(
    'click',
    () => void import('./try-it/try-it-panel').then((panel) => panel.openTryItPanel(section)),
    { once: true },
  );
}
