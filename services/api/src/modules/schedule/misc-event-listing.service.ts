import { miscEventRuleId, minutesToHhMm, type MiscEventListing, type ScheduleRangeQuery, type StartTimeOverride } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isListed, type ScheduleItemFilter } from './schedule-access.js';
import { miscEventsInRange, type MiscEventRow } from './schedule-read.queries.js';

export function toMiscEventListing(row: MiscEventRow): MiscEventListing {
  return {
    id: row.id,
    rule_id: miscEventRuleId(row.id),
    title: row.title,
    date: row.date,
    start_minutes: row.start_minutes,
    start_time: row.start_minutes === null ? null : minutesToHhMm(row.start_minutes),
    duration_minutes: row.duration_minutes,
    notes: row.notes,
    team_id: row.team_id,
    pattern: 'once',
  };
}

/** Misc events over a range, as the schedule lists them (one query). */
@Injectable()
export class MiscEventListingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(organizationId: string, range: ScheduleRangeQuery, filter: ScheduleItemFilter): Promise<MiscEventListing[]> {
    const rows = await miscEventsInRange(this.dataSource, organizationId, range.from, range.to);
    return rows.filter((row) => isListed(filter, row.team_id)).map(toMiscEventListing);
  }

  /** Timed misc events in the range as start-time entries, under their negative rule id. */
  async startTimes(organizationId: string, range: ScheduleRangeQuery, filter: ScheduleItemFilter): Promise<StartTimeOverride[]> {
    const rows = await miscEventsInRange(this.dataSource, organizationId, range.from, range.to, { timedOnly: true });
    return rows.flatMap((row) =>
      row.start_minutes !== null && isListed(filter, row.team_id)
        ? [{ rule_id: miscEventRuleId(row.id), date: row.date, start_minutes: row.start_minutes }]
        : [],
    );
  }
}
