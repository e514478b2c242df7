/** Owner invitations: the admin's "Invite Organization Owner" form and the owner onboarding page (part 1 §2.6, §3, §4; part 2 §2, §3, §5, §8, §9). */
import { DEFAULT_OWNER_INVITE_TTL_HOURS, MIN_INVITE_TTL_HOURS } from './invites.js';

/** Industries an organization can be in (part 2 §9). */
export const INDUSTRIES = ['Lawncare', 'Cleaning', 'House Washing', 'Pest Control', 'Other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}

/** `accepted` once the owner accepted; `expired` is shown for a pending invitation past its expiry. */
export const OWNER_INVITE_STATUSES = ['pending', 'accepted', 'expired'] as const;
export type OwnerInviteStatus = (typeof OWNER_INVITE_STATUSES)[number];

export function ownerInviteStatus(status: string, expiresAt: Date | string, now: Date = new Date()): OwnerInviteStatus {
  if (status === 'accepted') return 'accepted';
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const OWNER_INVITE_MESSAGES = {
  emailRequired: 'Owner email is required.',
  emailInvalid: 'Enter a valid email address.',
  orgNameRequired: 'Organization name is required.',
  ttlTooSmall: `TTL must be a whole number of hours, at least ${MIN_INVITE_TTL_HOURS}.`,
  industryInvalid: `Industry must be one of: ${INDUSTRIES.join(', ')}.`,
  failedToCreate: 'Failed to create owner invite',
  failedToLoad: 'Failed to load owner invites',
  created: 'Owner invite created',
  noInvites: 'No owner invitations yet.',
  inviteNotFound: 'Invite not found',
  failedToLoadInvite: 'Failed to load invite',
  failedToAccept: 'Failed to accept invite',
  accepted: 'Invite accepted! You can now open the app.',
  expired: 'This invite has expired.',
  used: 'This invite has already been used.',
  oneOwnerPerOrganization: 'Only one owner is allowed for an organization. Another owner already exists for this org.',
  ownsAnotherOrganization: 'This email already belongs to the owner of another organization.',
  adminAccount: 'This email belongs to an admin account and cannot become an organization owner.',
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;

/** Longest accepted text per field; the screens cap their inputs the same way. */
export const OWNER_INVITE_MAX_LENGTH = {
  email: 254,
  name: 200,
  org_name: 200,
  website: 2048,
  phone_number: 40,
  street: 200,
  city: 100,
  state: 2,
  zip: 10,
} as const;

/** POST /api/admin/owner-invitations (part 2 §3 "Owner invitation" create payload). */
export interface CreateOwnerInviteRequest {
  owner_email: string;
  owner_name?: string | null;
  org_name: string;
  industry?: Industry | null;
  website?: string | null;
  phone_number?: string | null;
  /** Hours until the link expires: a whole number of at least 1; absent or empty means 120. */
  ttl_hours?: number | string | null;
}

/** A row of GET /api/admin/owner-invitations/recent, newest first; the create call answers one too. */
export interface OwnerInvitation {
  code: string;
  created_at: string;
  organization_name: string;
  email: string;
  owner_name: string | null;
  industry: string | null;
  status: OwnerInviteStatus;
  expires_at: string;
  /** The onboarding page on the app's origin, /admin/owner-onboard/{code}. */
  link: string;
}

/** How many invitations GET /api/admin/owner-invitations/recent returns at most. */
export const RECENT_OWNER_INVITES_LIMIT = 100;

export interface OwnerInvitePrefill {
  org_name: string | null;
  website: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** GET /api/public/owner-onboard/{code} (part 1 §3 "Owner invite"). */
export interface OwnerInvite {
  invited_email: string;
  status: OwnerInviteStatus;
  expires_at: string;
  prefill: OwnerInvitePrefill;
}

/** POST /api/public/owner-onboard/{code}/accept (part 1 §3 "Owner accept payload"); empty values are sent as null. */
export interface OwnerAcceptRequest {
  name: string | null;
  website: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

/** Where the new owner goes next, in this order of preference (part 1 §4 "Owner invite"). */
export interface OwnerAcceptResponse {
  auth0_ticket_url?: string;
  stripe_onboarding_url?: string;
  login_url?: string;
}

/** The first address to go to after accepting, or null to stay and show the "accepted" message. */
export function ownerAcceptRedirect(response: OwnerAcceptResponse): string | null {
  return response.auth0_ticket_url || response.stripe_onboarding_url || response.login_url || null;
}

/** The path of the owner onboarding page for an invitation code. */
export function ownerOnboardPath(code: string): string {
  return `/admin/owner-onboard/${encodeURIComponent(code)}`;
}

function isEmailShaped(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/**
 * TTL in hours from what the form or the request carries: absent/empty means 120; otherwise a whole number of
 * at least 1. Null when the value is not acceptable.
 */
export function ownerInviteTtlHours(value: unknown): number | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return DEFAULT_OWNER_INVITE_TTL_HOURS;
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isInteger(parsed) && parsed >= MIN_INVITE_TTL_HOURS ? parsed : null;
}

export const OWNER_INVITE_FIELDS = ['owner_email', 'owner_name', 'org_name', 'industry', 'website', 'phone_number', 'ttl_hours'] as const;
export type OwnerInviteField = (typeof OWNER_INVITE_FIELDS)[number];

const FIELD_LABELS: Record<'owner_name' | 'org_name' | 'website' | 'phone_number', [label: string, max: number]> = {
  owner_name: ['Owner name', OWNER_INVITE_MAX_LENGTH.name],
  org_name: ['Organization name', OWNER_INVITE_MAX_LENGTH.org_name],
  website: ['Website', OWNER_INVITE_MAX_LENGTH.website],
  phone_number: ['Phone', OWNER_INVITE_MAX_LENGTH.phone_number],
};

/**
 * The rule for one field of an owner invite, on its raw value (text is judged trimmed; text fields that are not
 * text count as empty). Null when acceptable. The admin form and the API both judge an invite with this.
 */
export function ownerInviteFieldError(field: OwnerInviteField, value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field) {
    case 'owner_email':
      if (!text) return OWNER_INVITE_MESSAGES.emailRequired;
      return text.length > OWNER_INVITE_MAX_LENGTH.email || !isEmailShaped(text) ? OWNER_INVITE_MESSAGES.emailInvalid : null;
    case 'org_name':
      if (!text) return OWNER_INVITE_MESSAGES.orgNameRequired;
      break;
    case 'industry':
      return value === undefined || value === null || value === '' || isIndustry(value) ? null : OWNER_INVITE_MESSAGES.industryInvalid;
    case 'ttl_hours':
      return ownerInviteTtlHours(value) === null ? OWNER_INVITE_MESSAGES.ttlTooSmall : null;
  }
  const [label, max] = FIELD_LABELS[field];
  if (value !== undefined && value !== null && typeof value !== 'string') return `${label} must be text.`;
  return text.length > max ? OWNER_INVITE_MESSAGES.fieldTooLong(label, max) : null;
}

/** The problems of a whole owner invite, by field (empty when it can be sent). */
export function ownerInviteErrors(input: Partial<Record<OwnerInviteField, unknown>>): Partial<Record<OwnerInviteField, string>> {
  const errors: Partial<Record<OwnerInviteField, string>> = {};
  for (const field of OWNER_INVITE_FIELDS) {
    const error = ownerInviteFieldError(field, input[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export const OWNER_ACCEPT_FIELDS = ['name', 'website', 'phone_number', 'street', 'city', 'state', 'zip'] as const;
export type OwnerAcceptField = (typeof OWNER_ACCEPT_FIELDS)[number];

const ACCEPT_FIELD_RULES: Record<OwnerAcceptField, [label: string, max: number]> = {
  name: ['Organization name', OWNER_INVITE_MAX_LENGTH.org_name],
  website: ['Website', OWNER_INVITE_MAX_LENGTH.website],
  phone_number: ['Phone', OWNER_INVITE_MAX_LENGTH.phone_number],
  street: ['Street', OWNER_INVITE_MAX_LENGTH.street],
  city: ['City', OWNER_INVITE_MAX_LENGTH.city],
  state: ['State', OWNER_INVITE_MAX_LENGTH.state],
  zip: ['ZIP', OWNER_INVITE_MAX_LENGTH.zip],
};

/** The rule for one field of the accept payload: optional text (null or absent allowed), judged trimmed. */
export function ownerAcceptFieldError(field: OwnerAcceptField, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const [label, max] = ACCEPT_FIELD_RULES[field];
  if (typeof value !== 'string') return `${label} must be text.`;
  return value.trim().length > max ? OWNER_INVITE_MESSAGES.fieldTooLong(label, max) : null;
}
