import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 244 random bits from two v4 UUIDs (gen_random_uuid draws from a CSPRNG and is core since PostgreSQL 13). */
const RANDOM_TOKEN_SQL = `replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`;

/**
 * Getting paid (issue 11): invoice lines, billing-run invoices, the customer's invoice link, payment attempts
 * (one per invoice and attempt number: a charge happens once), the payments ledger, processed webhook events and
 * the sandbox's payment intents.
 */
export class GettingPaid1764200000000 implements MigrationInterface {
  name = 'GettingPaid1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE invoices DROP CONSTRAINT IF EXISTS invoices_status_check`);
    await queryRunner.query(`
      ALTER TABLE invoices
        ADD CONSTRAINT invoices_status_check CHECK (status IN ('open', 'processing', 'payment_failed', 'paid', 'disputed')),
        ADD COLUMN invoice_date date,
        ADD COLUMN billing_period text CHECK (billing_period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        ADD COLUMN public_token text NOT NULL DEFAULT (${RANDOM_TOKEN_SQL}),
        ADD COLUMN sent_at timestamptz,
        ADD COLUMN failure_reason text,
        ADD COLUMN next_attempt_at timestamptz,
        ADD COLUMN autopay_attempts integer NOT NULL DEFAULT 0 CHECK (autopay_attempts >= 0),
        ADD COLUMN paid_via text`);
    await queryRunner.query(`UPDATE invoices SET invoice_date = COALESCE(occurrence_date, period_start)`);
    await queryRunner.query(`ALTER TABLE invoices ALTER COLUMN invoice_date SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX invoices_public_token ON invoices (public_token)`);
    // One billing-run invoice per customer and month, however many runs race.
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_billing_period ON invoices (organization_id, customer_id, billing_period) WHERE billing_period IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX invoices_organization_created ON invoices (organization_id, created_at DESC)`);
    // The charge job's scan: unpaid invoices by due date.
    await queryRunner.query(
      `CREATE INDEX invoices_chargeable ON invoices (COALESCE(due_date_override, due_date)) WHERE status IN ('open', 'payment_failed')`,
    );

    await queryRunner.query(`
      CREATE TABLE invoice_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        position integer NOT NULL DEFAULT 0,
        rule_id integer REFERENCES schedule_rules (id) ON DELETE SET NULL,
        visit_date date NOT NULL,
        service_label text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0)
      )`);
    // A visit is billed at most once, whichever way it was invoiced.
    await queryRunner.query(`CREATE UNIQUE INDEX invoice_lines_visit ON invoice_lines (rule_id, visit_date) WHERE rule_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_id, position)`);
    // The schedule's "invoiced" badges read the lines of the days shown.
    await queryRunner.query(`CREATE INDEX invoice_lines_organization_visit ON invoice_lines (organization_id, visit_date)`);
    await queryRunner.query(`
      INSERT INTO invoice_lines (organization_id, invoice_id, rule_id, visit_date, service_label, amount_cents)
      SELECT organization_id, id, rule_id, COALESCE(occurrence_date, period_start), COALESCE(description, 'Service'), total_cents FROM invoices`);

    await queryRunner.query(`
      CREATE TABLE invoice_payment_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        invoice_id uuid NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        attempt_number integer NOT NULL CHECK (attempt_number >= 1),
        source text NOT NULL CHECK (source IN ('autopay', 'charge_card', 'invoice_page')),
        status text NOT NULL CHECK (status IN ('pending', 'processing', 'requires_action', 'succeeded', 'failed')),
        reason text,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        currency text NOT NULL DEFAULT 'USD',
        provider text NOT NULL,
        payment_intent_id text,
        payment_method_id text,
        attempted_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      )`);
    // The guard against charging twice: two processes starting the same attempt collide here.
    await queryRunner.query(`CREATE UNIQUE INDEX invoice_payment_attempts_number ON invoice_payment_attempts (invoice_id, attempt_number)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoice_payment_attempts_intent ON invoice_payment_attempts (payment_intent_id) WHERE payment_intent_id IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        invoice_id uuid REFERENCES invoices (id) ON DELETE SET NULL,
        customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
        method text NOT NULL CHECK (method IN ('card', 'manual')),
        provider text,
        payment_intent_id text,
        charge_id text,
        description text,
        customer_email text,
        card_brand text,
        last4 text,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        amount_refunded_cents integer NOT NULL DEFAULT 0 CHECK (amount_refunded_cents >= 0),
        fee_cents integer NOT NULL DEFAULT 0,
        net_cents integer NOT NULL DEFAULT 0,
        currency text NOT NULL DEFAULT 'USD',
        status text NOT NULL CHECK (status IN ('succeeded', 'processing', 'refunded', 'disputed', 'failed', 'canceled')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX payments_payment_intent ON payments (payment_intent_id) WHERE payment_intent_id IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX payments_organization_created ON payments (organization_id, created_at DESC, id DESC)`);
    await queryRunner.query(`CREATE INDEX payments_invoice ON payments (invoice_id)`);

    await queryRunner.query(`
      CREATE TABLE stripe_webhook_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        account text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE sandbox_payment_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL,
        account_id text NOT NULL,
        customer_id text,
        payment_method_id text,
        amount integer NOT NULL CHECK (amount >= 0),
        currency text NOT NULL DEFAULT 'usd',
        application_fee_amount integer NOT NULL DEFAULT 0,
        status text NOT NULL,
        off_session boolean NOT NULL DEFAULT false,
        last_error_code text,
        last_error_message text,
        authentication_token text UNIQUE,
        return_url text,
        charge_id text,
        fee integer NOT NULL DEFAULT 0,
        net integer NOT NULL DEFAULT 0,
        amount_refunded integer NOT NULL DEFAULT 0,
        available_on timestamptz,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX sandbox_payment_intents_account ON sandbox_payment_intents (account_id, created_at DESC)`);
    // How charges on a saved sandbox card answer, from the Stripe test card number it was saved with.
    await queryRunner.query(`
      ALTER TABLE sandbox_payment_methods
        ADD COLUMN charge_behaviour text NOT NULL DEFAULT 'succeeds' CHECK (charge_behaviour IN ('succeeds', 'declined', 'authentication_required'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sandbox_payment_methods DROP COLUMN charge_behaviour`);
    await queryRunner.query(`DROP TABLE sandbox_payment_intents`);
    await queryRunner.query(`DROP TABLE stripe_webhook_events`);
    await queryRunner.query(`DROP TABLE payments`);
    await queryRunner.query(`DROP TABLE invoice_payment_attempts`);
    await queryRunner.query(`DROP TABLE invoice_lines`);
    await queryRunner.query(`DROP INDEX invoices_chargeable`);
    await queryRunner.query(`DROP INDEX invoices_organization_created`);
    await queryRunner.query(`DROP INDEX invoices_billing_period`);
    await queryRunner.query(`DROP INDEX invoices_public_token`);
    await queryRunner.query(`UPDATE invoices SET status = 'open' WHERE status NOT IN ('open', 'paid')`);
    await queryRunner.query(`
      ALTER TABLE invoices
        DROP CONSTRAINT invoices_status_check,
        DROP COLUMN invoice_date, DROP COLUMN billing_period, DROP COLUMN public_token, DROP COLUMN sent_at,
        DROP COLUMN failure_reason, DROP COLUMN next_attempt_at, DROP COLUMN autopay_attempts, DROP COLUMN paid_via,
        ADD CONSTRAINT invoices_status_check CHECK (status IN ('open', 'paid'))`);
  }
}
