import { SIGNUP_INTENT_TRIAL } from '@fsp/contracts';
import type { LoginOptions } from '@fsp/session';

/** Where a new trial account lands after sign-up (part 1 §2.2); the API has made it an owner by then. */
export const TRIAL_SIGN_UP_RETURN_TO = '/onboarding-callback';

/** The identity provider's sign-up screen with the e-mail prefilled, the trial intent and the enforce flag (part 1 §7). */
export function trialSignUpLogin(email: string): LoginOptions {
  return {
    screenHint: 'signup',
    loginHint: email,
    returnTo: TRIAL_SIGN_UP_RETURN_TO,
    extraParams: { intent: SIGNUP_INTENT_TRIAL, enforce: 'true' },
  };
}
