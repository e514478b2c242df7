import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Organization profile and payment-account columns, services, customers and customer invites (issue 3). */
export class CustomersAndInvites1763800000000 implements MigrationInterface {
  name = 'CustomersAndInvites1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE organizations
        ADD COLUMN industry text,
        ADD COLUMN website text,
        ADD COLUMN phone_number text,
        ADD COLUMN email text,
        ADD COLUMN street text,
        ADD COLUMN city text,
        ADD COLUMN state text,
        ADD COLUMN zip text,
        ADD COLUMN business_hours jsonb,
        ADD COLUMN services_rendered jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN service_area_zipcodes jsonb NOT NULL DEFAULT '[]'::jsonb,
        ADD COLUMN owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN stripe_account_id text,
        ADD COLUMN stripe_onboarding_completed boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`CREATE UNIQUE INDEX organizations_stripe_account_id_key ON organizations (stripe_account_id)`);
    await queryRunner.query(`
      CREATE TABLE services (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        key text NOT NULL,
        name text NOT NULL,
        description text,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        currency text NOT NULL DEFAULT 'USD',
        estimated_minutes integer CHECK (estimated_minutes >= 0),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX services_organization_key ON services (organization_id, key)`);
    await queryRunner.query(`
      CREATE TABLE customers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text,
        email text,
        phone_number text,
        street text,
        city text,
        state text,
        zip text,
        status text NOT NULL DEFAULT 'lead' CHECK (status IN ('lead', 'active', 'paused', 'archived')),
        services jsonb NOT NULL DEFAULT '[]'::jsonb,
        available_days jsonb NOT NULL DEFAULT '[]'::jsonb,
        user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        invite_code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX customers_organization_status_idx ON customers (organization_id, status, created_at)`);
    await queryRunner.query(`CREATE UNIQUE INDEX customers_invite_code_key ON customers (invite_code)`);
    await queryRunner.query(`
      CREATE TABLE customer_invites (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        via text NOT NULL CHECK (via IN ('qr', 'email', 'sms')),
        email text,
        phone text,
        status text NOT NULL DEFAULT 'pending',
        created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        customer_id uuid REFERENCES customers (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX customer_invites_organization_created_idx ON customer_invites (organization_id, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE customer_invites`);
    await queryRunner.query(`DROP TABLE customers`);
    await queryRunner.query(`DROP TABLE services`);
    await queryRunner.query(`
      ALTER TABLE organizations
        DROP COLUMN industry, DROP COLUMN website, DROP COLUMN phone_number, DROP COLUMN email,
        DROP COLUMN street, DROP COLUMN city, DROP COLUMN state, DROP COLUMN zip, DROP COLUMN business_hours,
        DROP COLUMN services_rendered, DROP COLUMN service_area_zipcodes, DROP COLUMN owner_user_id,
        DROP COLUMN stripe_account_id, DROP COLUMN stripe_onboarding_completed`);
  }
}
