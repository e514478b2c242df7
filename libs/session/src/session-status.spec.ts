import { deriveSessionStatus, safeReturnTo } from './session-status.js';

const facts = { authLoading: false, authenticated: true, hasProfile: false, profileError: null, accountInactive: false };

describe('deriveSessionStatus', () => {
  it('is loading while the identity provider decides', () => {
    expect(deriveSessionStatus({ ...facts, authLoading: true })).toBe('loading');
  });

  it('is signed out without authentication, even after a failed redirect', () => {
    expect(deriveSessionStatus({ ...facts, authenticated: false, profileError: 'x' })).toBe('signed-out');
  });

  it('waits for the profile, then is signed in', () => {
    expect(deriveSessionStatus(facts)).toBe('loading');
    expect(deriveSessionStatus({ ...facts, hasProfile: true })).toBe('signed-in');
  });

  it('is an error when the first profile load fails, but keeps a loaded profile on refresh failure', () => {
    expect(deriveSessionStatus({ ...facts, profileError: 'down' })).toBe('error');
    expect(deriveSessionStatus({ ...facts, hasProfile: true, profileError: 'down' })).toBe('signed-in');
  });
});

describe('deriveSessionStatus for an inactive account', () => {
  it('is inactive once signed in, and signed out after signing out', () => {
    expect(deriveSessionStatus({ ...facts, profileError: 'Your account is inactive.', accountInactive: true })).toBe('inactive');
    expect(deriveSessionStatus({ ...facts, authenticated: false, accountInactive: true })).toBe('signed-out');
    expect(deriveSessionStatus({ ...facts, authLoading: true, accountInactive: true })).toBe('loading');
  });
});

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeReturnTo('/app/customers?x=1', '/app')).toBe('/app/customers?x=1');
  });

  it('refuses other origins and empty values', () => {
    expect(safeReturnTo('https://evil.test/', '/app')).toBe('/app');
    expect(safeReturnTo('//evil.test/', '/app')).toBe('/app');
    expect(safeReturnTo(undefined, '/app')).toBe('/app');
  });
});
