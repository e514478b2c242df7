import { PAYMENT_LIST_WORDS as W } from '@fsp/contracts';
import { Button } from '@fsp/ui';
import type { PaymentListState } from './use-payment-list.js';
import styles from './payment-list.module.css';

/** The result count ("Showing 21–40") and Prev/Next through the cursor stack. */
export function PaymentPager({ list }: { list: PaymentListState }) {
  const { page, items } = list;
  return (
    <nav className={styles.pager} aria-label={W.pagination}>
      <p className={styles.count} data-testid="payments-count" aria-live="polite">
        {items.length > 0 ? W.showing(page.first, page.last) : ''}
      </p>
      <div className={styles.pagerButtons}>
        <Button variant="secondary" size="small" disabled={!page.canPrev} onClick={page.prev} data-testid="payments-prev">
          {W.prev}
        </Button>
        <Button variant="secondary" size="small" disabled={!page.canNext} onClick={page.next} data-testid="payments-next">
          {W.next}
        </Button>
      </div>
    </nav>
  );
}
