import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a customer agreed to when ticking "Text Message Consent" on the signup form, and from where. */
export class SmsConsents1763840000000 implements MigrationInterface {
  name = 'SmsConsents1763840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE sms_consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
        invite_code text,
        phone_number text NOT NULL,
        consent_text text NOT NULL,
        consented_at timestamptz NOT NULL DEFAULT now(),
        ip_address text,
        user_agent text
      )`);
    await queryRunner.query(`CREATE INDEX sms_consents_customer_idx ON sms_consents (customer_id, consented_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sms_consents`);
  }
}
