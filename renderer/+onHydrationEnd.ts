import { mountContentWidgets } from './content/content-widgets';

/** Marks the document as interactive (used by end-to-end tests and by CSS that needs JavaScript). */
export default function onHydrationEnd(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  mountContentWidgets();
}
