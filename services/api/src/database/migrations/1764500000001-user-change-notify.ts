import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every statement that changes users NOTIFYs `fsp_users_changed` with the table's schema when its transaction
 * commits, whoever runs it, so every API process can empty its cache of signed-in users (issue 14; see
 * modules/users/user-changes.listener.ts). Statement-level: one notification however many rows changed.
 */
export class UserChangeNotify1764500000001 implements MigrationInterface {
  name = 'UserChangeNotify1764500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION notify_users_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('fsp_users_changed', TG_TABLE_SCHEMA);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER users_changed_notify AFTER INSERT OR UPDATE OR DELETE ON users
        FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed()`);
    await queryRunner.query(`
      CREATE TRIGGER users_truncated_notify AFTER TRUNCATE ON users
        FOR EACH STATEMENT EXECUTE FUNCTION notify_users_changed()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER users_truncated_notify ON users`);
    await queryRunner.query(`DROP TRIGGER users_changed_notify ON users`);
    await queryRunner.query(`DROP FUNCTION notify_users_changed()`);
  }
}
