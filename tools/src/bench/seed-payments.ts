import { PGlite } from '@electric-sql/pglite';

/**
 * Gives the organization's sandbox connected account `count` more card payments spread over the last 12 months,
 * straight in the API's embedded database (the API must be stopped): one set-based statement per table, so the
 * seed takes seconds, then refreshes the planner's statistics. Every 10th payment is partly refunded and every 50th refunded in full, every 25th failed.
 * Returns the account id.
 */
export async function seedPayments(pgliteDir: string, organizationId: string, count: number): Promise<string> {
  const db = await PGlite.create(pgliteDir);
  try {
    const account = await db.query<{ stripe_account_id: string | null }>(`SELECT stripe_account_id FROM organizations WHERE id = $1`, [organizationId]);
    const accountId = account.rows[0]?.stripe_account_id;
    if (!accountId) throw new Error('The bench organization has no sandbox connected account');
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO sandbox_customers (id, email, name, idempotency_key) VALUES ('cus_bench_payer', 'payer@bench.test', 'Bench Payer', 'bench-payer')`);
      await tx.query(
        `INSERT INTO sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year)
         VALUES ('pm_bench_visa', 'cus_bench_payer', 'visa', '4242', 12, 2040), ('pm_bench_mc', 'cus_bench_payer', 'mastercard', '4444', 12, 2040)`,
      );
      await tx.query(
        `INSERT INTO sandbox_payment_intents (id, client_secret, account_id, customer_id, payment_method_id, amount, currency, status, off_session,
           last_error_code, last_error_message, charge_id, fee, net, amount_refunded, application_fee_refunded, available_on, description, metadata,
           idempotency_key, created_at)
         SELECT 'pi_bench_' || n, 'pi_bench_' || n || '_secret', $1, 'cus_bench_payer', CASE WHEN n % 2 = 0 THEN 'pm_bench_visa' ELSE 'pm_bench_mc' END,
                amount, 'usd', CASE WHEN n % 25 = 0 THEN 'requires_payment_method' ELSE 'succeeded' END, true,
                CASE WHEN n % 25 = 0 THEN 'card_declined' END, CASE WHEN n % 25 = 0 THEN 'Your card was declined.' END,
                CASE WHEN n % 25 = 0 THEN NULL ELSE 'ch_bench_' || n END,
                CASE WHEN n % 25 = 0 THEN 0 ELSE round(amount * 0.029)::int + 30 END,
                CASE WHEN n % 25 = 0 THEN 0 ELSE amount - (round(amount * 0.029)::int + 30) END,
                CASE WHEN n % 25 = 0 THEN 0 WHEN n % 50 = 0 THEN amount WHEN n % 10 = 0 THEN amount / 4 ELSE 0 END,
                0, created + interval '2 days', 'Invoice for Lawn Mowing, visit ' || n,
                jsonb_build_object('customer_name', 'Customer ' || (n % 2000), 'customer_email', 'customer-' || (n % 2000) || '@bench.test'),
                'bench-payment-' || n, created
           FROM (SELECT n, 2000 + (n * 37) % 28000 AS amount, now() - (n * interval '1 hour' * 365 * 24 / $2) AS created
                   FROM generate_series(1, $2::int) AS n) AS seed`,
        [accountId, count],
      );
      await tx.query(
        `INSERT INTO sandbox_refunds (id, account_id, payment_intent_id, amount, application_fee_refunded, currency, idempotency_key, created_at)
         SELECT 're_bench_' || substr(id, 10), account_id, id, amount_refunded, 0, currency, 'bench-refund-' || id, created_at + interval '3 days'
           FROM sandbox_payment_intents WHERE account_id = $1 AND id LIKE 'pi_bench_%' AND amount_refunded > 0`,
        [accountId],
      );
      await tx.query(
        `INSERT INTO payments (organization_id, method, provider, payment_intent_id, charge_id, description, customer_email, card_brand, last4,
                               amount_cents, amount_refunded_cents, fee_cents, net_cents, currency, status, created_at)
         SELECT $1, 'card', 'sandbox', pi.id, pi.charge_id, pi.description, pi.metadata->>'customer_email', pm.brand, pm.last4,
                pi.amount, pi.amount_refunded, pi.fee, pi.net, 'USD', CASE WHEN pi.amount_refunded = pi.amount THEN 'refunded' ELSE 'succeeded' END, pi.created_at
           FROM sandbox_payment_intents pi JOIN sandbox_payment_methods pm ON pm.id = pi.payment_method_id
          WHERE pi.account_id = $2 AND pi.id LIKE 'pi_bench_%' AND pi.status = 'succeeded'`,
        [organizationId, accountId],
      );
    });
    // As after any bulk load (and as the API's embedded-database-analyze job does hourly): the planner learns the new sizes.
    await db.query('ANALYZE');
    return accountId;
  } finally {
    await db.close();
  }
}
