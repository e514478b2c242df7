import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from '../internal/modal-header.js';
import styles from './bottom-sheet.module.css';
import { useModalFocus } from '../internal/use-modal-focus.js';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** A modal panel sliding up from the bottom edge, for mobile widths. */
export function BottomSheet({ open, onClose, title, footer, children }: BottomSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(open, sheetRef, onClose);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={sheetRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.sheet}>
        <div className={styles.handle} aria-hidden="true" />
        <ModalHeader titleId={titleId} title={title} onClose={onClose} />
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
