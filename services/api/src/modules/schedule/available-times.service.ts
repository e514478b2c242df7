import { minutesToHhMm, type AvailableTimesResponse } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import { availableSlots, openingHoursOn, type BusyInterval, type OpeningHours, type WeekdayHours } from './engine/available-slots.js';
import { expandVisits } from './engine/expand-visits.js';
import { exceptionsTouching, miscEventsInRange, rulesInRange, servicesById } from './schedule-read.queries.js';
import { ScheduleVisits } from './schedule-visits.service.js';
import { visitMinutes } from './visit-length.js';

/** One timed item on the day: a visit of a rule or a misc event, with the team it belongs to. */
interface DayItem extends BusyInterval {
  ruleId: number | null;
  miscEventId: number | null;
  teamId: string | null;
}

export interface NewItemTimesQuery {
  date: string;
  service_minutes?: number;
  team_id?: string;
  exclude_misc_event_id?: number;
}

export interface RuleTimesQuery {
  date: string;
  service_minutes?: number;
  team_id?: string;
}

/** Free start times on one date for one team: a constant number of queries however busy the day is. */
@Injectable()
export class AvailableTimesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visits: ScheduleVisits,
  ) {}

  /** For a new item or a misc event (which must not block itself); without a team, against items without one. */
  async forItem(organizationId: string, query: NewItemTimesQuery): Promise<AvailableTimesResponse> {
    const serviceMinutes = query.service_minutes ?? visitMinutes(null);
    const day = await this.dayOf(organizationId, query.date);
    const teamId = query.team_id ?? null;
    const busy = day.items.filter((item) => item.teamId === teamId && item.miscEventId !== query.exclude_misc_event_id);
    return this.answer(query.date, serviceMinutes, day.hours, busy);
  }

  /** For a visit of a rule: its own visit that day does not block it; the team defaults to the visit's own. */
  async forRule(organizationId: string, ruleId: number, query: RuleTimesQuery): Promise<AvailableTimesResponse> {
    const rule = await this.visits.liveRule(organizationId, ruleId);
    const day = await this.dayOf(organizationId, query.date);
    const ownVisit = day.visitTeams.get(ruleId);
    const teamId = query.team_id ?? (ownVisit === undefined ? rule.teamId : ownVisit);
    const busy = day.items.filter((item) => item.teamId === teamId && item.ruleId !== ruleId);
    const estimatedMinutes = day.services.get(rule.serviceId)?.estimatedMinutes ?? null;
    return this.answer(query.date, query.service_minutes ?? visitMinutes(estimatedMinutes), day.hours, busy);
  }

  private answer(date: string, serviceMinutes: number, hours: OpeningHours | null, busy: readonly BusyInterval[]): AvailableTimesResponse {
    return { date, service_minutes: serviceMinutes, slots: availableSlots(hours, serviceMinutes, busy).map(minutesToHhMm) };
  }

  /** The organization's hours on `date` and every timed visit and misc event shown that day (five queries). */
  private async dayOf(organizationId: string, date: string) {
    const organizations = await scopedSql(this.dataSource, organizationId).query<{
      business_hours: Partial<Record<string, WeekdayHours>> | null;
    }>(`SELECT business_hours FROM organizations WHERE id = $1`);
    const exceptions = await exceptionsTouching(this.dataSource, organizationId, date, date);
    const rules = await rulesInRange(this.dataSource, organizationId, date, date, exceptions);
    const services = await servicesById(this.dataSource, organizationId);
    const miscEvents = await miscEventsInRange(this.dataSource, organizationId, date, date, { timedOnly: true });

    const serviceIdByRule = new Map(rules.map((rule) => [rule.id, rule.serviceId]));
    const visits = expandVisits(rules, exceptions, date, date);
    const items: DayItem[] = [];
    for (const visit of visits) {
      if (visit.startMinutes === null) continue;
      const service = services.get(serviceIdByRule.get(visit.ruleId) ?? '');
      const durationMinutes = visitMinutes(service?.estimatedMinutes ?? null);
      items.push({ ruleId: visit.ruleId, miscEventId: null, teamId: visit.teamId, startMinutes: visit.startMinutes, durationMinutes });
    }
    for (const event of miscEvents) {
      if (event.start_minutes === null) continue;
      items.push({ ruleId: null, miscEventId: event.id, teamId: event.team_id, startMinutes: event.start_minutes, durationMinutes: event.duration_minutes });
    }
    return {
      hours: openingHoursOn(date, organizations[0]?.business_hours ?? null),
      items,
      services,
      /** The team of each rule's visit shown that day. */
      visitTeams: new Map(visits.map((visit) => [visit.ruleId, visit.teamId])),
    };
  }
}
