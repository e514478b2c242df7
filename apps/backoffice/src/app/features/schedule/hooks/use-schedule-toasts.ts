import { useMemo } from 'react';
import { SCHEDULE_TOAST_DURATION_MS } from '@fsp/contracts';
import { useToast } from '@fsp/ui';

/** Toasts of the Schedule screen, for as long as part 2 §9 allows. */
export function useScheduleToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: SCHEDULE_TOAST_DURATION_MS.success }),
      error: (message: string) => toast.error(message, { durationMs: SCHEDULE_TOAST_DURATION_MS.error }),
    }),
    [toast],
  );
}
