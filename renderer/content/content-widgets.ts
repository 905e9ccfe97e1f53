import { whenIdle } from '../shell/when-idle';
import { unmountedWidgetRoot } from './content-widget-roots';

/**
 * Widgets inside prerendered content that need code of their own. Once the browser is idle (after hydration or a
 * client navigation has rendered the page), a page that contains one imports the loader (content-widget-loader.ts),
 * which mounts them; no other page pays for the loader or for the list of the widgets' chunks.
 */
export function mountContentWidgets(): void {
  whenIdle(() => {
    if (document.querySelector(unmountedWidgetRoot))
      void import('./content-widget-loader').then((loader) => loader.mountWidgets());
  });
}
