import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Leads from the public site's demo and trial forms. */
export class Leads1763860000000 implements MigrationInterface {
  name = 'Leads1763860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        company text NOT NULL,
        phone text,
        source text NOT NULL CHECK (source IN ('demo', 'trial')),
        path text,
        client_ip text,
        user_agent text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A trial sign-up looks up the newest trial lead with its e-mail.
    await queryRunner.query(`CREATE INDEX leads_trial_email_idx ON leads (lower(email), created_at DESC) WHERE source = 'trial'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE leads`);
  }
}
