import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * Gives `count` of the bench's schedule customers with an unpaid invoice for `period` a saved sandbox card (4242)
 * with auto-pay consent, as the signup payment step leaves them, straight in the API's embedded database (the API
 * must be stopped). Returns how many got one.
 */
export async function seedCards(pgliteDir: string, organizationId: string, period: string, count: number): Promise<number> {
  const db = await PGlite.create(pgliteDir);
  try {
    const customers = (
      await db.query<{ id: string; email: string; name: string }>(
        `SELECT c.id, c.email, c.name FROM customers c
          WHERE c.organization_id = $1 AND c.email LIKE 'bench-schedule-%'
            AND NOT EXISTS (SELECT 1 FROM customer_payment_methods m WHERE m.customer_id = c.id)
            AND EXISTS (SELECT 1 FROM invoices i WHERE i.customer_id = c.id AND i.billing_period = $3 AND i.status = 'open')
          ORDER BY c.created_at, c.email LIMIT $2`,
        [organizationId, count, period],
      )
    ).rows;
    await db.transaction(async (tx) => {
      for (const customer of customers) {
        const providerCustomerId = `cus_sandbox_${hex(12)}`;
        const paymentMethodId = `pm_sandbox_${hex(12)}`;
        const setupIntentId = `seti_sandbox_${hex(12)}`;
        await tx.query(`INSERT INTO sandbox_customers (id, email, name, idempotency_key) VALUES ($1, $2, $3, $4)`, [
          providerCustomerId,
          customer.email,
          customer.name,
          `bench-customer-${customer.id}`,
        ]);
        await tx.query(`INSERT INTO sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year) VALUES ($1, $2, 'visa', '4242', 12, 2040)`, [
          paymentMethodId,
          providerCustomerId,
        ]);
        await tx.query(
          `INSERT INTO sandbox_setup_intents (id, client_secret, customer_id, status, payment_method_id, idempotency_key)
           VALUES ($1, $2, $3, 'succeeded', $4, $5)`,
          [setupIntentId, `${setupIntentId}_secret_${hex(8)}`, providerCustomerId, paymentMethodId, `bench-setup-${customer.id}`],
        );
        const invite = await tx.query<{ id: string }>(
          `INSERT INTO customer_invites (code, organization_id, via, email, status, customer_id, expires_at)
           VALUES ($1, $2, 'email', $3, 'completed', $4, now()) RETURNING id`,
          [randomBytes(18).toString('base64url'), organizationId, customer.email, customer.id],
        );
        const inviteId = invite.rows[0]?.id;
        await tx.query(
          `INSERT INTO customer_payment_consents (organization_id, customer_id, invite_id, auto_pay_consent, invoice_email_opt_in, email, name, consented_at)
           VALUES ($1, $2, $3, true, true, $4, $5, now())`,
          [organizationId, customer.id, inviteId, customer.email, customer.name],
        );
        await tx.query(
          `INSERT INTO customer_payment_methods (organization_id, customer_id, invite_id, provider, provider_customer_id, setup_intent_id, payment_method_id, brand, last4)
           VALUES ($1, $2, $3, 'sandbox', $4, $5, $6, 'visa', '4242')`,
          [organizationId, customer.id, inviteId, providerCustomerId, setupIntentId, paymentMethodId],
        );
      }
    });
    return customers.length;
  } finally {
    await db.close();
  }
}

/** Marks the invoices of `period` paid, so that only later ones are due. */
export async function settleBillingPeriod(pgliteDir: string, period: string): Promise<void> {
  const db = await PGlite.create(pgliteDir);
  try {
    await db.query(`UPDATE invoices SET status = 'paid', paid_at = now(), paid_via = 'manual' WHERE billing_period = $1`, [period]);
  } finally {
    await db.close();
  }
}
