import { useState } from 'react';
import { PAYMENT_ACTIVITY_MESSAGES as A, PAYMENT_MESSAGES, refundAmountMinor, type PaymentItem } from '@fsp/contracts';
import { newIdempotencyKey, serverErrorOr, useRefundPayment } from '@fsp/api-client';
import { useToast } from '@fsp/ui';
import { defaultRefundText } from '../utils/refund-amount.js';

/**
 * The refund dialog's amount and submit (part 2 §5): a finite amount above 0 or "Enter a valid refund amount"; the
 * Max is shown, not enforced (the server refuses more than is left). One Idempotency-Key per opening of the
 * dialog, so submitting again after an unanswered attempt cannot refund twice.
 */
export function useRefundForm(item: PaymentItem, onDone: () => void) {
  const toast = useToast();
  const refund = useRefundPayment();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [amountText, setAmountTextState] = useState(() => defaultRefundText(item));
  const [error, setError] = useState<string | null>(null);

  const setAmountText = (text: string) => {
    setAmountTextState(text);
    setError(null);
  };

  const submit = async () => {
    const amount_minor = refundAmountMinor(amountText);
    if (amount_minor === null) {
      setError(PAYMENT_MESSAGES.invalidRefundAmount);
      return;
    }
    try {
      await refund.mutateAsync({ payment_intent: item.payment_intent_id, amount_minor, idempotencyKey });
      toast.success(A.refundIssued);
      onDone();
    } catch (failure) {
      console.error('The refund failed', failure);
      toast.error(serverErrorOr(failure, PAYMENT_MESSAGES.refundFailed));
    }
  };

  return { amountText, setAmountText, error, submit, submitting: refund.isPending };
}
