import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalHeader } from '../internal/modal-header.js';
import styles from './dialog.module.css';
import { useModalFocus } from '../internal/use-modal-focus.js';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Takes the focus on close instead of the opener when it holds an element then: set it when the dialog's action
   * removes its opener (e.g. a row's button the row loses).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Closing by clicking the backdrop; on by default. */
  closeOnBackdrop?: boolean;
  children?: ReactNode;
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  initialFocusRef,
  returnFocusRef,
  closeOnBackdrop = true,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(open, panelRef, onClose, initialFocusRef, returnFocusRef);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={styles.dialog}
      >
        <ModalHeader titleId={titleId} title={title} onClose={onClose} />
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        {children && <div className={styles.body}>{children}</div>}
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </div>,
    document.body,
  );
}
