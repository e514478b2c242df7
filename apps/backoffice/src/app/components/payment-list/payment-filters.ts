import { PAYMENT_STATUS_ANY, type PaymentListQuery, type PaymentStatusFilter } from '@fsp/contracts';

/** What the list is filtered by; `q` is the search as sent (after the debounce). */
export interface PaymentFilters {
  q: string;
  status: PaymentStatusFilter;
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
  perPage: number;
}

export type PaymentDates = Pick<PaymentFilters, 'from' | 'to'>;

/** From on or before To, or either left empty (yyyy-MM-dd compares as text). */
export function isDateRangeValid({ from, to }: PaymentDates): boolean {
  return !from || !to || from <= to;
}

export function defaultPaymentFilters(perPage: number): PaymentFilters {
  return { q: '', status: PAYMENT_STATUS_ANY, from: '', to: '', perPage };
}

/** The API query of one page: the filters plus the page's starting cursor. */
export function paymentListQuery(filters: PaymentFilters, startingAfter: string | null): PaymentListQuery {
  return {
    q: filters.q,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    limit: filters.perPage,
    starting_after: startingAfter ?? undefined,
  };
}

/** How many filters differ from the defaults (shown on the mobile Filters button). */
export function activeFilterCount(filters: PaymentFilters, defaultPerPage: number): number {
  return [
    filters.q.trim() !== '',
    filters.status !== PAYMENT_STATUS_ANY,
    filters.from !== '',
    filters.to !== '',
    filters.perPage !== defaultPerPage,
  ].filter(Boolean).length;
}
