import { BottomSheet } from '@fsp/ui';
import { useRef, useState } from 'react';
import { QuickActionsList } from './quick-actions-list.js';
import styles from './quick-actions.module.css';
import { useOutOfTheWay } from './use-out-of-the-way.js';

/**
 * Mobile: a floating plus button opens the actions as a bottom sheet (part 1 §2.9). Pages leave room below for it,
 * and it steps aside while a form's primary action lies under it (until the page scrolls on).
 */
export function QuickActionsSheet() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const away = useOutOfTheWay(buttonRef);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={away ? `${styles.fab} ${styles.fabAway}` : styles.fab}
        aria-label="Quick Actions"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
          <path d="M12 5v14M5 12h14" />
        </svg>
      </button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title="Quick Actions">
        <QuickActionsList onChoose={() => setOpen(false)} />
      </BottomSheet>
    </>
  );
}
