import { PAYMENT_LIST_WORDS as W } from '@fsp/contracts';
import type { PaymentListState } from './use-payment-list.js';
import { PaymentFilterFields } from './payment-filter-fields.js';
import styles from './payment-list.module.css';

/** Wide screens: the filters in a row, each applied as it changes (the search after the debounce). */
export function PaymentFiltersBar({ list, pageSizes }: { list: PaymentListState; pageSizes: readonly number[] }) {
  return (
    <div role="search" aria-label={W.filters} className={styles.filtersBar}>
      <PaymentFilterFields
        values={list.fieldValues}
        pageSizes={pageSizes}
        onSearchSubmit={list.submitSearch}
        onChange={({ q, ...rest }) => {
          if (q !== undefined) list.setSearchText(q);
          if (Object.keys(rest).length > 0) list.setFilter(rest);
        }}
      />
    </div>
  );
}
