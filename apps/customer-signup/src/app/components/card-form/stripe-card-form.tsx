import { useEffect, useId, useImperativeHandle, useMemo, type Ref } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardError, type CardConfirmer } from './card-confirmer.js';
import styles from './card-form.module.css';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  billing: { name?: string; email?: string };
  ref: Ref<CardConfirmer>;
  onReadyChange: (ready: boolean) => void;
  /** Stripe.js could not be loaded (offline, blocked). */
  onLoadError: () => void;
  disabled: boolean;
  errorId?: string;
}

/**
 * Stripe's CardElement, confirmed in the browser with stripe.confirmCardSetup (no redirect unless the card's
 * bank requires one). Loaded lazily: Stripe.js is fetched only when the API runs on Stripe.
 */
export default function StripeCardForm({ publishableKey, onLoadError, ...card }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  useEffect(() => {
    let current = true;
    stripe.then(
      (loaded) => {
        if (!loaded && current) onLoadError();
      },
      () => {
        if (current) onLoadError();
      },
    );
    return () => {
      current = false;
    };
  }, [stripe, onLoadError]);
  return (
    <Elements stripe={stripe}>
      <StripeCard {...card} />
    </Elements>
  );
}

function StripeCard({ clientSecret, billing, ref, onReadyChange, disabled, errorId }: Omit<StripeCardFormProps, 'publishableKey' | 'onLoadError'>) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();

  useEffect(() => () => onReadyChange(false), [onReadyChange]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm() {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardError('The card form is still loading.');
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
        });
        if (error) throw new CardError(error.message ?? 'Your card could not be saved.');
        const paymentMethod = setupIntent.payment_method;
        const paymentMethodId = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
        if (!paymentMethodId) throw new Error(`Setup intent ${setupIntent.id} has no payment method`);
        return { paymentMethodId };
      },
    }),
    [stripe, elements, clientSecret, billing.name, billing.email],
  );

  return (
    <div className={styles.cardFields} role="group" aria-labelledby={labelId} aria-describedby={errorId}>
      <p id={labelId} className={styles.cardLegend}>
        Card
      </p>
      <div className={styles.stripeCard}>
        <CardElement options={{ disabled }} onReady={() => onReadyChange(true)} />
      </div>
    </div>
  );
}
