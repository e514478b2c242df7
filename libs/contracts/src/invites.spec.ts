import { customerInviteStatus, normalizeCustomerInviteTtl, signupPath } from './invites.js';

describe('normalizeCustomerInviteTtl', () => {
  it.each([
    [24, 24],
    ['48', 48],
    [0, 1],
    [-5, 1],
    ['0', 1],
    [2.6, 3],
    ['abc', 72],
    ['', 72],
    [null, 72],
    [undefined, 72],
    [Number.NaN, 72],
    [Number.POSITIVE_INFINITY, 72],
  ])('%p becomes %p', (input, expected) => {
    expect(normalizeCustomerInviteTtl(input)).toBe(expected);
  });
});

describe('customerInviteStatus', () => {
  const now = new Date('2030-01-02T00:00:00Z');

  it('keeps the stored status while the invite is valid', () => {
    expect(customerInviteStatus('pending', '2030-01-03T00:00:00Z', now)).toBe('pending');
    expect(customerInviteStatus('submitted', new Date('2030-01-02T00:00:01Z'), now)).toBe('submitted');
  });

  it('reports expired once past the expiry, unless completed', () => {
    expect(customerInviteStatus('pending', '2030-01-01T23:59:59Z', now)).toBe('expired');
    expect(customerInviteStatus('submitted', now, now)).toBe('expired');
    expect(customerInviteStatus('completed', '2029-01-01T00:00:00Z', now)).toBe('completed');
  });
});

describe('signupPath', () => {
  it('puts the code under /signup/, escaped', () => {
    expect(signupPath('Ab_-9')).toBe('/signup/Ab_-9');
    expect(signupPath('a/b')).toBe('/signup/a%2Fb');
  });
});
