import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@fsp/contracts';
import { ToastProvider } from './toast-provider.js';
import { useToast } from './use-toast.js';
import { allowConsoleError } from '../../testing/console-errors.js';

function Trigger({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('Time updated', { durationMs })}>
        Success
      </button>
      <button type="button" onClick={() => toast.error('Failed to impersonate', { detail: 'User not found' })}>
        Fail
      </button>
    </>
  );
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('dismisses a toast after TOAST_DURATION_MS by default', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Time updated');
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Time updated')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Time updated')).not.toBeInTheDocument();
  });

  it('honours a per-call duration and a provider default', () => {
    render(
      <ToastProvider durationMs={2500}>
        <Trigger durationMs={1500} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Success' }));
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.queryByText('Time updated')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => jest.advanceTimersByTime(2499));
    expect(screen.getByText('Failed to impersonate')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Failed to impersonate')).not.toBeInTheDocument();
  });

  it('announces errors as alerts with their detail and can be dismissed by hand', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to impersonate');
    expect(alert).toHaveTextContent('User not found');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses to be used outside a provider', () => {
    // React reports the render error it rethrows.
    allowConsoleError('useToast must be used inside a ToastProvider');
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside a ToastProvider');
  });
});
