import { useRef, type RefObject } from 'react';
import { PAYMENT_ACTIVITY_MESSAGES as A, refundableRemainder, type PaymentItem } from '@fsp/contracts';
import { Button, Dialog, TextField } from '@fsp/ui';
import { paymentCustomer, paymentMoney } from '../../../components/payment-list/format-payment.js';
import { useRefundForm } from '../hooks/use-refund-form.js';
import { refundAmountText } from '../utils/refund-amount.js';
import styles from './payments.module.css';

export interface RefundDialogProps {
  item: PaymentItem;
  onClose: () => void;
  /**
   * Takes the focus after a refund that leaves nothing to refund: the row loses its Refund button, which opened
   * the dialog, so the focus would otherwise fall to the page's body.
   */
  focusAfterFullRefundRef: RefObject<HTMLElement | null>;
}

/** Mounted for one opening: Refund with the amount (default the full amount) and a Max control. */
export function RefundDialog({ item, onClose, focusAfterFullRefundRef }: RefundDialogProps) {
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const form = useRefundForm(item, (payment) => {
    if (!payment.refundable) returnFocusRef.current = focusAfterFullRefundRef.current;
    onClose();
  });
  // The amount field takes the focus on opening; TextField has no ref of its own, so the form finds it.
  const amountRef = useRef<HTMLInputElement | null>(null);
  const remainder = refundableRemainder(item);
  const formId = `refund-${item.payment_intent_id}`;

  return (
    <Dialog
      open
      onClose={() => {
        if (!form.submitting) onClose();
      }}
      title={A.refund}
      description={`${paymentCustomer(item)} · ${item.created_fmt} · ${paymentMoney(item, item.amount)}`}
      initialFocusRef={amountRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
            {A.cancel}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={form.submitting} data-testid="refund-submit">
            {A.refund}
          </Button>
        </>
      }
    >
      <form
        ref={(element) => {
          amountRef.current = element?.querySelector('input') ?? null;
        }}
        id={formId}
        noValidate
        className={styles.refundForm}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <TextField
          label={A.refundAmountLabel(item.currency)}
          inputMode="decimal"
          autoComplete="off"
          value={form.amountText}
          onChange={(event) => form.setAmountText(event.target.value)}
          error={form.error ?? undefined}
          data-testid="refund-amount"
        />
        <Button
          variant="ghost"
          size="small"
          className={styles.max}
          onClick={() => form.setAmountText(refundAmountText(remainder))}
          data-testid="refund-max"
        >
          {A.max} {paymentMoney(item, remainder)}
        </Button>
      </form>
    </Dialog>
  );
}
