import { useState } from 'react';
import { PAYMENT_SEARCH_DEBOUNCE_MS } from '@fsp/contracts';
import { useStripePayments } from '@fsp/api-client';
import { defaultPaymentFilters, isDateRangeValid, paymentListQuery, type PaymentDates, type PaymentFilters } from './payment-filters.js';
import { useCursorStack } from './use-cursor-stack.js';
import { useDebouncedCallback } from './use-debounced-callback.js';

export interface PaymentListOptions {
  defaultPerPage: number;
  /** Shown when a load fails without the server's reason. */
  errorMessage: string;
}

/**
 * The filters, the page and the loaded page of the payments list. The search is sent 400 ms after the last
 * keystroke (part 2 §9); any change of filter goes back to the first page. From and To are sent only as a range
 * whose From is on or before its To; the fields keep what was typed meanwhile.
 */
export function usePaymentList({ defaultPerPage, errorMessage }: PaymentListOptions) {
  const [filters, setFilters] = useState<PaymentFilters>(() => defaultPaymentFilters(defaultPerPage));
  const [searchText, setSearchText] = useState('');
  const [dates, setDates] = useState<PaymentDates>({ from: '', to: '' });
  const cursors = useCursorStack();
  const query = useStripePayments(paymentListQuery(filters, cursors.cursor), { errorMessage });

  const apply = (next: PaymentFilters) => {
    setFilters(next);
    cursors.reset();
  };
  const applySearch = (q: string) => {
    if (q.trim() !== filters.q.trim()) apply({ ...filters, q });
  };
  const debouncedSearch = useDebouncedCallback(applySearch, PAYMENT_SEARCH_DEBOUNCE_MS);

  const response = query.isError ? undefined : query.data;
  const items = response?.items ?? [];
  // While another page or filter loads, the previous page stays on screen but cannot be paged from.
  const settled = !query.isPlaceholderData && !query.isPending;
  // The rows shown start after the offset of the page they belong to: the one loading keeps its predecessor's.
  const [shownOffset, setShownOffset] = useState(0);
  if (settled && shownOffset !== cursors.offset) setShownOffset(cursors.offset);
  const first = shownOffset + 1;

  return {
    filters,
    /** What the filter fields show: the search box's text and the dates as typed, the rest as applied. */
    fieldValues: { ...filters, q: searchText, ...dates },
    /** The search box's text, sent as `q` after the debounce. */
    searchText,
    setSearchText: (text: string) => {
      setSearchText(text);
      debouncedSearch.schedule(text);
    },
    /** Enter in the search box: no need to wait. */
    submitSearch: () => {
      debouncedSearch.cancel();
      applySearch(searchText);
    },
    /** Status, per page, From or To: applied at once, except dates that make no range (their field says so). */
    setFilter: (patch: Partial<Omit<PaymentFilters, 'q'>>) => {
      const { from = dates.from, to = dates.to, ...rest } = patch;
      const nextDates = { from, to };
      setDates(nextDates);
      const datesValid = isDateRangeValid(nextDates);
      if (!datesValid && Object.keys(rest).length === 0) return;
      apply({ ...filters, ...rest, ...(datesValid ? nextDates : {}) });
    },
    /** Every filter at once (the mobile sheet's Apply and Clear); the sheet sends only a valid range. */
    applyFilters: (next: PaymentFilters) => {
      debouncedSearch.cancel();
      setSearchText(next.q);
      setDates({ from: next.from, to: next.to });
      apply(next);
    },
    defaultFilters: defaultPaymentFilters(defaultPerPage),
    response,
    items,
    loading: query.isPending,
    updating: query.isFetching && !query.isPending,
    error: query.isError ? query.error : null,
    refetch: () => void query.refetch(),
    page: {
      first,
      last: first + items.length - 1,
      /** A filtered Stripe page can come back empty while later pages match. */
      emptyWithMore: settled && items.length === 0 && Boolean(response?.has_more),
      // Prev stays usable under a failed page, so a page that cannot load (an expired cursor) is not a dead end.
      canPrev: cursors.canGoBack && settled,
      canNext: settled && Boolean(response?.has_more && response.next_cursor),
      prev: cursors.prev,
      next: () => {
        if (response?.has_more && response.next_cursor) cursors.next(response.next_cursor, cursors.offset + items.length);
      },
    },
  };
}

export type PaymentListState = ReturnType<typeof usePaymentList>;
