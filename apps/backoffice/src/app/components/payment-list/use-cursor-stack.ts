import { useCallback, useMemo, useState } from 'react';

/** Where a page after the first starts: the cursor it is asked with, and how many rows came before it. */
export interface PageStart {
  cursor: string;
  offset: number;
}

/**
 * Prev/Next through a cursor-paged list (part 2 §4 "Payments paging"): the stack holds the start of every page
 * after the first, so Prev pops back to the page before. The offset counts the rows the earlier pages really had
 * (a filtered Stripe page can come back short), for "Showing x–y".
 */
export function useCursorStack() {
  const [stack, setStack] = useState<readonly PageStart[]>([]);
  const next = useCallback((cursor: string, offset: number) => setStack((current) => [...current, { cursor, offset }]), []);
  const prev = useCallback(() => setStack((current) => current.slice(0, -1)), []);
  const reset = useCallback(() => setStack((current) => (current.length === 0 ? current : [])), []);
  return useMemo(() => {
    const top = stack[stack.length - 1];
    return {
      /** The cursor the current page starts after; null on the first page. */
      cursor: top?.cursor ?? null,
      /** How many rows the pages before this one had; 0 on the first page. */
      offset: top?.offset ?? 0,
      /** 0 for the first page. */
      pageIndex: stack.length,
      canGoBack: stack.length > 0,
      next,
      prev,
      reset,
    };
  }, [stack, next, prev, reset]);
}
