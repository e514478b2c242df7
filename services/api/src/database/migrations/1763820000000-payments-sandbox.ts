import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The sandbox payment provider's simulated connected accounts, onboarding links, customers, setup intents and cards. */
export class PaymentsSandbox1763820000000 implements MigrationInterface {
  name = 'PaymentsSandbox1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sandbox_connected_accounts (
        id text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        business_name text NOT NULL,
        email text,
        idempotency_key text NOT NULL UNIQUE,
        details_submitted boolean NOT NULL DEFAULT false,
        charges_enabled boolean NOT NULL DEFAULT false,
        payouts_enabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_onboarding_links (
        token text PRIMARY KEY,
        account_id text NOT NULL REFERENCES sandbox_connected_accounts (id) ON DELETE CASCADE,
        return_url text NOT NULL,
        refresh_url text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_customers (
        id text PRIMARY KEY,
        email text,
        name text,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_payment_methods (
        id text PRIMARY KEY,
        customer_id text NOT NULL REFERENCES sandbox_customers (id) ON DELETE CASCADE,
        brand text NOT NULL,
        last4 text NOT NULL,
        exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE sandbox_setup_intents (
        id text PRIMARY KEY,
        client_secret text NOT NULL,
        customer_id text NOT NULL REFERENCES sandbox_customers (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'requires_payment_method',
        payment_method_id text REFERENCES sandbox_payment_methods (id),
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        idempotency_key text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sandbox_setup_intents`);
    await queryRunner.query(`DROP TABLE sandbox_payment_methods`);
    await queryRunner.query(`DROP TABLE sandbox_customers`);
    await queryRunner.query(`DROP TABLE sandbox_onboarding_links`);
    await queryRunner.query(`DROP TABLE sandbox_connected_accounts`);
  }
}
