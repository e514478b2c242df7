/**
 * What the signup form leaves for the payment step (part 2 §3 "Session context kept for the payment step").
 * Kept in sessionStorage under SIGNUP_SESSION_STORAGE_KEY; without it /signup/{code}/pay returns to the form.
 */
export interface SignupSessionContext {
  code: string;
  org_id: string;
  org_name: string;
  email: string;
  name: string;
}

export const SIGNUP_SESSION_STORAGE_KEY = 'fsp:signup-session';

/** Delay before leaving the payment step for / once the card is saved (part 2 §9). */
export const SIGNUP_REDIRECT_AFTER_SAVE_MS = 1200;
