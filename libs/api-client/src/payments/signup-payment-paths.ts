import { publicSignupPath } from '../public-signup/get-public-signup.js';

/** The public payment-step endpoints of one invite code: no token, the code is the credential. */
export function signupPaymentPath(code: string, step: 'setup-intent' | 'consent' | 'payment-success'): string {
  return `${publicSignupPath(code)}/${step}`;
}
