import {
  addDays,
  DEFAULT_RECURRING_SPAN_DAYS,
  hhMmToMinutes,
  PATTERNS_WITH_INTERVAL,
  SCHEDULE_API_ERRORS,
  type CreateScheduleRuleResponse,
} from '@fsp/contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Service } from '../services/entities/service.entity.js';
import type { CreateScheduleRuleDto } from './dto/create-schedule-rule.dto.js';
import type { RescheduleOccurrenceDto } from './dto/reschedule-occurrence.dto.js';
import type { UpdateScheduleRuleDto } from './dto/update-schedule-rule.dto.js';
import { ScheduleException } from './entities/schedule-exception.entity.js';
import { ScheduleRule } from './entities/schedule-rule.entity.js';
import type { VisitException } from './engine/expand-visits.js';
import { ScheduleConflictException } from './schedule-conflict.exception.js';
import { exceptionsTouching, liveRulesOf } from './schedule-read.queries.js';
import { sharedVisitDates } from './schedule-rule-conflicts.js';
import { findVisit, type FoundVisit } from './schedule-visits.lookup.js';
import { ScheduleVisits, type RuleVisit } from './schedule-visits.service.js';
import { assertOwnTeam } from './schedule-write-lookups.js';

type ExceptionChanges = Partial<Pick<ScheduleException, 'skipped' | 'startMinutes' | 'timeCleared' | 'teamId' | 'movedToDate'>>;

/** A locked rule and one of its visits, inside the command's transaction. */
interface VisitContext extends RuleVisit {
  manager: EntityManager;
}

