import { PAYMENT_FAILURE_REASONS } from '@fsp/contracts';
import type { ProviderPaymentError } from '../payments-provider.js';
import type { SandboxChargeBehaviour } from './sandbox-charge-behaviour.js';

export type SandboxChargeOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_payment_method'; lastError: ProviderPaymentError }
  /** The cardholder must authenticate (3-D Secure) on the sandbox's authentication page. */
  | { status: 'requires_action' };

export const SANDBOX_CARD_DECLINED: ProviderPaymentError = { code: 'card_declined', message: PAYMENT_FAILURE_REASONS.cardDeclined };

export const SANDBOX_AUTHENTICATION_REQUIRED: ProviderPaymentError = {
  code: 'authentication_required',
  message: PAYMENT_FAILURE_REASONS.authenticationRequired,
};

export const SANDBOX_AUTHENTICATION_FAILED: ProviderPaymentError = {
  code: 'payment_intent_authentication_failure',
  message: PAYMENT_FAILURE_REASONS.authenticationFailed,
};

/**
 * How a confirmed charge on a card answers, as Stripe's test cards do: an authentication the customer is not
 * there to give (off-session) fails, an on-session one waits for them.
 */
export function sandboxChargeOutcome(behaviour: SandboxChargeBehaviour, offSession: boolean): SandboxChargeOutcome {
  switch (behaviour) {
    case 'succeeds':
      return { status: 'succeeded' };
    case 'declined':
      return { status: 'requires_payment_method', lastError: SANDBOX_CARD_DECLINED };
    case 'authentication_required':
      return offSession ? { status: 'requires_payment_method', lastError: SANDBOX_AUTHENTICATION_REQUIRED } : { status: 'requires_action' };
  }
}
