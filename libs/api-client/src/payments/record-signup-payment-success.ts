import { PAYMENT_MESSAGES, type SignupPaymentSuccessRequest } from '@fsp/contracts';
import type { ApiClient } from '../use-api.js';
import { signupPaymentPath } from './signup-payment-paths.js';

/** POST the confirmed card; the API checks it with the provider, stores it once and completes the invite. */
export async function recordSignupPaymentSuccess(api: ApiClient, code: string, payment: SignupPaymentSuccessRequest): Promise<void> {
  await api.request<unknown>({
    method: 'POST',
    path: signupPaymentPath(code, 'payment-success'),
    body: payment,
    errorMessage: PAYMENT_MESSAGES.failedToSavePaymentMethod,
  });
}
