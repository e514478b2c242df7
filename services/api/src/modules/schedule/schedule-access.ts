import { hasAnyRole, SCHEDULE_EDITOR_ROLES } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import type { User } from '../users/entities/user.entity.js';

/** What one reader may see of the schedule: everything (owner, manager), or only the items of their own teams (crew). */
export type ScheduleViewer = { everything: true } | { everything: false; teamIds: ReadonlySet<string> };

/** The schedule items a read returns: those the viewer may see, narrowed to one team when the query names one. */
export interface ScheduleItemFilter {
  viewer: ScheduleViewer;
  teamId?: string;
}

@Injectable()
export class ScheduleAccess {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Owners and managers see everything; a crew member sees what is assigned to one of their teams (one query). */
  async viewerOf(user: User, organizationId: string): Promise<ScheduleViewer> {
    if (hasAnyRole(user.role, SCHEDULE_EDITOR_ROLES)) return { everything: true };
    const rows = await scopedSql(this.dataSource, organizationId).query<{ team_id: string }>(
      `SELECT team_id FROM team_members WHERE organization_id = $1 AND user_id = $2`,
      [user.id],
    );
    return { everything: false, teamIds: new Set(rows.map((row) => row.team_id)) };
  }
}

/** Whether an item whose effective team is `teamId` belongs in a read under `filter`. */
export function isListed(filter: ScheduleItemFilter, teamId: string | null): boolean {
  if (filter.teamId !== undefined && teamId !== filter.teamId) return false;
  return filter.viewer.everything || (teamId !== null && filter.viewer.teamIds.has(teamId));
}
