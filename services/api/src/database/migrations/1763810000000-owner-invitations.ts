import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Owner invitations, and at most one owner per organization (part 2 §5 "One owner per organization"). */
export class OwnerInvitations1763810000000 implements MigrationInterface {
  name = 'OwnerInvitations1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE owner_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        email text NOT NULL,
        owner_name text,
        organization_name text NOT NULL,
        industry text,
        website text,
        phone_number text,
        organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
        created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        accepted_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX owner_invitations_code_key ON owner_invitations (code)`);
    await queryRunner.query(`CREATE INDEX owner_invitations_created_at_idx ON owner_invitations (created_at)`);
    // The service refuses a second owner with the spec's message; this index keeps it true under any write path.
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_one_owner_per_organization ON users (organization_id) WHERE lower(role) = 'owner' AND organization_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_one_owner_per_organization`);
    await queryRunner.query(`DROP TABLE owner_invitations`);
  }
}
