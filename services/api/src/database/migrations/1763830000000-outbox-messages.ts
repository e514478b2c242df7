import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every e-mail and SMS the API sends (messaging provider, ARCHITECTURE.md §3). */
export class OutboxMessages1763830000000 implements MigrationInterface {
  name = 'OutboxMessages1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient text NOT NULL,
        subject text,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'stored', 'failed')),
        transport text NOT NULL,
        error text,
        organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX outbox_messages_created_idx ON outbox_messages (created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE outbox_messages`);
  }
}
