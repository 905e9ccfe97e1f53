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
    for (const [name, load] of panels)
      document.querySelectorAll<HTMLElement>(`[data-${name}]:not([data-mounted])`).forEach((section) => {
        armPanel(section, name, load);
      });
  };
  whenIdle(mount);
}

/**
 * The panels whose code loads only when their button is pressed, the first time: the endpoint pages' "try it" panel
 * and the stand-in page's live display. Each prerendered section is `[data-<name>]`, its button
 * `[data-<name>-open]` (disabled until armed here); the section's CSS hides its "needs JavaScript" note once the
 * section is `[data-mounted]`.
 * Each module exports `openPanel(section)`; from then on it opens and closes its panel.
 */
const panels: Array<[string, () => Promise<{ openPanel: (section: HTMLElement) => void }>]> = [
  ['try-it', () => import('./try-it/try-it-panel')],
  ['live', () => import('./live-display/live-display-widget')],
];

function armPanel(section: HTMLElement, name: string, load: (typeof panels)[number][1]): void {
  section.dataset.mounted = '';
  const button = section.querySelector<HTMLButtonElement>(`[data-${name}-open]`);
  if (!button) return;
  button.disabled = false;
  button.addEventListener('click', () => void load().then((panel) => panel.openPanel(section)), { once: true });
}
