import { mountContentWidgets } from './content/content-widgets';
import { endTransition } from './navigation/transition-store';

export default function onPageTransitionEnd(): void {
  endTransition();
  mountContentWidgets();
}
