import { QUICK_ACTIONS_PANEL_WIDTH_PX } from '@fsp/contracts';
import { useEffect, useRef } from 'react';
import { QUICK_ACTIONS_PANEL_ID } from './header.js';
import { QuickActionsList } from './quick-actions-list.js';
import styles from './quick-actions.module.css';

/** Desktop side panel, 420 px wide (part 1 §2.9). Focus moves in on open and back to the trigger on close. */
export function QuickActionsPanel({ open, onClose, returnFocusTo }: { open: boolean; onClose: () => void; returnFocusTo: () => HTMLElement | null }) {
  const panelRef = useRef<HTMLElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    firstLinkRef.current?.focus();
    const panel = panelRef.current;
    return () => {
      if (panel?.contains(document.activeElement) || document.activeElement === document.body) returnFocusTo()?.focus();
    };
  }, [open, returnFocusTo]);

  if (!open) return null;
  return (
    <aside
      ref={panelRef}
      id={QUICK_ACTIONS_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="quick-actions-title"
      className={styles.panel}
      style={{ width: QUICK_ACTIONS_PANEL_WIDTH_PX }}
    >
      <header className={styles.panelHeader}>
        <h2 id="quick-actions-title" className={styles.panelTitle}>
          Quick Actions
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label="Close Quick Actions">
          ×
        </button>
      </header>
      <p className={styles.hint}>
        Press <kbd>Shift</kbd>+<kbd>K</kbd> to toggle, <kbd>Esc</kbd> to close.
      </p>
      <QuickActionsList onChoose={onClose} firstLinkRef={firstLinkRef} />
    </aside>
  );
}
