import { scopedSql, type SqlRunner } from '../../../common/tenancy/organization-scoped-sql.js';

/** An organization's schedule versions (migration 1764500000000): what a cached read is valid for. */
export interface ScheduleVersion {
  /** Moves with every write that can change a schedule read. */
  version: string;
  /** Moves with writes to the rows kept in memory (rules, customers, services). */
  catalogVersion: string;
  /** New with the row: a fresh database's version 1 is not an older database's. */
  epoch: string;
  /** The crew member's teams, when the read was for one (read in the same statement). */
  crewTeamIds: string[] | null;
}

interface VersionRow {
  version: string;
  catalog_version: string;
  epoch: string;
  team_ids: string[] | null;
}

/**
 * The organization's versions, and with `crewUserId` that crew member's teams, in one statement (a cached read
 * costs this alone beyond authentication). Null when the organization has no version row yet.
 */
export async function readScheduleVersion(db: SqlRunner, organizationId: string, crewUserId: string | null): Promise<ScheduleVersion | null> {
  const crewTeams = crewUserId
    ? `(SELECT array_agg(team_id::text ORDER BY team_id) FROM team_members WHERE organization_id = $1 AND user_id = $2)`
    : 'NULL::text[]';
  const rows = await scopedSql(db, organizationId).query<VersionRow>(
    `SELECT v.version::text AS version, v.catalog_version::text AS catalog_version, v.epoch::text AS epoch, ${crewTeams} AS team_ids
       FROM schedule_versions v
      WHERE v.organization_id = $1`,
    crewUserId ? [crewUserId] : [],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    version: row.version,
    catalogVersion: row.catalog_version,
    epoch: row.epoch,
    crewTeamIds: crewUserId ? (row.team_ids ?? []) : null,
  };
}
