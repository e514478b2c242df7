import { randomBytes } from 'node:crypto';

/** Ids shaped like Stripe's (prefix_random), marked as sandbox ones. */
export function sandboxId(prefix: 'acct' | 'cus' | 'seti' | 'pm'): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

/** An unguessable secret for client secrets and onboarding link tokens. */
export function sandboxSecret(): string {
  return randomBytes(24).toString('base64url');
}
