import type { ScheduleRangeQuery, StartTimeOverride } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { expandVisits, type Visit, type VisitException } from './engine/expand-visits.js';
import { isListed, type ScheduleItemFilter } from './schedule-access.js';
import { exceptionsTouching, rulesInRange } from './schedule-read.queries.js';

const visitKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

/**
 * Visits whose start time was set for their date alone (the occurrences themselves are read through
 * read-cache/schedule-read.service.ts).
 */
@Injectable()
export class ScheduleOccurrencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Visits in the range whose start time was set for that date alone, at the date they are shown on. */
  async startTimeOverrides(organizationId: string, range: ScheduleRangeQuery, filter: ScheduleItemFilter): Promise<StartTimeOverride[]> {
    const { from, to } = range;
    const exceptions = await exceptionsTouching(this.dataSource, organizationId, from, to);
    const rules = await rulesInRange(this.dataSource, organizationId, from, to, exceptions);
    const exceptionBySeriesDate = new Map(exceptions.map((exception) => [visitKey(exception.ruleId, exception.date), exception]));
    return expandVisits(rules, exceptions, from, to).flatMap((visit) => {
      const exception = exceptionBySeriesDate.get(visitKey(visit.ruleId, visit.seriesDate));
      if (!timeComesFrom(exception, visit) || !isListed(filter, visit.teamId)) return [];
      return [{ rule_id: visit.ruleId, date: visit.date, start_minutes: visit.startMinutes }];
    });
  }
}

function timeComesFrom(exception: VisitException | undefined, visit: Visit): visit is Visit & { startMinutes: number } {
  return exception !== undefined && !exception.timeCleared && exception.startMinutes !== null && visit.startMinutes !== null;
}
