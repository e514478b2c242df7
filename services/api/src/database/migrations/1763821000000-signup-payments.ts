import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The signup payment step: each invite's card setup, the customer's consent, and the saved card. */
export class SignupPayments1763821000000 implements MigrationInterface {
  name = 'SignupPayments1763821000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE signup_payment_setups (
        invite_id uuid PRIMARY KEY REFERENCES customer_invites (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        provider_customer_id text NOT NULL,
        setup_intent_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE customer_payment_consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        invite_id uuid NOT NULL UNIQUE REFERENCES customer_invites (id) ON DELETE CASCADE,
        auto_pay_consent boolean NOT NULL CHECK (auto_pay_consent),
        invoice_email_opt_in boolean NOT NULL,
        email text NOT NULL,
        name text NOT NULL,
        ip_address text,
        user_agent text,
        consented_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX customer_payment_consents_customer_idx ON customer_payment_consents (customer_id)`);
    await queryRunner.query(`
      CREATE TABLE customer_payment_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        invite_id uuid REFERENCES customer_invites (id) ON DELETE SET NULL,
        provider text NOT NULL CHECK (provider IN ('stripe', 'sandbox')),
        provider_customer_id text NOT NULL,
        setup_intent_id text NOT NULL UNIQUE,
        payment_method_id text NOT NULL,
        brand text,
        last4 text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, payment_method_id)
      )`);
    await queryRunner.query(`CREATE INDEX customer_payment_methods_customer_idx ON customer_payment_methods (organization_id, customer_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE customer_payment_methods`);
    await queryRunner.query(`DROP TABLE customer_payment_consents`);
    await queryRunner.query(`DROP TABLE signup_payment_setups`);
  }
}
