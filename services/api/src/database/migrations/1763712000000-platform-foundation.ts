import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Organizations, users, impersonation sessions and the audit trail (issue 2). Runs on PostgreSQL 15+ and PGlite. */
export class PlatformFoundation1763712000000 implements MigrationInterface {
  name = 'PlatformFoundation1763712000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organizations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        name text,
        role text NOT NULL DEFAULT 'user',
        status text NOT NULL DEFAULT 'active',
        organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
        auth_subject text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_auth_subject_key ON users (auth_subject)`);
    await queryRunner.query(`CREATE INDEX users_organization_id_idx ON users (organization_id)`);
    await queryRunner.query(`
      CREATE TABLE impersonation_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL DEFAULT now(),
        ended_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX impersonation_sessions_one_open_per_admin ON impersonation_sessions (admin_user_id) WHERE ended_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE audit_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_user_id uuid NOT NULL REFERENCES users (id),
        effective_user_id uuid NOT NULL REFERENCES users (id),
        method text NOT NULL,
        path text NOT NULL,
        status_code integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX audit_events_actor_user_id_idx ON audit_events (actor_user_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_events`);
    await queryRunner.query(`DROP TABLE impersonation_sessions`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TABLE organizations`);
  }
}
