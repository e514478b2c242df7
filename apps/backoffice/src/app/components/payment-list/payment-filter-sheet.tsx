import { useState } from 'react';
import { PAYMENT_LIST_WORDS as W } from '@fsp/contracts';
import { BottomSheet, Button } from '@fsp/ui';
import { activeFilterCount, isDateRangeValid, type PaymentFilters } from './payment-filters.js';
import { PaymentFilterFields } from './payment-filter-fields.js';
import type { PaymentListState } from './use-payment-list.js';
import styles from './payment-list.module.css';

/**
 * Phones: a Filters button opening a sheet with every filter; Apply applies them together, Clear goes back to the
 * defaults (part 2 §2: "a filter sheet with Clear and Apply").
 */
export function PaymentFilterSheet({ list, pageSizes }: { list: PaymentListState; pageSizes: readonly number[] }) {
  const [draft, setDraft] = useState<PaymentFilters | null>(null);
  const applied = { ...list.filters, q: list.searchText };
  const active = activeFilterCount(applied, list.defaultFilters.perPage);
  const close = () => setDraft(null);
  const apply = (filters: PaymentFilters) => {
    // A From after the To stays in the sheet, its field saying why.
    if (!isDateRangeValid(filters)) return;
    list.applyFilters(filters);
    close();
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setDraft(applied)}
        aria-haspopup="dialog"
        aria-expanded={draft !== null}
        data-testid="payments-filters"
      >
        {W.filters}
        {active > 0 && <span className={styles.filterCount}> ({active})</span>}
      </Button>
      <BottomSheet
        open={draft !== null}
        onClose={close}
        title={W.filters}
        footer={
          <>
            <Button variant="secondary" onClick={() => apply(list.defaultFilters)} data-testid="payments-filters-clear">
              {W.clear}
            </Button>
            <Button onClick={() => draft && apply(draft)} data-testid="payments-filters-apply">
              {W.apply}
            </Button>
          </>
        }
      >
        {draft && (
          <form
            className={styles.sheetFields}
            aria-label={W.filters}
            onSubmit={(event) => {
              event.preventDefault();
              apply(draft);
            }}
          >
            <PaymentFilterFields
              values={draft}
              pageSizes={pageSizes}
              onSearchSubmit={() => apply(draft)}
              onChange={(patch) => setDraft({ ...draft, ...patch })}
            />
          </form>
        )}
      </BottomSheet>
    </>
  );
}
