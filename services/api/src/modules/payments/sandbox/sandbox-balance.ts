import type { DataSource } from 'typeorm';

/** A sandbox connected account's balance, as Stripe's balance splits it: funds from charges still pending, and available. */
export interface SandboxBalance {
  availableCents: number;
  pendingCents: number;
}

/** What the account keeps of its succeeded charges (less refunds), available once each charge's available_on has come. */
export async function sandboxBalance(dataSource: DataSource, accountId: string, now: Date): Promise<SandboxBalance> {
  const rows = (await dataSource.query(
    `SELECT
       COALESCE(sum(net - amount_refunded) FILTER (WHERE available_on <= $2), 0)::int AS available,
       COALESCE(sum(net - amount_refunded) FILTER (WHERE available_on > $2), 0)::int AS pending
     FROM sandbox_payment_intents
     WHERE account_id = $1 AND status = 'succeeded'`,
    [accountId, now],
  )) as Array<{ available: number; pending: number }>;
  return { availableCents: rows[0]?.available ?? 0, pendingCents: rows[0]?.pending ?? 0 };
}
