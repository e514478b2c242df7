import { DEFAULT_ORGANIZATION_TIME_ZONE, isoDateIn, isTimeZone, type ScheduleCalendar } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';

@Injectable()
export class ScheduleCalendarService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The organization's time zone and today's date there (one query). */
  async calendar(organizationId: string, now: Date = new Date()): Promise<ScheduleCalendar> {
    const rows = await scopedSql(this.dataSource, organizationId).query<{ time_zone: string | null }>(
      `SELECT time_zone FROM organizations WHERE id = $1`,
    );
    const stored = rows[0]?.time_zone;
    const timeZone = isTimeZone(stored) ? stored : DEFAULT_ORGANIZATION_TIME_ZONE;
    return { time_zone: timeZone, today: isoDateIn(timeZone, now) };
  }
}
