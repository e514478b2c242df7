import type { DataSource, EntityManager } from 'typeorm';
import type { ProviderEarningsMonth } from '../payments-provider.js';

export interface SandboxEarningsInput {
  since: Date;
  now: Date;
  /** An IANA time zone, e.g. America/New_York: months are the organization's. */
  timeZone: string;
  currency: string;
}

interface EarningsRow {
  period: string;
  net: number | string;
  count: number | string;
}

/**
 * What a sandbox account kept per month of `timeZone`, within [since, now], in `currency` only: each succeeded charge
 * counts its net (after the processing and platform fees) in the month it was created, each refund −amount plus the
 * platform's fee given back with it in the month it was made. Months without activity are left out.
 */
export async function sandboxEarnings(
  db: Pick<DataSource | EntityManager, 'query'>,
  accountId: string,
  input: SandboxEarningsInput,
): Promise<ProviderEarningsMonth[]> {
  const rows = (await db.query(
    `WITH activity AS (
       SELECT date_trunc('month', created_at AT TIME ZONE $4) AS month, net, 1 AS charges
         FROM sandbox_payment_intents
        WHERE account_id = $1 AND status = 'succeeded' AND currency = lower($5)
          AND created_at >= $2 AND created_at <= $3
       UNION ALL
       SELECT date_trunc('month', created_at AT TIME ZONE $4), application_fee_refunded - amount, 0
         FROM sandbox_refunds
        WHERE account_id = $1 AND currency = lower($5)
          AND created_at >= $2 AND created_at <= $3
     )
     SELECT to_char(month, 'YYYY-MM') AS period, sum(net)::bigint AS net, sum(charges)::bigint AS count
       FROM activity
      GROUP BY month
      ORDER BY month`,
    [accountId, input.since, input.now, input.timeZone, input.currency],
  )) as EarningsRow[];
  return rows.map((row) => ({ period: row.period, netCents: Number(row.net), count: Number(row.count) }));
}
