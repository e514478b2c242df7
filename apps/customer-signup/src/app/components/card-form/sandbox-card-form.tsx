import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { SANDBOX_TEST_CARDS } from '@fsp/contracts';
import { confirmSandboxCard, isApiError, useApi } from '@fsp/api-client';
import { Badge, TextField } from '@fsp/ui';
import { CardError, type CardConfirmer } from './card-confirmer.js';
import styles from './card-form.module.css';

export interface SandboxCardFormProps {
  /** The card setup the card is confirmed on (the signup's or the invoice page's). */
  setupIntent: { setup_intent_id: string; client_secret: string };
  ref: Ref<CardConfirmer>;
  onReadyChange: (ready: boolean) => void;
  disabled: boolean;
  /** Id of the element showing the card's problem, for aria-describedby. */
  errorId?: string;
}

/** The embedded sandbox provider's card form: the same three fields as Stripe's, confirmed by the API. */
export function SandboxCardForm({ setupIntent, ref, onReadyChange, disabled, errorId }: SandboxCardFormProps) {
  const api = useApi();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  useEffect(() => {
    onReadyChange(true);
    return () => onReadyChange(false);
  }, [onReadyChange]);

  useImperativeHandle(
    ref,
    () => ({
      async confirm() {
        try {
          const confirmed = await confirmSandboxCard(api, setupIntent.setup_intent_id, {
            client_secret: setupIntent.client_secret,
            card_number: cardNumber,
            expiry,
            cvc,
          });
          return { paymentMethodId: confirmed.payment_method };
        } catch (error) {
          // 400 and 402 are the card's own problems (incomplete, incorrect, declined), in the provider's words.
          if (isApiError(error) && (error.status === 400 || error.status === 402)) throw new CardError(error.message);
          throw error;
        }
      },
    }),
    [api, setupIntent, cardNumber, expiry, cvc],
  );

  return (
    <fieldset className={styles.cardFields} disabled={disabled} aria-describedby={errorId}>
      <legend className={styles.cardLegend}>
        Card <Badge color="yellow">Sandbox</Badge>
      </legend>
      <TextField
        label="Card number"
        value={cardNumber}
        onChange={(event) => setCardNumber(event.target.value)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
      />
      <div className={styles.cardRow}>
        <TextField
          label="Expiry"
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          maxLength={7}
        />
        <TextField
          label="CVC"
          value={cvc}
          onChange={(event) => setCvc(event.target.value)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          maxLength={4}
        />
      </div>
      <p className={styles.hint}>
        Test mode: no real card is charged. {SANDBOX_TEST_CARDS.succeeds} is accepted; {SANDBOX_TEST_CARDS.declined} is declined.
      </p>
    </fieldset>
  );
}
