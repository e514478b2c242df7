import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { INVOICE_PAGE_MESSAGES as M, type InvoiceCardSetupResponse, type PayInvoiceResponse } from '@fsp/contracts';
import { serverErrorOr, useCreateInvoiceCardSetup, usePayInvoice } from '@fsp/api-client';
import { Button, LoadingState, Notice, Stack } from '@fsp/ui';
import { isCardError, type CardConfirmer } from '../../../components/card-form/card-confirmer.js';
import { SandboxCardForm } from '../../../components/card-form/sandbox-card-form.js';
import styles from './invoice-page.module.css';

const StripeCardForm = lazy(() => import('../../../components/card-form/stripe-card-form.js'));

export interface PayWithCardProps {
  token: string;
  /** "$215.50", on the pay button. */
  amount: string;
  customerName: string | null;
  /** The payment's state after /pay, with the card setup it used. */
  onPaid: (payment: PayInvoiceResponse, setup: InvoiceCardSetupResponse) => void;
  onCancel: () => void;
}

/** A card setup for this invoice, the card form the signup uses, and "Pay $X": confirm the card, then pay with it. */
export function PayWithCard({ token, amount, customerName, onPaid, onCancel }: PayWithCardProps) {
  const cardSetup = useCreateInvoiceCardSetup(token);
  const { mutate: startSetup } = cardSetup;
  const [stripeLoadFailed, setStripeLoadFailed] = useState(false);
  const onStripeLoadError = useCallback(() => setStripeLoadFailed(true), []);
  const started = useRef(false);
  useEffect(() => {
    // Once per mount (React's development double effects included); a new card needs a new mount.
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (cardSetup.isError || stripeLoadFailed) {
    return (
      <Notice tone="error" title={serverErrorOr(cardSetup.error, M.failedToStartPayment)}>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setStripeLoadFailed(false);
              startSetup();
            }}
          >
            {M.tryAgain}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {M.cancel}
          </Button>
        </div>
      </Notice>
    );
  }
  if (!cardSetup.data) return <LoadingState label="Loading card form…" />;
  return (
    <CardPaymentForm
      token={token}
      setup={cardSetup.data}
      amount={amount}
      customerName={customerName}
      onPaid={onPaid}
      onCancel={onCancel}
      onStripeLoadError={onStripeLoadError}
    />
  );
}

interface CardPaymentFormProps extends PayWithCardProps {
  setup: InvoiceCardSetupResponse;
  onStripeLoadError: () => void;
}

function CardPaymentForm({ token, setup, amount, customerName, onPaid, onCancel, onStripeLoadError }: CardPaymentFormProps) {
  const pay = usePayInvoice(token);
  const card = useRef<CardConfirmer>(null);
  const cardErrorId = useId();
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // A second press before React re-renders the disabled button must not pay twice.
  const busy = useRef(false);
  // Once the provider confirmed the card, a retry after a failed /pay must not confirm it again.
  const confirmed = useRef(false);

  const submit = async () => {
    if (busy.current || !cardReady) return;
    busy.current = true;
    setPaying(true);
    setCardError(null);
    setPayError(null);
    try {
      if (!confirmed.current) {
        if (!card.current) throw new Error('The card form is not ready');
        await card.current.confirm();
        confirmed.current = true;
      }
      const payment = await pay.mutateAsync({ setup_intent_id: setup.setup_intent_id });
      onPaid(payment, setup);
    } catch (error) {
      if (isCardError(error)) setCardError(error.message);
      else setPayError(serverErrorOr(error, M.failedToStartPayment));
      busy.current = false;
      setPaying(false);
    }
  };

  const cardFormProps = { ref: card, onReadyChange: setCardReady, disabled: paying, errorId: cardError ? cardErrorId : undefined };
  return (
    <form
      noValidate
      aria-label={M.payNow}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {setup.provider === 'stripe' && setup.publishable_key ? (
          <Suspense fallback={<LoadingState label="Loading card form…" />}>
            <StripeCardForm
              {...cardFormProps}
              publishableKey={setup.publishable_key}
              clientSecret={setup.client_secret}
              billing={customerName ? { name: customerName } : {}}
              onLoadError={onStripeLoadError}
            />
          </Suspense>
        ) : (
          <SandboxCardForm {...cardFormProps} setupIntent={setup} />
        )}
        {cardError && (
          <p id={cardErrorId} className={styles.cardError} role="alert">
            {cardError}
          </p>
        )}
        {payError && <Notice tone="error">{payError}</Notice>}
        <div className={styles.actions}>
          <Button type="submit" disabled={!cardReady} loading={paying}>
            {paying ? M.paying : M.payAmount(amount)}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={paying}>
            {M.cancel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
