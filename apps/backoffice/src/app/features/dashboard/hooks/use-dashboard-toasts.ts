import { useMemo } from 'react';
import { DASHBOARD_TOAST_DURATION_MS } from '@fsp/contracts';
import { useToast } from '@fsp/ui';

/** The dashboard's brief toasts (part 1 §9: 2500 ms). */
export function useDashboardToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: DASHBOARD_TOAST_DURATION_MS }),
      info: (message: string) => toast.show(message, { durationMs: DASHBOARD_TOAST_DURATION_MS }),
      error: (message: string) => toast.error(message, { durationMs: DASHBOARD_TOAST_DURATION_MS }),
    }),
    [toast],
  );
}
