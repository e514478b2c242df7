import { BadRequestException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';

const HOUR_MS = 3_600_000;
/** 144 random bits, URL-safe (base64url): 24 characters nobody can guess. */
const CODE_BYTES = 18;

/** A year. Far beyond any real invite, and it keeps the expiry a date JavaScript and PostgreSQL can hold. */
export const MAX_INVITE_TTL_HOURS = 8760;
export const INVITE_TTL_TOO_LARGE = `ttl_hours must be at most ${MAX_INVITE_TTL_HOURS} (one year).`;

/** The secret code of a customer or owner invitation, carried by its public link. */
export function newInviteCode(): string {
  return randomBytes(CODE_BYTES).toString('base64url');
}

/** When an invitation made now with `ttlHours` (already at least 1) expires; 400 past MAX_INVITE_TTL_HOURS. */
export function inviteExpiresAt(ttlHours: number, now = Date.now()): Date {
  if (ttlHours > MAX_INVITE_TTL_HOURS) throw new BadRequestException(INVITE_TTL_TOO_LARGE);
  return new Date(now + ttlHours * HOUR_MS);
}
