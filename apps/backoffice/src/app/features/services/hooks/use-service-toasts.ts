import { useMemo } from 'react';
import { SERVICE_TOAST_DURATION_MS } from '@fsp/contracts';
import { useToast } from '@fsp/ui';

/** Toasts of the Services screen, for as long as part 2 §9 allows. */
export function useServiceToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: SERVICE_TOAST_DURATION_MS }),
      error: (message: string) => toast.error(message, { durationMs: SERVICE_TOAST_DURATION_MS }),
    }),
    [toast],
  );
}
