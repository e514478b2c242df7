import { useRef, type ReactNode } from 'react';
import { Button } from '../button/button.js';
import { Dialog } from '../dialog/dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Delete this team? Members will become unassigned." */
  message: ReactNode;
  /** The dialog's name; the message is its description. */
  title?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (the default), `primary` otherwise. */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action; Cancel has the focus first so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  message,
  title = 'Please confirm',
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => {
    if (!busy) onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={title}
      description={message}
      initialFocusRef={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
