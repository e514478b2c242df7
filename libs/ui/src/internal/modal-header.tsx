import type { ReactNode } from 'react';
import styles from './modal-header.module.css';

/** The title and close button of a dialog or bottom sheet. */
export function ModalHeader({ titleId, title, onClose }: { titleId: string; title: ReactNode; onClose: () => void }) {
  return (
    <header className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
        ×
      </button>
    </header>
  );
}
