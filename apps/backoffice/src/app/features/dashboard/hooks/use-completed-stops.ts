import { useCallback, useEffect, useState } from 'react';

const storageKey = (day: string) => `fsp:dashboard-completed:${day}`;

function readCompleted(day: string): Set<string> {
  if (day === '') return new Set();
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(day)) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeCompleted(day: string, keys: ReadonlySet<string>): void {
  if (day === '') return;
  try {
    window.sessionStorage.setItem(storageKey(day), JSON.stringify([...keys]));
  } catch {
    // Storage can be full or blocked; the toggle still works until the page goes away.
  }
}

/**
 * Which of the day's stops are marked completed: local to this browser tab's session and never sent to a server
 * (part 1 §4), so it survives leaving the dashboard and coming back, but not closing the tab.
 */
export function useCompletedStops(day: string) {
  const [completed, setCompleted] = useState<ReadonlySet<string>>(() => readCompleted(day));
  useEffect(() => setCompleted(readCompleted(day)), [day]);

  const toggle = useCallback(
    (key: string): boolean => {
      const next = new Set(completed);
      const nowCompleted = !next.has(key);
      if (nowCompleted) next.add(key);
      else next.delete(key);
      setCompleted(next);
      writeCompleted(day, next);
      return nowCompleted;
    },
    [completed, day],
  );

  return { isCompleted: (key: string) => completed.has(key), toggle };
}
