import { useRef, useState } from 'react';
import {
  PAYMENT_ACTIVITY_MESSAGES as A,
  PAYMENT_MESSAGES,
  PAYMENTS_DEFAULT_PAGE_SIZE,
  PAYMENTS_PAGE_SIZES,
  type PaymentItem,
} from '@fsp/contracts';
import { Button, Page, PageSection } from '@fsp/ui';
import { paymentCustomer, paymentMoney } from '../../../components/payment-list/format-payment.js';
import { PaymentList } from '../../../components/payment-list/payment-list.js';
import { usePaymentList } from '../../../components/payment-list/use-payment-list.js';
import { RefundDialog } from './refund-dialog.js';
import styles from './payments.module.css';

/** /app/payments (part 2 §2 "Payments"): the connected account's payments, with refunds. Owners and managers. */
export function PaymentsPage() {
  const list = usePaymentList({ defaultPerPage: PAYMENTS_DEFAULT_PAGE_SIZE, errorMessage: PAYMENT_MESSAGES.failedToLoadStripePayments });
  const [refunding, setRefunding] = useState<PaymentItem | null>(null);
  const titleRef = useRef<HTMLSpanElement>(null);
  const accountId = list.response?.accountId;

  return (
    <Page>
      <PageSection
        level={1}
        title={
          // Focusable from script only: it takes the focus after a full refund removes the Refund button that had it.
          <span ref={titleRef} tabIndex={-1}>
            {A.paymentsTitle}
          </span>
        }
        description={
          accountId ? (
            <code className={styles.accountId} data-testid="payments-account-id">
              {accountId}
            </code>
          ) : undefined
        }
      >
        <PaymentList
          list={list}
          pageSizes={PAYMENTS_PAGE_SIZES}
          caption={A.paymentsTitle}
          errorMessage={PAYMENT_MESSAGES.failedToLoadStripePayments}
          renderActions={(item) =>
            item.refundable ? (
              <Button
                variant="secondary"
                size="small"
                onClick={() => setRefunding(item)}
                aria-label={A.refundPaymentLabel(paymentCustomer(item), paymentMoney(item, item.amount), item.created_fmt)}
                aria-haspopup="dialog"
                data-testid="refund-button"
              >
                {A.refund}
              </Button>
            ) : null
          }
        />
      </PageSection>
      {refunding && (
        <RefundDialog
          key={refunding.payment_intent_id}
          item={refunding}
          onClose={() => setRefunding(null)}
          focusAfterFullRefundRef={titleRef}
        />
      )}
    </Page>
  );
}
