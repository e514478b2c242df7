import { randomBytes } from 'node:crypto';

/** A Connect event as Stripe sends it: the connected account's id in `account`. */
export function stripeEvent(type: string, account: string | null, object: Record<string, unknown>): Record<string, unknown> {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    type,
    account,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}
