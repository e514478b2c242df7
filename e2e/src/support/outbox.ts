import { expect } from '@playwright/test';
import { E2E_PORTS } from './e2e-stack.js';

/** A row of GET /api/dev/outbox. */
interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
}

/** The newest message to `to` in the API's outbox (the embedded messaging provider), waiting for it to land. */
export async function latestMessageTo(to: string, channel: 'email' | 'sms'): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const response = await fetch(`http://127.0.0.1:${E2E_PORTS.api}/api/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}`);
    expect(response.status).toBe(200);
    found = ((await response.json()) as OutboxMessage[])[0];
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  if (!found) throw new Error(`No ${channel} to ${to} in the outbox`);
  return found;
}

/** The first http(s) address in a message body. */
export function linkIn(body: string): string {
  const match = /https?:\/\/\S+/.exec(body);
  if (!match) throw new Error(`No link in: ${body}`);
  return match[0].replace(/[.,)]+$/, '');
}
