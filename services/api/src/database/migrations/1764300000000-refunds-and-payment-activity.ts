import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Getting paid, part 2 (issue 12): refunds recorded once per request (with the part of the payment they reserve
 * while the provider answers, so that two at once never refund more than was paid), invoices that were refunded,
 * and what the sandbox needs to list payments, refund them and show its dashboard page.
 */
export class RefundsAndPaymentActivity1764300000000 implements MigrationInterface {
  name = 'RefundsAndPaymentActivity1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT invoices_status_check`);
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD CONSTRAINT invoices_status_check CHECK (status IN ('open', 'processing', 'payment_failed', 'paid', 'disputed', 'refunded')),
        ADD COLUMN amount_refunded_cents integer NOT NULL DEFAULT 0 CHECK (amount_refunded_cents >= 0)`);

    await queryRunner.query(`
      ALTER TABLE payments
        ADD COLUMN refund_reserved_cents integer NOT NULL DEFAULT 0 CHECK (refund_reserved_cents >= 0)`);

    // Who paid, as the attempt's first provider call named them: a retried call must send the same metadata under
    // its idempotency key, whatever the customer's record says by then.
    await queryRunner.query(`
      ALTER TABLE invoice_payment_attempts
        ADD COLUMN customer_name text,
        ADD COLUMN customer_email text`);

    // Currency in upper case, as in the ledger's payments.

    await queryRunner.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
        payment_intent_id text NOT NULL,
        idempotency_key text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL DEFAULT 'USD',
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        provider_refund_id text,
        application_fee_refunded_cents integer NOT NULL DEFAULT 0,
        failure_reason text,
        requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    // A retried request (same Idempotency-Key) finds its refund instead of making a second one.
    await queryRunner.query(`CREATE UNIQUE INDEX payment_refunds_idempotency ON payment_refunds (organization_id, idempotency_key)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_refunds_provider_refund ON payment_refunds (provider_refund_id) WHERE provider_refund_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX payment_refunds_payment ON payment_refunds (payment_id, created_at)`);
    // The pending-refunds job's scan.
    await queryRunner.query(`CREATE INDEX payment_refunds_pending ON payment_refunds (created_at) WHERE status = 'pending'`);

    await queryRunner.query(`
      ALTER TABLE sandbox_payment_intents
        ADD COLUMN description text,
        ADD COLUMN application_fee_refunded integer NOT NULL DEFAULT 0 CHECK (application_fee_refunded >= 0),
        ADD CONSTRAINT sandbox_payment_intents_refund_limit CHECK (amount_refunded >= 0 AND amount_refunded <= amount)`);
    // Keyset paging of an account's payments, newest first.
    await queryRunner.query(`DROP INDEX sandbox_payment_intents_account`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_intents_account ON sandbox_payment_intents (account_id, created_at DESC, id DESC)`);

    // Currency in lower case, as in sandbox_payment_intents (Stripe's objects).
    await queryRunner.query(`
      CREATE TABLE sandbox_refunds (
        id text PRIMARY KEY,
        account_id text NOT NULL,
        payment_intent_id text NOT NULL REFERENCES sandbox_payment_intents (id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount > 0),
        application_fee_refunded integer NOT NULL DEFAULT 0,
        currency text NOT NULL DEFAULT 'usd',
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sandbox_refunds_account ON sandbox_refunds (account_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE sandbox_dashboard_links (
        token text PRIMARY KEY,
        account_id text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_dashboard_links`);
    await queryRunner.query(`DROP TABLE sandbox_refunds`);
    await queryRunner.query(`DROP INDEX sandbox_payment_intents_account`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_intents_account ON sandbox_payment_intents (account_id, created_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE sandbox_payment_intents
        DROP CONSTRAINT sandbox_payment_intents_refund_limit, DROP COLUMN application_fee_refunded, DROP COLUMN description`);
    await queryRunner.query(`DROP TABLE payment_refunds`);
    await queryRunner.query(`ALTER TABLE invoice_payment_attempts DROP COLUMN customer_email, DROP COLUMN customer_name`);
    await queryRunner.query(`ALTER TABLE payments DROP COLUMN refund_reserved_cents`);
    await queryRunner.query(`UPDATE invoices SET status = 'paid' WHERE status = 'refunded'`);
    await queryRunner.query(`
      ALTER TABLE invoices
        DROP COLUMN amount_refunded_cents,
        DROP CONSTRAINT invoices_status_check,
        ADD CONSTRAINT invoices_status_check CHECK (status IN ('open', 'processing', 'payment_failed', 'paid', 'disputed'))`);
  }
}
