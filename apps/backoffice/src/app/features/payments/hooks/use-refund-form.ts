import { useRef, useState } from 'react';
import { PAYMENT_ACTIVITY_MESSAGES as A, PAYMENT_MESSAGES, refundAmountMinor, type PaymentItem } from '@fsp/contracts';
import { isApiError, newIdempotencyKey, serverErrorOr, useRefundPayment } from '@fsp/api-client';
import { useToast } from '@fsp/ui';
import { defaultRefundText } from '../utils/refund-amount.js';

/** The last submit that failed: its Idempotency-Key, amount, and whether the refund may have happened all the same. */
interface FailedAttempt {
  idempotencyKey: string;
  amountMinor: number;
  outcomeUnknown: boolean;
}

/**
 * A failure without an answer or with a 5xx may have refunded: the server (or the provider behind it) may have
 * acted before the answer was lost, so only the same key keeps a retry from refunding twice. An answer that
 * could not be read counts as unknown too. A 4xx is a settled refusal: the server keeps that key's failure, so a
 * retry needs a new one.
 */
function outcomeUnknown(failure: unknown): boolean {
  return !isApiError(failure) || failure.status === 0 || failure.status >= 500;
}

/**
 * The refund dialog's amount and submit (part 2 §5): a finite amount above 0 or "Enter a valid refund amount"; the
 * Max is shown, not enforced (the server refuses more than is left). Each submit sends a new Idempotency-Key,
 * except a retry of the same amount after a failure whose outcome is unknown, which sends the failed one's again.
 * `onRefunded` gets the payment as it is after the refund.
 */
export function useRefundForm(item: PaymentItem, onRefunded: (payment: PaymentItem) => void) {
  const toast = useToast();
  const refund = useRefundPayment();
  const lastFailure = useRef<FailedAttempt | null>(null);
  const [amountText, setAmountTextState] = useState(() => defaultRefundText(item));
  const [error, setError] = useState<string | null>(null);

  const setAmountText = (text: string) => {
    setAmountTextState(text);
    setError(null);
  };

  const submit = async () => {
    const amountMinor = refundAmountMinor(amountText);
    if (amountMinor === null) {
      setError(PAYMENT_MESSAGES.invalidRefundAmount);
      return;
    }
    const failed = lastFailure.current;
    const idempotencyKey = failed?.outcomeUnknown && failed.amountMinor === amountMinor ? failed.idempotencyKey : newIdempotencyKey();
    try {
      const result = await refund.mutateAsync({ payment_intent: item.payment_intent_id, amount_minor: amountMinor, idempotencyKey });
      lastFailure.current = null;
      toast.success(A.refundIssued);
      onRefunded(result.payment);
    } catch (failure) {
      lastFailure.current = { idempotencyKey, amountMinor, outcomeUnknown: outcomeUnknown(failure) };
      console.error('The refund failed', failure);
      toast.error(serverErrorOr(failure, PAYMENT_MESSAGES.refundFailed));
    }
  };

  return { amountText, setAmountText, error, submit, submitting: refund.isPending };
}
