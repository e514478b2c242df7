import {
  DEFAULT_OWNER_INVITE_TTL_HOURS,
} from './invites.js';
import {
  INDUSTRIES,
  OWNER_INVITE_MESSAGES,
  ownerAcceptFieldError,
  ownerAcceptRedirect,
  ownerInviteErrors,
  ownerInviteStatus,
  ownerInviteTtlHours,
  ownerOnboardPath,
} from './owner-invitations.js';

describe('owner invitations', () => {
  it('lists the industries of part 2 §9', () => {
    expect(INDUSTRIES).toEqual(['Lawncare', 'Cleaning', 'House Washing', 'Pest Control', 'Other']);
  });

  it('requires the owner e-mail and organization name', () => {
    expect(ownerInviteErrors({})).toEqual({
      owner_email: OWNER_INVITE_MESSAGES.emailRequired,
      org_name: OWNER_INVITE_MESSAGES.orgNameRequired,
    });
    expect(ownerInviteErrors({ owner_email: '  ', org_name: ' ' })).toMatchObject({
      owner_email: OWNER_INVITE_MESSAGES.emailRequired,
      org_name: OWNER_INVITE_MESSAGES.orgNameRequired,
    });
    expect(ownerInviteErrors({ owner_email: 'not an email', org_name: 'Acme' })).toEqual({ owner_email: OWNER_INVITE_MESSAGES.emailInvalid });
    expect(ownerInviteErrors({ owner_email: ' new@owner.test ', org_name: 'Acme', industry: 'Cleaning', ttl_hours: '5' })).toEqual({});
  });

  it('takes a TTL of at least 1 whole hour and defaults it to 120', () => {
    expect(ownerInviteTtlHours(undefined)).toBe(DEFAULT_OWNER_INVITE_TTL_HOURS);
    expect(ownerInviteTtlHours(null)).toBe(120);
    expect(ownerInviteTtlHours('')).toBe(120);
    expect(ownerInviteTtlHours(1)).toBe(1);
    expect(ownerInviteTtlHours(' 48 ')).toBe(48);
    expect(ownerInviteTtlHours(0)).toBeNull();
    expect(ownerInviteTtlHours(-3)).toBeNull();
    expect(ownerInviteTtlHours(1.5)).toBeNull();
    expect(ownerInviteTtlHours('soon')).toBeNull();
    expect(ownerInviteErrors({ owner_email: 'a@b.test', org_name: 'A', ttl_hours: 0 })).toEqual({ ttl_hours: OWNER_INVITE_MESSAGES.ttlTooSmall });
  });

  it('refuses an industry outside the list and over-long text', () => {
    expect(ownerInviteErrors({ owner_email: 'a@b.test', org_name: 'A', industry: 'Plumbing' })).toEqual({
      industry: OWNER_INVITE_MESSAGES.industryInvalid,
    });
    expect(ownerInviteErrors({ owner_email: 'a@b.test', org_name: 'x'.repeat(201) }).org_name).toBe(
      'Organization name must be at most 200 characters.',
    );
  });

  it('shows pending invitations past their expiry as expired, accepted ones as accepted', () => {
    const now = new Date('2026-01-02T00:00:00Z');
    expect(ownerInviteStatus('pending', '2026-01-03T00:00:00Z', now)).toBe('pending');
    expect(ownerInviteStatus('pending', '2026-01-01T00:00:00Z', now)).toBe('expired');
    expect(ownerInviteStatus('accepted', '2026-01-01T00:00:00Z', now)).toBe('accepted');
  });

  it('redirects after accepting to the ticket, then payment onboarding, then login', () => {
    expect(ownerAcceptRedirect({ auth0_ticket_url: 't', stripe_onboarding_url: 's', login_url: 'l' })).toBe('t');
    expect(ownerAcceptRedirect({ stripe_onboarding_url: 's', login_url: 'l' })).toBe('s');
    expect(ownerAcceptRedirect({ login_url: 'l' })).toBe('l');
    expect(ownerAcceptRedirect({})).toBeNull();
    expect(ownerOnboardPath('a b')).toBe('/admin/owner-onboard/a%20b');
  });
});

describe('owner accept payload', () => {
  it('takes optional text and limits the state to 2 characters', () => {
    expect(ownerAcceptFieldError('state', null)).toBeNull();
    expect(ownerAcceptFieldError('state', 'nc')).toBeNull();
    expect(ownerAcceptFieldError('state', 'NCA')).toBe('State must be at most 2 characters.');
    expect(ownerAcceptFieldError('zip', 12345)).toBe('ZIP must be text.');
  });
});
