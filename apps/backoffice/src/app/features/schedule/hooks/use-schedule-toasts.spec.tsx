import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SCHEDULE_TOAST_DURATION_MS } from '@fsp/contracts';
import { ToastProvider } from '@fsp/ui';
import { useScheduleToasts } from './use-schedule-toasts.js';

function Trigger() {
  const toasts = useScheduleToasts();
  return (
    <>
      <button type="button" onClick={() => toasts.success('Saved')}>
        Succeed
      </button>
      <button type="button" onClick={() => toasts.error('Failed to save')}>
        Fail
      </button>
    </>
  );
}

describe('useScheduleToasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps schedule toasts between 1.5 and 4.5 seconds: successes briefly, failures longer', () => {
    expect(SCHEDULE_TOAST_DURATION_MS.success).toBeGreaterThanOrEqual(1500);
    expect(SCHEDULE_TOAST_DURATION_MS.error).toBeLessThanOrEqual(4500);
    render(
      <ToastProvider durationMs={10_000}>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Succeed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
    act(() => jest.advanceTimersByTime(SCHEDULE_TOAST_DURATION_MS.success));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to save')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(SCHEDULE_TOAST_DURATION_MS.error - SCHEDULE_TOAST_DURATION_MS.success));
    expect(screen.queryByText('Failed to save')).not.toBeInTheDocument();
  });
});
