import { useCallback, useMemo, useState } from 'react';

/**
 * Prev/Next through a cursor-paged list (part 2 §4 "Payments paging"): the stack holds the `starting_after` of
 * every page after the first, so Prev pops back to the cursor of the page before.
 */
export function useCursorStack() {
  const [stack, setStack] = useState<readonly string[]>([]);
  const next = useCallback((cursor: string) => setStack((current) => [...current, cursor]), []);
  const prev = useCallback(() => setStack((current) => current.slice(0, -1)), []);
  const reset = useCallback(() => setStack((current) => (current.length === 0 ? current : [])), []);
  return useMemo(
    () => ({
      /** The cursor the current page starts after; null on the first page. */
      cursor: stack.length > 0 ? (stack[stack.length - 1] ?? null) : null,
      /** 0 for the first page. */
      pageIndex: stack.length,
      canGoBack: stack.length > 0,
      next,
      prev,
      reset,
    }),
    [stack, next, prev, reset],
  );
}
