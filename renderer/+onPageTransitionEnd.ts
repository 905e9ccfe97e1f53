import { mountContentWidgets } from './content/content-widgets';
import { holdHashTarget } from './content/hash-target';
import { endTransition } from './navigation/transition-store';

export default function onPageTransitionEnd(): void {
  endTransition();
  holdHashTarget();
  mountContentWidgets();
}
