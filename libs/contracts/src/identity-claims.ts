/**
 * Extra access-token claim: why the account was created (the `intent` authorize parameter at sign-up,
 * e.g. `trial`). Present only on accounts that signed up with an intent.
 */
export const SIGNUP_INTENT_CLAIM = 'https://fieldwise.app/signup_intent';

/** Authorize parameters the sign-in page understands beyond the OIDC ones (part 1 §7). */
export const IDENTITY_EXTRA_AUTHORIZE_PARAMS = ['screen_hint', 'intent', 'enforce'] as const;

export const SIGNUP_INTENT_TRIAL = 'trial';
