import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import {
  PAYMENT_MESSAGES,
  SIGNUP_REDIRECT_AFTER_SAVE_MS,
  signupPath,
  type SignupSessionContext,
  type SignupSetupIntentResponse,
} from '@fsp/contracts';
import { recordSignupConsent, recordSignupPaymentSuccess, serverErrorOr, useApi, useSignupSetupIntent } from '@fsp/api-client';
import { Button, Checkbox, ErrorState, LoadingState, PublicFrame, Stack } from '@fsp/ui';
import { isCardError, type CardConfirmer } from '../../../components/card-form/card-confirmer.js';
import { SandboxCardForm } from '../../../components/card-form/sandbox-card-form.js';
import { clearSignupSession, readSignupSession } from '../utils/read-signup-session.js';
import styles from './signup-payment.module.css';

const StripeCardForm = lazy(() => import('../../../components/card-form/stripe-card-form.js'));

const TITLE = PAYMENT_MESSAGES.addPaymentMethod;

export interface SignupPaymentPageProps {
  /** Where the browser goes once the card is saved; a full page load, since / belongs to another remote. */
  leavePage?: (url: string) => void;
}

/** /signup/{code}/pay: auto-pay consent, invoice e-mail choice and a card saved with the payment provider (part 2 §2). */
export function SignupPaymentPage({ leavePage = (url) => window.location.assign(url) }: SignupPaymentPageProps) {
  const code = useParams()['code'] ?? '';
  const [context] = useState(() => readSignupSession(code));
  if (!context) return <Navigate to={signupPath(code)} replace />;
  return <PaymentStep context={context} leavePage={leavePage} />;
}

type SaveState = 'idle' | 'saving' | 'saved';

function PaymentStep({ context, leavePage }: { context: SignupSessionContext; leavePage: (url: string) => void }) {
  const setupIntent = useSignupSetupIntent({ code: context.code, orgId: context.org_id, email: context.email });
  const [stripeLoadFailed, setStripeLoadFailed] = useState(false);
  const onStripeLoadError = useCallback(() => setStripeLoadFailed(true), []);

  if (setupIntent.isPending) {
    return (
      <PublicFrame title={TITLE}>
        <LoadingState />
      </PublicFrame>
    );
  }
  if (setupIntent.isError || stripeLoadFailed) {
    return (
      <PublicFrame title={TITLE}>
        <ErrorState
          message={serverErrorOr(setupIntent.error, PAYMENT_MESSAGES.failedToInitializePayment)}
          onRetry={() => {
            setStripeLoadFailed(false);
            void setupIntent.refetch();
          }}
          retrying={setupIntent.isFetching}
        />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame title={TITLE}>
      <PaymentForm context={context} setupIntent={setupIntent.data} leavePage={leavePage} onStripeLoadError={onStripeLoadError} />
    </PublicFrame>
  );
}

interface PaymentFormProps {
  context: SignupSessionContext;
  setupIntent: SignupSetupIntentResponse;
  leavePage: (url: string) => void;
  onStripeLoadError: () => void;
}

function PaymentForm({ context, setupIntent, leavePage, onStripeLoadError }: PaymentFormProps) {
  const api = useApi();
  const cardErrorId = useId();
  const card = useRef<CardConfirmer>(null);
  const alreadyConfirmed = setupIntent.payment_method ?? null;
  const [cardReady, setCardReady] = useState(false);
  const [autoPayConsent, setAutoPayConsent] = useState(false);
  const [invoiceEmailOptIn, setInvoiceEmailOptIn] = useState(true);
  const [state, setState] = useState<SaveState>('idle');
  const [cardError, setCardError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  // Guards against a second click before React re-renders the disabled button.
  const saving = useRef(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  // Leaving within the 1.2 s (e.g. Back) must not pull the customer to / afterwards.
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);
  // Once the provider confirmed the card, a retry after a failed save must not confirm it again.
  const confirmedPaymentMethod = useRef<string | null>(alreadyConfirmed);
  const cardFormReady = alreadyConfirmed !== null || cardReady;

  const save = async () => {
    if (saving.current || !autoPayConsent || !cardFormReady) return;
    saving.current = true;
    setState('saving');
    setCardError(null);
    setSaveError(null);
    try {
      if (!confirmedPaymentMethod.current) {
        if (!card.current) throw new Error('The card form is not ready');
        confirmedPaymentMethod.current = (await card.current.confirm()).paymentMethodId;
      }
      await recordSignupConsent(api, context.code, {
        org_id: context.org_id,
        auto_pay_consent: true,
        invoice_email_opt_in: invoiceEmailOptIn,
        email: context.email,
        name: context.name,
      });
      await recordSignupPaymentSuccess(api, context.code, {
        org_id: context.org_id,
        setup_intent_id: setupIntent.setup_intent_id,
        payment_method: confirmedPaymentMethod.current,
        customer_id: setupIntent.customer_id,
        email: context.email,
      });
      setState('saved');
      clearSignupSession();
      redirectTimer.current = window.setTimeout(() => leavePage('/'), SIGNUP_REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      if (isCardError(error)) setCardError(error.message);
      else setSaveError(serverErrorOr(error, PAYMENT_MESSAGES.failedToSavePaymentMethod));
      setState('idle');
      saving.current = false;
    }
  };

  const busy = state !== 'idle';
  const cardFormProps = { ref: card, onReadyChange: setCardReady, disabled: busy, errorId: cardError ? cardErrorId : undefined };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <p className={styles.intro}>
          Save a card with <span className={styles.organization}>{context.org_name}</span> for automatic payment of your invoices.
        </p>
        <Stack gap="sm">
          <Checkbox
            label={PAYMENT_MESSAGES.autoPayConsent}
            checked={autoPayConsent}
            onChange={(event) => setAutoPayConsent(event.target.checked)}
            disabled={busy}
          />
          <Checkbox
            label={PAYMENT_MESSAGES.invoiceEmailOptIn}
            checked={invoiceEmailOptIn}
            onChange={(event) => setInvoiceEmailOptIn(event.target.checked)}
            disabled={busy}
          />
        </Stack>
        <Stack gap="sm">
          {alreadyConfirmed ? (
            <p className={styles.hint}>{PAYMENT_MESSAGES.cardAlreadyConfirmed}</p>
          ) : setupIntent.provider === 'stripe' && setupIntent.publishable_key ? (
            <Suspense fallback={<LoadingState label="Loading card form…" />}>
              <StripeCardForm
                {...cardFormProps}
                publishableKey={setupIntent.publishable_key}
                clientSecret={setupIntent.client_secret}
                billing={{ name: context.name, email: context.email }}
                onLoadError={onStripeLoadError}
              />
            </Suspense>
          ) : (
            <SandboxCardForm {...cardFormProps} setupIntent={setupIntent} />
          )}
          {cardError && (
            <p id={cardErrorId} className={styles.cardError} role="alert">
              {cardError}
            </p>
          )}
        </Stack>
        {saveError && (
          <p className={styles.saveError} role="alert">
            {saveError}
          </p>
        )}
        {state === 'saved' ? (
          <p className={styles.success} role="status">
            {PAYMENT_MESSAGES.paymentMethodSaved}
          </p>
        ) : (
          <Button type="submit" fullWidth disabled={!autoPayConsent || !cardFormReady} loading={state === 'saving'}>
            {state === 'saving' ? PAYMENT_MESSAGES.savingPaymentMethod : PAYMENT_MESSAGES.savePaymentMethod}
          </Button>
        )}
      </Stack>
    </form>
  );
}
