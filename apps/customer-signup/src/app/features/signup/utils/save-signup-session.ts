import { SIGNUP_SESSION_STORAGE_KEY, type SignupSessionContext } from '@fsp/contracts';

/** Leaves what the payment step needs (part 2 §3) for /signup/{code}/pay in this tab's sessionStorage. */
export function saveSignupSession(context: SignupSessionContext, storage: Storage = window.sessionStorage): void {
  storage.setItem(SIGNUP_SESSION_STORAGE_KEY, JSON.stringify(context));
}
