import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  formatMoney,
  INVOICE_PAGE_MESSAGES as M,
  type InvoiceCardSetupResponse,
  type PayInvoiceResponse,
  type PublicInvoiceView,
} from '@fsp/contracts';
import { serverErrorOr, useInvoicePaymentResult } from '@fsp/api-client';
import { Button, LoadingState, Notice, Stack } from '@fsp/ui';
import { PayWithCard } from './pay-with-card.js';
import styles from './invoice-page.module.css';

/** Where the payment stands on this page (the invoice's own status comes from the API). */
type Outcome =
  | { kind: 'none' }
  | { kind: 'authenticating' }
  | { kind: 'succeeded' }
  | { kind: 'failed'; reason: string | null }
  /** Back from the bank's page without finishing: its address, to go again. */
  | { kind: 'action_pending'; url: string | null }
  | { kind: 'check_failed'; message: string };

export interface InvoicePaymentProps {
  invoice: PublicInvoiceView;
  token: string;
  /** `?payment_intent=` after the sandbox's authentication page: the payment whose outcome to show. */
  returningPaymentIntent: string | null;
  /** Called once that outcome was asked for, so that a reload does not ask again. */
  onReturnHandled: () => void;
  /** Full page navigation (the sandbox's authentication page is served by the API). */
  leavePage: (url: string) => void;
}

/** "Pay now", the card form, and the payment's outcome: thank-you, authentication, processing or the reason it failed. */
export function InvoicePayment({ invoice, token, returningPaymentIntent, onReturnHandled, leavePage }: InvoicePaymentProps) {
  const [outcome, setOutcome] = useState<Outcome>(returningPaymentIntent ? { kind: 'authenticating' } : { kind: 'none' });
  const [showCard, setShowCard] = useState(false);
  // Each failed payment mounts a fresh card form on a fresh card setup.
  const [cardAttempt, setCardAttempt] = useState(0);
  const paymentResult = useInvoicePaymentResult(token);
  const { mutateAsync: fetchResult } = paymentResult;

  const settle = async (payment: PayInvoiceResponse, setup: InvoiceCardSetupResponse | null, afterAction = false): Promise<void> => {
    switch (payment.status) {
      case 'succeeded':
        setShowCard(false);
        setOutcome({ kind: 'succeeded' });
        return;
      case 'processing':
        // The invoice, read again before the answer arrives here, is `processing` until the payment settles.
        setShowCard(false);
        setOutcome({ kind: 'none' });
        return;
      case 'failed':
        setOutcome({ kind: 'failed', reason: payment.reason });
        setCardAttempt((attempt) => attempt + 1);
        setShowCard(true);
        return;
      case 'requires_action':
        setShowCard(false);
        await authenticate(payment, setup, afterAction);
    }
  };

  const authenticate = async (payment: PayInvoiceResponse, setup: InvoiceCardSetupResponse | null, afterAction: boolean) => {
    const next = payment.next_action;
    if (next?.redirect_url && !afterAction) {
      setOutcome({ kind: 'authenticating' });
      leavePage(next.redirect_url);
      return;
    }
    const publishableKey = next?.publishable_key ?? setup?.publishable_key;
    if (afterAction || !next?.client_secret || !next.stripe_account || !publishableKey || !payment.payment_intent_id) {
      setOutcome({ kind: 'action_pending', url: next?.redirect_url ?? null });
      return;
    }
    setOutcome({ kind: 'authenticating' });
    try {
      const { runStripeNextAction } = await import('../utils/stripe-next-action.js');
      await runStripeNextAction({ clientSecret: next.client_secret, stripeAccount: next.stripe_account, publishableKey });
      await settle(await fetchResult({ payment_intent_id: payment.payment_intent_id }), setup, true);
    } catch (error) {
      console.error('Finishing the payment after authentication failed', error);
      setOutcome({ kind: 'check_failed', message: serverErrorOr(error, M.failedToCheckPayment) });
    }
  };

  const showReturnOutcome = useEffectEvent((paymentIntentId: string) => {
    onReturnHandled();
    fetchResult({ payment_intent_id: paymentIntentId }).then(
      (payment) => settle(payment, null, true),
      (error: unknown) => {
        console.error('Reading the payment result failed', error);
        setOutcome({ kind: 'check_failed', message: serverErrorOr(error, M.failedToCheckPayment) });
      },
    );
  });
  const asked = useRef(false);
  useEffect(() => {
    if (!returningPaymentIntent || asked.current) return;
    asked.current = true;
    showReturnOutcome(returningPaymentIntent);
  }, [returningPaymentIntent]);

  if (outcome.kind === 'succeeded') {
    return (
      <Notice tone="success" data-testid="invoice-thank-you">
        {M.thankYou}
      </Notice>
    );
  }
  if (invoice.status === 'paid' || invoice.status === 'disputed') {
    return <Notice tone="success">{M.alreadyPaid}</Notice>;
  }
  if (outcome.kind === 'authenticating') return <LoadingState label={M.authenticating} />;
  if (invoice.status === 'processing') return <Notice tone="warning">{M.processing}</Notice>;

  const amount = formatMoney(invoice.total_cents, invoice.currency);
  return (
    <Stack gap="md">
      {outcome.kind === 'failed' && (
        <Notice tone="error" title={M.paymentFailed} data-testid="invoice-payment-failed">
          {outcome.reason && <p className={styles.reason}>{outcome.reason}</p>}
          <p className={styles.reason}>{M.newCardHint}</p>
        </Notice>
      )}
      {outcome.kind === 'none' && invoice.failure_reason && (
        <Notice tone="warning" title={M.lastPaymentFailed} data-testid="invoice-failure-reason">
          <p className={styles.reason}>{invoice.failure_reason}</p>
          {invoice.can_pay && <p className={styles.reason}>{M.newCardHint}</p>}
        </Notice>
      )}
      {outcome.kind === 'check_failed' && <Notice tone="error">{outcome.message}</Notice>}
      {outcome.kind === 'action_pending' && (
        <Notice tone="warning" title={M.authenticating}>
          {outcome.url && (
            <a className={styles.link} href={outcome.url}>
              {M.continueAuthentication}
            </a>
          )}
        </Notice>
      )}
      {!invoice.can_pay ? (
        <Notice tone="warning">{M.cannotPayOnline}</Notice>
      ) : showCard ? (
        <PayWithCard
          key={cardAttempt}
          token={token}
          amount={amount}
          customerName={invoice.customer_name}
          onPaid={(payment, setup) => void settle(payment, setup)}
          onCancel={() => setShowCard(false)}
        />
      ) : (
        <Button fullWidth onClick={() => setShowCard(true)}>
          {M.payNow}
        </Button>
      )}
    </Stack>
  );
}
