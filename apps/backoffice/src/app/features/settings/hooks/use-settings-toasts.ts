import { useMemo } from 'react';
import { TOAST_DURATION_MS } from '@fsp/contracts';
import { useToast } from '@fsp/ui';

/** Toasts of the Settings screen: 3 s (part 2 §9). */
export function useSettingsToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string) => toast.success(message, { durationMs: TOAST_DURATION_MS }),
      error: (message: string) => toast.error(message, { durationMs: TOAST_DURATION_MS }),
    }),
    [toast],
  );
}
