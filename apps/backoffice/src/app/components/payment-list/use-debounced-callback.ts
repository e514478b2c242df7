import { useCallback, useEffect, useRef } from 'react';

/**
 * `schedule(value)` runs `callback(value)` once `delayMs` have passed without another call; `cancel` drops a pending
 * call. The timer is cleared on unmount.
 */
export function useDebouncedCallback<T>(callback: (value: T) => void, delayMs: number) {
  const callbackRef = useRef(callback);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);
  useEffect(() => () => clearTimer(timer), []);

  const cancel = useCallback(() => clearTimer(timer), []);
  const schedule = useCallback(
    (value: T) => {
      clearTimer(timer);
      timer.current = setTimeout(() => {
        timer.current = null;
        callbackRef.current(value);
      }, delayMs);
    },
    [delayMs],
  );
  return { schedule, cancel };
}

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}
