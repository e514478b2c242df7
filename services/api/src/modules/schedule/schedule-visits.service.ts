import { SCHEDULE_API_ERRORS } from '@fsp/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { VisitException } from './engine/expand-visits.js';
import { exceptionsTouching, liveRule, type ScheduledRule, type SqlRunner } from './schedule-read.queries.js';
import { findVisit, type FoundVisit } from './schedule-visits.lookup.js';

/** A live rule, its visit shown on one date, and the exceptions that were read to find it. */
export interface RuleVisit {
  rule: ScheduledRule;
  visit: FoundVisit<VisitException>;
  exceptions: VisitException[];
}

export interface RuleLookupOptions {
  /** The transaction's EntityManager when the caller writes; else the DataSource. */
  db?: SqlRunner;
  /** Holds the rule FOR UPDATE until the transaction ends. */
  lock?: boolean;
}

/**
 * The one place that loads a rule for a command and decides whether it has a visit on a date: the schedule's
 * writes and the invoices (exported by ScheduleModule) use it alike.
 */
@Injectable()
export class ScheduleVisits {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The organization's live rule, else 404 — missing, removed and another organization's alike. */
  async liveRule(organizationId: string, ruleId: number, { db = this.dataSource, lock = false }: RuleLookupOptions = {}): Promise<ScheduledRule> {
    const rule = await liveRule(db, organizationId, ruleId, { lock });
    if (!rule) throw new NotFoundException(SCHEDULE_API_ERRORS.ruleNotFound);
    return rule;
  }

  /**
   * The rule's visit shown on `date` (404 when the rule or the visit is not there). `alsoDates` reads the
   * exceptions touching further dates the caller must look at as well.
   */
  async visitOn(
    organizationId: string,
    ruleId: number,
    date: string,
    { alsoDates = [], ...options }: RuleLookupOptions & { alsoDates?: readonly string[] } = {},
  ): Promise<RuleVisit> {
    const db = options.db ?? this.dataSource;
    const rule = await this.liveRule(organizationId, ruleId, { ...options, db });
    const bySeriesDate = new Map<string, VisitException>();
    for (const day of new Set([date, ...alsoDates])) {
      for (const exception of await exceptionsTouching(db, organizationId, day, day, [ruleId])) bySeriesDate.set(exception.date, exception);
    }
    const exceptions = [...bySeriesDate.values()];
    const visit = findVisit(rule, exceptions, date);
    if (!visit) throw new NotFoundException(SCHEDULE_API_ERRORS.noVisitOnDate);
    return { rule, visit, exceptions };
  }
}
