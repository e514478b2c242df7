import { PAYMENT_MESSAGES, type SignupConsentRequest } from '@fsp/contracts';
import type { ApiClient } from '../use-api.js';
import { signupPaymentPath } from './signup-payment-paths.js';

/** POST the customer's auto-pay consent and invoice e-mail choice. */
export async function recordSignupConsent(api: ApiClient, code: string, consent: SignupConsentRequest): Promise<void> {
  await api.request<unknown>({
    method: 'POST',
    path: signupPaymentPath(code, 'consent'),
    body: consent,
    errorMessage: PAYMENT_MESSAGES.failedToSavePaymentMethod,
  });
}
