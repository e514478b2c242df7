export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 200;

export const SIGNUP_ERRORS = {
  invalidEmail: 'Enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters.`,
  duplicateEmail: 'An account with this email already exists.',
} as const;

export const SIGNIN_ERRORS = {
  wrongCredentials: 'Wrong email or password.',
  missingFields: 'Enter your email and password.',
} as const;

/** Shown instead of checking the password while the e-mail or the client address is cooling down. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

export interface SignupInput {
  email: string;
  password: string;
  name: string;
}

/** The first problem with a sign-up, or null when it can go ahead. */
export function signupProblem({ email, password, name }: SignupInput): string | null {
  if (!isValidEmail(normalizeEmail(email))) return SIGNUP_ERRORS.invalidEmail;
  if (password.length < PASSWORD_MIN_LENGTH) return SIGNUP_ERRORS.passwordTooShort;
  if (name.trim().length > NAME_MAX_LENGTH) return SIGNUP_ERRORS.nameTooLong;
  return null;
}
