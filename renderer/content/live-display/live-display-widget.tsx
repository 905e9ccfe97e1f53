import { createRoot } from 'react-dom/client';
import { LiveDisplayPanel } from './LiveDisplayPanel';

/**
 * Mounts the live display panel of /docs/sample/stand-in into its prerendered section (`[data-live]`,
 * StandInLiveDisplay). Loaded only when the visitor first opens the panel; the button then toggles it.
 */
export function openPanel(section: HTMLElement): void {
  const root = section.querySelector<HTMLElement>('[data-live-display-root]');
  const button = section.querySelector<HTMLButtonElement>('[data-live-open]');
  if (!root || !button) return;
  createRoot(root).render(<LiveDisplayPanel defaultBase={section.dataset.base ?? ''} />);
  const show = (open: boolean) => {
    root.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'ライブ表示を閉じる' : 'ライブ表示を開く';
  };
  show(true);
  button.addEventListener('click', () => show(button.getAttribute('aria-expanded') !== 'true'));
}
