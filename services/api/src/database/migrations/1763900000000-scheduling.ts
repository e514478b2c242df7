import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Teams, schedule rules with their per-date exceptions, misc events and invoices (issue 4). */
export class Scheduling1763900000000 implements MigrationInterface {
  name = 'Scheduling1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE organizations
        ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York',
        ADD COLUMN invoice_due_day integer CHECK (invoice_due_day BETWEEN 1 AND 28)`);
    await queryRunner.query(`
      ALTER TABLE services
        ADD COLUMN equipment_needed text,
        ADD COLUMN crew_members_needed integer CHECK (crew_members_needed >= 0),
        ADD COLUMN materials text,
        ADD COLUMN notes text`);
    await queryRunner.query(`
      CREATE TABLE teams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX teams_organization_name ON teams (organization_id, lower(name))`);
    await queryRunner.query(`
      CREATE TABLE team_members (
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      )`);
    await queryRunner.query(`CREATE INDEX team_members_user ON team_members (user_id)`);
    await queryRunner.query(`
      CREATE TABLE schedule_rules (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        service_id uuid NOT NULL REFERENCES services (id),
        pattern text NOT NULL CHECK (pattern IN ('once', 'weekly', 'every_x_weeks', 'monthly', 'every_x_months', 'every_6_months')),
        "interval" integer NOT NULL DEFAULT 1 CHECK ("interval" >= 1),
        start_date date NOT NULL,
        end_date date NOT NULL,
        start_minutes integer CHECK (start_minutes BETWEEN 0 AND 1439),
        team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
        notes text,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz,
        CHECK (end_date >= start_date)
      )`);
    // A schedule read selects the rules of one organization whose span meets the range.
    await queryRunner.query(
      `CREATE INDEX schedule_rules_span ON schedule_rules (organization_id, start_date, end_date) WHERE removed_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX schedule_rules_customer_service ON schedule_rules (organization_id, customer_id, service_id) WHERE removed_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE schedule_exceptions (
        rule_id integer NOT NULL REFERENCES schedule_rules (id) ON DELETE CASCADE,
        date date NOT NULL,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        skipped boolean NOT NULL DEFAULT false,
        start_minutes integer CHECK (start_minutes BETWEEN 0 AND 1439),
        time_cleared boolean NOT NULL DEFAULT false,
        team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
        moved_to_date date,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rule_id, date)
      )`);
    await queryRunner.query(`CREATE INDEX schedule_exceptions_date ON schedule_exceptions (organization_id, date)`);
    await queryRunner.query(
      `CREATE INDEX schedule_exceptions_moved_to ON schedule_exceptions (organization_id, moved_to_date) WHERE moved_to_date IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE misc_events (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        title text NOT NULL,
        date date NOT NULL,
        start_minutes integer CHECK (start_minutes BETWEEN 0 AND 1439),
        duration_minutes integer NOT NULL DEFAULT 60 CHECK (duration_minutes > 0),
        notes text,
        team_id uuid REFERENCES teams (id) ON DELETE SET NULL,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        canceled_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX misc_events_date ON misc_events (organization_id, date) WHERE canceled_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE invoices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id),
        rule_id integer REFERENCES schedule_rules (id) ON DELETE SET NULL,
        occurrence_date date,
        description text,
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        currency text NOT NULL DEFAULT 'USD',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid')),
        due_date date NOT NULL,
        due_date_override date,
        period_start date NOT NULL,
        period_end date NOT NULL,
        paid_at timestamptz,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One invoice per visit: a second attempt answers 409.
    await queryRunner.query(
      `CREATE UNIQUE INDEX invoices_occurrence ON invoices (rule_id, occurrence_date) WHERE rule_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX invoices_organization_status ON invoices (organization_id, status)`);
    await queryRunner.query(`CREATE INDEX invoices_organization_occurrence ON invoices (organization_id, occurrence_date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE invoices`);
    await queryRunner.query(`DROP TABLE misc_events`);
    await queryRunner.query(`DROP TABLE schedule_exceptions`);
    await queryRunner.query(`DROP TABLE schedule_rules`);
    await queryRunner.query(`DROP TABLE team_members`);
    await queryRunner.query(`DROP TABLE teams`);
    await queryRunner.query(`ALTER TABLE services DROP COLUMN equipment_needed, DROP COLUMN crew_members_needed, DROP COLUMN materials, DROP COLUMN notes`);
    await queryRunner.query(`ALTER TABLE organizations DROP COLUMN time_zone, DROP COLUMN invoice_due_day`);
  }
}
