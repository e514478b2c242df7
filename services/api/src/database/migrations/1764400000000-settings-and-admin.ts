import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Settings and the admin panel (issue 13): the user's own profile, theme and notification preferences, the
 * organization's insurance provider, and the lead's flag for a signup outside the service area.
 */
export class SettingsAndAdmin1764400000000 implements MigrationInterface {
  name = 'SettingsAndAdmin1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN avatar_url text,
        ADD COLUMN phone_number text,
        ADD COLUMN timezone text,
        ADD COLUMN locale text,
        ADD COLUMN theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
        ADD COLUMN notification_prefs jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await queryRunner.query(`ALTER TABLE organizations ADD COLUMN insurance_provider text`);
    await queryRunner.query(`ALTER TABLE customers ADD COLUMN outside_service_area boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE customers DROP COLUMN outside_service_area`);
    await queryRunner.query(`ALTER TABLE organizations DROP COLUMN insurance_provider`);
    await queryRunner.query(`
      ALTER TABLE users
        DROP COLUMN notification_prefs,
        DROP COLUMN theme,
        DROP COLUMN locale,
        DROP COLUMN timezone,
        DROP COLUMN phone_number,
        DROP COLUMN avatar_url`);
  }
}
