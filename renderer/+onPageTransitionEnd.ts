import { endTransition } from './navigation/transition-store';

export default function onPageTransitionEnd(): void {
  endTransition();
}
