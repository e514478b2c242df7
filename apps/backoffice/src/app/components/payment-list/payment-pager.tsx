import { PAYMENT_ACTIVITY_MESSAGES as A, PAYMENT_LIST_WORDS as W } from '@fsp/contracts';
import { Button, VisuallyHidden } from '@fsp/ui';
import type { PaymentListState } from './use-payment-list.js';
import styles from './payment-list.module.css';

/** What the live region says: the rows shown, or (for screen readers; the list shows it) that none match. */
function countText(list: PaymentListState) {
  const { page, items, loading, error } = list;
  if (loading || error) return null;
  if (items.length > 0) return W.showing(page.first, page.last);
  return <VisuallyHidden>{page.emptyWithMore ? W.emptyPageMoreMayFollow : A.noPayments}</VisuallyHidden>;
}

/**
 * The result count ("Showing 21–40") and Prev/Next through the cursor stack. The count is the list's one polite
 * live region, mounted while the list is, so each page's count (or "no payments") is announced.
 */
export function PaymentPager({ list }: { list: PaymentListState }) {
  const { page } = list;
  return (
    <nav className={styles.pager} aria-label={W.pagination}>
      <p className={styles.count} data-testid="payments-count" role="status" aria-live="polite">
        {countText(list)}
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
