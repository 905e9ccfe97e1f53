import { mountContentWidgets } from './content/content-widgets';
import { watchHashTargets } from './content/hash-target';

/** Marks the document as interactive (used by end-to-end tests and by CSS that needs JavaScript). */
export default function onHydrationEnd(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  watchHashTargets();
  mountContentWidgets();
}
