import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in binding (issue 9): a sign-in whose e-mail the identity provider has not verified gets a row of its own
 * (`unverified_signup`), kept out of the e-mail's unique index so it never holds or takes an e-mail; an identity
 * account the API provisioned for a row is recorded (`provisioned_subject`) and only that subject binds the row.
 */
export class SignInBinding1763950000000 implements MigrationInterface {
  name = 'SignInBinding1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN unverified_signup boolean NOT NULL DEFAULT false,
        ADD COLUMN provisioned_subject text`);
    await queryRunner.query(`DROP INDEX users_email_lower_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email)) WHERE NOT unverified_signup`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_provisioned_subject_key ON users (provisioned_subject)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX users_provisioned_subject_key`);
    await queryRunner.query(`DELETE FROM users WHERE unverified_signup`);
    await queryRunner.query(`DROP INDEX users_email_lower_key`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN provisioned_subject, DROP COLUMN unverified_signup`);
  }
}
