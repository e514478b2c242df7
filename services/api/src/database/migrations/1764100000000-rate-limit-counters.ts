import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counters that every API process shares (rate limits per client address, messaging budget per organization),
 * in the layout rate-limiter-flexible's RateLimiterPostgres reads and writes: `expire` is epoch milliseconds.
 */
export class RateLimitCounters1764100000000 implements MigrationInterface {
  name = 'RateLimitCounters1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      )`);
    // Expired counters are deleted in bulk every few minutes.
    await queryRunner.query(`CREATE INDEX rate_limit_counters_expire_idx ON rate_limit_counters (expire)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_counters`);
  }
}
