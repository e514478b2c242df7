import { useState } from 'react';
import {
  PAYMENT_ACTIVITY_MESSAGES as A,
  PAYMENT_LIST_WORDS as W,
  PAYMENT_STATUS_ANY,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatusFilter,
} from '@fsp/contracts';
import { Badge, Select, TextField } from '@fsp/ui';
import { isDateRangeValid, type PaymentFilters } from './payment-filters.js';
import { paymentStatusColor } from './payment-status-badge.js';
import styles from './payment-list.module.css';

const STATUS_OPTIONS = [
  { value: PAYMENT_STATUS_ANY, label: W.anyStatus },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

const isStatusFilter = (value: string): value is PaymentStatusFilter =>
  value === PAYMENT_STATUS_ANY || (PAYMENT_STATUSES as readonly string[]).includes(value);

export interface PaymentFilterFieldsProps {
  values: PaymentFilters;
  onChange(patch: Partial<PaymentFilters>): void;
  pageSizes: readonly number[];
  /** Enter in the search box. */
  onSearchSubmit?(): void;
}

/**
 * Search, status, per page, From and To: the filters bar on wide screens and the filter sheet on phones. A From
 * after the To is refused on the date changed last (the list sends no such range).
 */
export function PaymentFilterFields({ values, onChange, pageSizes, onSearchSubmit }: PaymentFilterFieldsProps) {
  const [lastDateField, setLastDateField] = useState<'from' | 'to'>('to');
  const rangeError = isDateRangeValid(values) ? undefined : A.invalidDateRange;
  return (
    <>
      <TextField
        className={styles.searchField}
        type="search"
        label={W.search}
        placeholder={W.searchPlaceholder}
        value={values.q}
        onChange={(event) => onChange({ q: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onSearchSubmit) {
            event.preventDefault();
            onSearchSubmit();
          }
        }}
        data-testid="payments-search"
      />
      <div className={styles.statusField}>
        <Select
          label={W.status}
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onChange({ status: event.target.value });
          }}
          data-testid="payments-status"
        />
        {values.status !== PAYMENT_STATUS_ANY && (
          // The chosen status in its colour (part 2 §4); the select already names it for screen readers.
          <Badge color={paymentStatusColor(values.status)} aria-hidden="true">
            {PAYMENT_STATUS_LABELS[values.status]}
          </Badge>
        )}
      </div>
      <Select
        label={W.perPage}
        options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(values.perPage)}
        onChange={(event) => onChange({ perPage: Number(event.target.value) })}
        data-testid="payments-per-page"
      />
      <TextField
        type="date"
        label={W.from}
        value={values.from}
        max={values.to || undefined}
        error={lastDateField === 'from' ? rangeError : undefined}
        onChange={(event) => {
          setLastDateField('from');
          onChange({ from: event.target.value });
        }}
        data-testid="payments-from"
      />
      <TextField
        type="date"
        label={W.to}
        value={values.to}
        min={values.from || undefined}
        error={lastDateField === 'to' ? rangeError : undefined}
        onChange={(event) => {
          setLastDateField('to');
          onChange({ to: event.target.value });
        }}
        data-testid="payments-to"
      />
    </>
  );
}
