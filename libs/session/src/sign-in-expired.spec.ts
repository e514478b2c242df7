import { isSignInExpired } from './sign-in-expired.js';

describe('isSignInExpired', () => {
  it('recognises the SDK errors that only a new sign-in can cure', () => {
    for (const code of ['invalid_grant', 'login_required', 'missing_refresh_token', 'consent_required']) {
      expect(isSignInExpired(Object.assign(new Error(code), { error: code }))).toBe(true);
    }
  });

  it('leaves network failures and other errors to the caller', () => {
    expect(isSignInExpired(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSignInExpired({ error: 'timeout' })).toBe(false);
    expect(isSignInExpired('invalid_grant')).toBe(false);
    expect(isSignInExpired(null)).toBe(false);
  });
});
