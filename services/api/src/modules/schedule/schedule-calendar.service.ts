import { DEFAULT_ORGANIZATION_TIME_ZONE, isoDateIn, isTimeZone, type ScheduleCalendar } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

@Injectable()
export class ScheduleCalendarService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The organization's time zone and today's date there (one query). */
  async calendar(organizationId: string, now: Date = new Date()): Promise<ScheduleCalendar> {
    const rows = (await this.dataSource.query(`SELECT time_zone FROM organizations WHERE id = $1`, [organizationId])) as Array<{
      time_zone: string | null;
    }>;
    const stored = rows[0]?.time_zone;
    const timeZone = isTimeZone(stored) ? stored : DEFAULT_ORGANIZATION_TIME_ZONE;
    return { time_zone: timeZone, today: isoDateIn(timeZone, now) };
  }
}