/** Schedule rules and their visits (part 2 §4 "Occurrence actions"); each command is one transaction. */
@Injectable()
export class ScheduleRulesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visits: ScheduleVisits,
  ) {}

  async create(organizationId: string, createdBy: string, body: CreateScheduleRuleDto): Promise<CreateScheduleRuleResponse> {
    const pattern = body.pattern;
    const startDate = body.start_date;
    const endDate = pattern === 'once' ? startDate : (body.end_date ?? addDays(startDate, DEFAULT_RECURRING_SPAN_DAYS));
    if (endDate < startDate) throw new BadRequestException(SCHEDULE_API_ERRORS.endBeforeStart);
    const interval = PATTERNS_WITH_INTERVAL.includes(pattern) ? (body.interval ?? 1) : 1;

    const ruleId = await this.dataSource.transaction(async (manager) => {
      // Locking the customer serializes adds for one customer, so two at once cannot both pass the repeat check.
      const customer = await scopedTo(manager.getRepository(Customer), organizationId)
        .queryBuilder('customer')
        .andWhere('customer.id = :id', { id: body.customer_id })
        .setLock('pessimistic_write')
        .getOne();
      if (!customer) throw new NotFoundException(SCHEDULE_API_ERRORS.customerNotFound);
      const service = await scopedTo(manager.getRepository(Service), organizationId).findOne({ key: body.service_key, active: true });
      if (!service) throw new BadRequestException(SCHEDULE_API_ERRORS.serviceNotOffered);
      await assertOwnTeam(manager, organizationId, body.team_id);

      const span = { pattern, interval, startDate, endDate };
      const existing = await liveRulesOf(manager, organizationId, customer.id, service.id);
      if (existing.length > 0) {
        const ids = existing.map((rule) => rule.id);
        const exceptions = await exceptionsTouching(manager, organizationId, startDate, endDate, ids);
        const dates = sharedVisitDates(span, existing, exceptions);
        if (dates.length > 0) throw new ScheduleConflictException(dates);
      }

      const inserted = await manager.getRepository(ScheduleRule).insert({
        organizationId,
        customerId: customer.id,
        serviceId: service.id,
        ...span,
        startMinutes: null,
        teamId: body.team_id ?? null,
        notes: body.notes ?? null,
        createdBy,
      });
      return Number(inserted.identifiers[0]?.['id']);
    });
    return { ok: true, rule_id: ruleId };
  }

  /** With `date`, that visit's time and/or team; without, the series' default time and/or team. */
  async update(organizationId: string, ruleId: number, body: UpdateScheduleRuleDto): Promise<void> {
    const startMinutes = body.start_time ? hhMmToMinutes(body.start_time) : null;
    const teamGiven = body.team_id !== undefined;
    if (startMinutes === null && !teamGiven) throw new BadRequestException(SCHEDULE_API_ERRORS.nothingToUpdate);
    const date = body.date;
    if (!date) {
      await this.dataSource.transaction(async (manager) => {
        await this.visits.liveRule(organizationId, ruleId, { db: manager, lock: true });
        await assertOwnTeam(manager, organizationId, body.team_id);
        await manager.getRepository(ScheduleRule).update(
          { id: ruleId, organizationId },
          { ...(startMinutes !== null && { startMinutes }), ...(teamGiven && { teamId: body.team_id ?? null }) },
        );
      });
      return;
    }
    await this.withVisit(organizationId, ruleId, date, [], async ({ manager, visit }) => {
      await assertOwnTeam(manager, organizationId, body.team_id);
      await saveException(manager, organizationId, ruleId, visit, {
        ...(startMinutes !== null && { startMinutes, timeCleared: false }),
        ...(teamGiven && { teamId: body.team_id ?? null }),
      });
    });
  }

  /** The visit on `date` becomes unscheduled, whatever the series' default time. */
  clearTime(organizationId: string, ruleId: number, date: string): Promise<void> {
    return this.withVisit(organizationId, ruleId, date, [], ({ manager, visit }) =>
      saveException(manager, organizationId, ruleId, visit, { startMinutes: null, timeCleared: true }),
    );
  }

  /** Cancels the visit on `date` (a moved visit: the series date it came from). */
  skip(organizationId: string, ruleId: number, date: string): Promise<void> {
    return this.withVisit(organizationId, ruleId, date, [], ({ manager, visit }) =>
      saveException(manager, organizationId, ruleId, visit, { skipped: true }),
    );
  }

  /** Moves the visit on `from_date` to `to_date` at `start_time`; back onto its own series date it is simply no longer moved. */
  reschedule(organizationId: string, ruleId: number, body: RescheduleOccurrenceDto): Promise<void> {
    const startMinutes = hhMmToMinutes(body.start_time);
    return this.withVisit(organizationId, ruleId, body.from_date, [body.to_date], async ({ manager, rule, visit, exceptions }) => {
      const there = findVisit(rule, exceptions, body.to_date);
      if (there && there.seriesDate !== visit.seriesDate) throw new ConflictException(SCHEDULE_API_ERRORS.visitAlreadyOnDate);
      await saveException(manager, organizationId, ruleId, visit, {
        movedToDate: body.to_date === visit.seriesDate ? null : body.to_date,
        startMinutes,
        timeCleared: false,
      });
    });
  }

  /** Removes the whole series; its visits leave every listing. */
  async remove(organizationId: string, ruleId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.visits.liveRule(organizationId, ruleId, { db: manager, lock: true });
      await manager.getRepository(ScheduleRule).update({ id: ruleId, organizationId }, { removedAt: new Date() });
    });
  }

  /**
   * Runs `change` in one transaction with the rule locked and its visit on `date` found (404 when it has none);
   * `alsoDates` loads the exceptions touching further dates the change must look at.
   */
  private withVisit(
    organizationId: string,
    ruleId: number,
    date: string,
    alsoDates: readonly string[],
    change: (context: VisitContext) => Promise<unknown>,
  ): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const found = await this.visits.visitOn(organizationId, ruleId, date, { db: manager, lock: true, alsoDates });
      await change({ manager, ...found });
    });
  }
}

/** Writes `changes` onto the visit's series-date row, creating the row when the visit had none. */
async function saveException(
  manager: EntityManager,
  organizationId: string,
  ruleId: number,
  visit: FoundVisit<VisitException>,
  changes: ExceptionChanges,
): Promise<void> {
  const exceptions = manager.getRepository(ScheduleException);
  if (visit.exception) {
    await exceptions.update({ ruleId, date: visit.seriesDate }, changes);
  } else {
    await exceptions.insert({ ruleId, date: visit.seriesDate, organizationId, ...changes });
  }
}
