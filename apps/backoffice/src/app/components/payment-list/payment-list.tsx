import type { ReactNode } from 'react';
import { PAYMENT_ACTIVITY_MESSAGES as A, PAYMENT_LIST_WORDS as W, type PaymentItem } from '@fsp/contracts';
import { serverErrorOr } from '@fsp/api-client';
import { EmptyState, ErrorState, LoadingState, Notice, useIsDesktop } from '@fsp/ui';
import { PaymentCards } from './payment-cards.js';
import { PaymentFilterSheet } from './payment-filter-sheet.js';
import { PaymentFiltersBar } from './payment-filters-bar.js';
import { PaymentPager } from './payment-pager.js';
import { PaymentTable } from './payment-table.js';
import type { PaymentListState } from './use-payment-list.js';
import styles from './payment-list.module.css';

export interface PaymentListProps {
  list: PaymentListState;
  pageSizes: readonly number[];
  /** Names the table for screen readers, e.g. "Payments". */
  caption: string;
  /** Shown when a load fails without the server's reason. */
  errorMessage: string;
  /** Buttons beside the filters, e.g. Refresh and Export CSV. */
  toolbar?: ReactNode;
  renderActions?: (item: PaymentItem) => ReactNode;
}

/**
 * The payments list of Payments and Reports: filters (a sheet on phones), the table (cards on phones), Prev/Next
 * and the loading, error, empty and no-account states. The pager stays under a failed page, so Prev can leave it.
 */
export function PaymentList({ list, pageSizes, caption, errorMessage, toolbar, renderActions }: PaymentListProps) {
  const isDesktop = useIsDesktop();
  const noAccount = list.response?.hasAccount === false;

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        {noAccount ? null : isDesktop ? (
          <PaymentFiltersBar list={list} pageSizes={pageSizes} />
        ) : (
          <PaymentFilterSheet list={list} pageSizes={pageSizes} />
        )}
        {toolbar && <div className={styles.toolbarActions}>{toolbar}</div>}
      </div>
      {noAccount ? (
        <Notice tone="warning" data-testid="payments-no-account">
          {A.noProviderAccount}
        </Notice>
      ) : (
        <div className={styles.results} aria-busy={list.updating || undefined}>
          {list.error ? (
            <ErrorState message={serverErrorOr(list.error, errorMessage)} onRetry={list.refetch} retrying={list.updating} />
          ) : list.loading ? (
            <LoadingState label={W.loading} />
          ) : list.items.length === 0 ? (
            <EmptyState title={list.page.emptyWithMore ? W.emptyPageMoreMayFollow : A.noPayments} />
          ) : isDesktop ? (
            <PaymentTable caption={caption} items={list.items} renderActions={renderActions} />
          ) : (
            <PaymentCards caption={caption} items={list.items} renderActions={renderActions} />
          )}
          <PaymentPager list={list} />
        </div>
      )}
    </div>
  );
}
