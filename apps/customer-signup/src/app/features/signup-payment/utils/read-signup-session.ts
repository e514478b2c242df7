import { SIGNUP_SESSION_STORAGE_KEY, type SignupSessionContext } from '@fsp/contracts';

const FIELDS = ['code', 'org_id', 'org_name', 'email', 'name'] as const;

function isSignupSessionContext(value: unknown): value is SignupSessionContext {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return FIELDS.every((field) => typeof record[field] === 'string') && record['code'] !== '' && record['org_id'] !== '';
}

/** What the signup form left for this invite's payment step, or null when there is none (part 2 §2). */
export function readSignupSession(code: string, storage: Storage = window.sessionStorage): SignupSessionContext | null {
  const stored = storage.getItem(SIGNUP_SESSION_STORAGE_KEY);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSignupSessionContext(parsed) && parsed.code === code ? parsed : null;
  } catch {
    return null;
  }
}

/** The payment step is over: the context must not send anyone back into it. */
export function clearSignupSession(storage: Storage = window.sessionStorage): void {
  storage.removeItem(SIGNUP_SESSION_STORAGE_KEY);
}
