import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styles from './NavbarDropdown.module.css';
import { useOutsideClose } from './useOutsideClose';

/** A dropdown button; closes on Escape and on outside mouse, touch or focus events. */
export function NavbarDropdown({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClose(ref, open, close);
  return (
    <div
      ref={ref}
      className={styles.dropdown}
      data-open={open || undefined}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
        </svg>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open} onClick={close}>
        {children}
      </ul>
    </div>
  );
}
