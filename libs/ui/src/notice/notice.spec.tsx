import { render, screen } from '@testing-library/react';
import { Notice } from './notice.js';

describe('Notice', () => {
  it('announces an error as an alert, a success as a status and a warning as a note', () => {
    render(
      <>
        <Notice tone="error">Please fix the errors below.</Notice>
        <Notice tone="success">Invite accepted! You can now open the app.</Notice>
        <Notice tone="warning">This invite has expired.</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix the errors below.');
    expect(screen.getByRole('status')).toHaveTextContent('Invite accepted! You can now open the app.');
    expect(screen.getByRole('note')).toHaveTextContent('This invite has expired.');
  });

  it('puts a title above the detail', () => {
    render(<Notice tone="error" title="Signup failed." id="why">Invite not found or expired</Notice>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('id', 'why');
    expect(Array.from(alert.children, (child) => child.textContent)).toEqual(['Signup failed.', 'Invite not found or expired']);
  });
});
