import type { CurrencyAmount } from '@fsp/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { usdFirst } from '../currency-order.js';
import type { ProviderBalance } from '../payments-provider.js';

interface BalanceRow {
  currency: string;
  available: number | string;
  pending: number | string;
}

/**
 * A sandbox connected account's balance per currency (upper case, USD first), as Stripe's balance splits it: what
 * each succeeded charge left the account (its net, less refunds, plus the platform's fee given back with them) is
 * pending until the charge's available_on, then available.
 */
export async function sandboxBalance(db: Pick<DataSource | EntityManager, 'query'>, accountId: string, now: Date): Promise<ProviderBalance> {
  const rows = (await db.query(
    `SELECT upper(currency) AS currency,
            COALESCE(sum(net - amount_refunded + application_fee_refunded) FILTER (WHERE available_on <= $2), 0)::bigint AS available,
            COALESCE(sum(net - amount_refunded + application_fee_refunded) FILTER (WHERE available_on > $2), 0)::bigint AS pending
       FROM sandbox_payment_intents
      WHERE account_id = $1 AND status = 'succeeded'
      GROUP BY upper(currency)`,
    [accountId, now],
  )) as BalanceRow[];
  const amounts = (key: 'available' | 'pending'): CurrencyAmount[] => usdFirst(rows.map((row) => ({ amount: Number(row[key]), currency: row.currency })));
  return { available: amounts('available'), pending: amounts('pending') };
}
