import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables whose rows a schedule read shows or places visits by, with whether the read keeps their rows in memory
 * (its catalog: rules, customers, services). Misc events and team members are not in the occurrences read, but
 * in the schedule all the same: a version that moves with them costs nothing and suits any later schedule cache.
 */
const VERSIONED_TABLES: ReadonlyArray<{ table: string; catalog: boolean }> = [
  { table: 'schedule_rules', catalog: true },
  { table: 'customers', catalog: true },
  { table: 'services', catalog: true },
  { table: 'schedule_exceptions', catalog: false },
  { table: 'invoices', catalog: false },
  { table: 'invoice_lines', catalog: false },
  { table: 'teams', catalog: false },
  { table: 'team_members', catalog: false },
  { table: 'misc_events', catalog: false },
];

/** PostgreSQL refuses transition tables on a trigger for several events: one trigger per event. */
const EVENTS = [
  { event: 'INSERT', referencing: 'REFERENCING NEW TABLE AS new_rows' },
  { event: 'UPDATE', referencing: 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows' },
  { event: 'DELETE', referencing: 'REFERENCING OLD TABLE AS old_rows' },
] as const;

const triggerName = (table: string, event: string) => `${table}_schedule_version_${event.toLowerCase()}`;

/**
 * Issue 14: each organization's schedule version, which every write that can change a schedule read moves in the
 * write's own transaction, so that every API process sees a change as soon as it is committed and may cache reads
 * under the version. `catalog_version` moves only with the rows the read keeps in memory. Statement-level
 * triggers: a bulk insert of thousands of invoice lines moves each organization's version once, not per row.
 * `epoch` is new whenever the row is, so that a version number reused by a fresh database never matches an ETag
 * a client kept from an older one.
 */
export class ScheduleVersions1764500000000 implements MigrationInterface {
  name = 'ScheduleVersions1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE schedule_versions (
        organization_id uuid PRIMARY KEY REFERENCES organizations (id) ON DELETE CASCADE,
        version bigint NOT NULL DEFAULT 1,
        catalog_version bigint NOT NULL DEFAULT 1,
        epoch uuid NOT NULL DEFAULT gen_random_uuid()
      )`);
    await queryRunner.query(`INSERT INTO schedule_versions (organization_id) SELECT id FROM organizations`);

    // Organizations being deleted in the same statement are left out (their rows cascade away): no version for them.
    await queryRunner.query(`
      CREATE FUNCTION bump_schedule_versions(organization_ids uuid[], catalog boolean) RETURNS void
      LANGUAGE sql SET search_path FROM CURRENT AS $$
        INSERT INTO schedule_versions AS v (organization_id)
        SELECT o.id FROM organizations o WHERE o.id = ANY (organization_ids) ORDER BY o.id
        ON CONFLICT (organization_id) DO UPDATE
          SET version = v.version + 1,
              catalog_version = v.catalog_version + CASE WHEN catalog THEN 1 ELSE 0 END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION schedule_versions_after_write() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM bump_schedule_versions(ARRAY(SELECT DISTINCT organization_id FROM new_rows), TG_ARGV[0] = 'catalog');
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM bump_schedule_versions(ARRAY(SELECT DISTINCT organization_id FROM old_rows), TG_ARGV[0] = 'catalog');
        ELSE
          PERFORM bump_schedule_versions(
            ARRAY(SELECT organization_id FROM new_rows UNION SELECT organization_id FROM old_rows), TG_ARGV[0] = 'catalog');
        END IF;
        RETURN NULL;
      END
      $$`);
    // TRUNCATE has no rows to tell the organizations by: every organization's versions move.
    await queryRunner.query(`
      CREATE FUNCTION schedule_versions_after_truncate() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE schedule_versions SET version = version + 1, catalog_version = catalog_version + 1;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION schedule_versions_after_organization_insert() RETURNS trigger
      LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        INSERT INTO schedule_versions (organization_id) SELECT id FROM new_rows ORDER BY id ON CONFLICT (organization_id) DO NOTHING;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER organizations_schedule_version_insert AFTER INSERT ON organizations
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION schedule_versions_after_organization_insert()`);

    for (const { table, catalog } of VERSIONED_TABLES) {
      for (const { event, referencing } of EVENTS) {
        await queryRunner.query(`
          CREATE TRIGGER ${triggerName(table, event)} AFTER ${event} ON ${table}
          ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION schedule_versions_after_write('${catalog ? 'catalog' : 'schedule'}')`);
      }
      await queryRunner.query(`
        CREATE TRIGGER ${triggerName(table, 'TRUNCATE')} AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION schedule_versions_after_truncate()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of VERSIONED_TABLES) {
      for (const event of [...EVENTS.map((each) => each.event), 'TRUNCATE']) {
        await queryRunner.query(`DROP TRIGGER ${triggerName(table, event)} ON ${table}`);
      }
    }
    await queryRunner.query(`DROP TRIGGER organizations_schedule_version_insert ON organizations`);
    await queryRunner.query(`DROP FUNCTION schedule_versions_after_organization_insert()`);
    await queryRunner.query(`DROP FUNCTION schedule_versions_after_truncate()`);
    await queryRunner.query(`DROP FUNCTION schedule_versions_after_write()`);
    await queryRunner.query(`DROP FUNCTION bump_schedule_versions(uuid[], boolean)`);
    await queryRunner.query(`DROP TABLE schedule_versions`);
  }
}
