import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.js';

const MESSAGE = 'Delete this team? Members will become unassigned.';

function renderDialog(props: { busy?: boolean; open?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <ConfirmDialog
      open={props.open ?? true}
      message={MESSAGE}
      confirmLabel="Delete"
      busy={props.busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a modal dialog described by its message, with Cancel focused first', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription(MESSAGE);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the confirm button and cancels with Cancel, Escape or the close button', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('cannot be dismissed or confirmed twice while busy', () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(confirm);
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
