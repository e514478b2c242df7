import { useState } from 'react';
import { PAYMENT_SEARCH_DEBOUNCE_MS } from '@fsp/contracts';
import { useStripePayments } from '@fsp/api-client';
import { defaultPaymentFilters, paymentListQuery, type PaymentFilters } from './payment-filters.js';
import { useCursorStack } from './use-cursor-stack.js';
import { useDebouncedCallback } from './use-debounced-callback.js';

export interface PaymentListOptions {
  defaultPerPage: number;
  /** Shown when a load fails without the server's reason. */
  errorMessage: string;
}

/**
 * The filters, the page and the loaded page of the payments list. The search is sent 400 ms after the last
 * keystroke (part 2 §9); any change of filter goes back to the first page.
 */
export function usePaymentList({ defaultPerPage, errorMessage }: PaymentListOptions) {
  const [filters, setFilters] = useState<PaymentFilters>(() => defaultPaymentFilters(defaultPerPage));
  const [searchText, setSearchText] = useState('');
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
  const first = cursors.pageIndex * filters.perPage + 1;

  return {
    filters,
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
    /** Status, per page, From or To: applied at once. */
    setFilter: (patch: Partial<Omit<PaymentFilters, 'q'>>) => apply({ ...filters, ...patch }),
    /** Every filter at once (the mobile sheet's Apply and Clear). */
    applyFilters: (next: PaymentFilters) => {
      debouncedSearch.cancel();
      setSearchText(next.q);
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
      canPrev: cursors.canGoBack && settled,
      canNext: settled && Boolean(response?.has_more && response.next_cursor),
      prev: cursors.prev,
      next: () => {
        if (response?.has_more && response.next_cursor) cursors.next(response.next_cursor);
      },
    },
  };
}

export type PaymentListState = ReturnType<typeof usePaymentList>;
