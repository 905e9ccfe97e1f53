import { startTransition } from './navigation/transition-store';

export default function onPageTransitionStart(): void {
  startTransition();
}
