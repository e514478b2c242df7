import { randomBytes } from 'node:crypto';

/** Ids shaped like Stripe's (prefix_random), marked as sandbox ones. */
export function sandboxId(prefix: 'acct' | 'cus' | 'seti' | 'pm' | 'pi' | 'ch' | 're'): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

/** An unguessable secret (192 random bits) for client secrets, onboarding and dashboard link and authentication tokens. */
export function sandboxSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** A client secret shaped like Stripe's: the object's id, `_secret_`, then a sandboxSecret(). */
export function sandboxClientSecret(id: string): string {
  return `${id}_secret_${sandboxSecret()}`;
}

/** Whether `value` could be a sandboxSecret(): anything else is refused before it reaches the database. */
export function isSandboxSecret(value: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(value);
}
