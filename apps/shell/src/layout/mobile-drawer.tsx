import { useRef, type ReactNode } from 'react';
import { DRAWER_ID } from './header.js';
import styles from './mobile-drawer.module.css';
import { useFocusTrap } from './use-focus-trap.js';

/** The sidebar as a modal drawer below 768 px; focus stays inside until it closes. */
export function MobileDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const drawerRef = useRef<HTMLDivElement>(null);
  useFocusTrap(open, drawerRef, onClose);
  if (!open) return null;
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={drawerRef} id={DRAWER_ID} role="dialog" aria-modal="true" aria-label="Navigation" className={styles.drawer} tabIndex={-1}>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
