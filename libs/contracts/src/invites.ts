/** Customer invitations (part 2 §3 "Invite", §5, §9). */
export const INVITE_VIAS = ['qr', 'email', 'sms'] as const;
export type InviteVia = (typeof INVITE_VIAS)[number];

export const INVITE_STATUSES = ['pending', 'submitted', 'completed', 'expired'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const DEFAULT_CUSTOMER_INVITE_TTL_HOURS = 72;
export const DEFAULT_OWNER_INVITE_TTL_HOURS = 120;
export const MIN_INVITE_TTL_HOURS = 1;

/** Customer invite TTL: a number of at least 1; anything not numeric falls back to 72 (part 2 §5). */
export function normalizeCustomerInviteTtl(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) return DEFAULT_CUSTOMER_INVITE_TTL_HOURS;
  return Math.max(MIN_INVITE_TTL_HOURS, Math.round(parsed));
}

/** A row of GET /api/owner/invitations/recent. */
export interface CustomerInvite {
  code: string;
  via: InviteVia;
  email: string | null;
  phone: string | null;
  status: InviteStatus | string;
  created_at: string;
  expires_at: string;
  /** The public signup address, /signup/{code} on the app's origin. */
  link: string;
}

/** The path of a customer's signup page for an invite code. */
export function signupPath(code: string): string {
  return `/signup/${encodeURIComponent(code)}`;
}

/** The API's refusal for an unknown, expired or finished invite code (part 2 §8 "Signup"). */
export const INVITE_NOT_FOUND_OR_EXPIRED = 'Invite not found or expired';

/** How many invites GET /api/owner/invitations/recent returns at most, newest first. */
export const RECENT_INVITES_LIMIT = 200;

/** The status shown for an invite: `expired` once past its expiry unless the customer finished signing up. */
export function customerInviteStatus(status: string, expiresAt: Date | string, now: Date = new Date()): InviteStatus | string {
  if (status === 'completed') return status;
  return new Date(expiresAt).getTime() <= now.getTime() ? 'expired' : status;
}

/** POST /api/owner/invitations/create. `ttl_hours` is normalized with normalizeCustomerInviteTtl. */
export interface CreateQrInviteRequest {
  via?: 'qr';
  ttl_hours?: number | string | null;
}

/** POST /api/owner/invitations/email. */
export interface EmailInviteRequest {
  email: string;
  ttl_hours?: number | string | null;
}

/** POST /api/owner/invitations/sms. */
export interface SmsInviteRequest {
  phone: string;
  ttl_hours?: number | string | null;
}

/** Answer of the e-mail and SMS invite calls once the message went out. */
export interface SentInviteResponse {
  ok: true;
  invite: CustomerInvite;
}
