import { dayNumberToIsoDate, isoDateToDayNumber } from '@fsp/contracts';
import { ruleDayNumbers, type RuleSpan } from './rule-dates.js';

export interface ExpandableRule extends RuleSpan {
  id: number;
  startMinutes: number | null;
  teamId: string | null;
}

/** A per-date exception, keyed by the date the rule itself gives the visit (its series date). */
export interface VisitException {
  ruleId: number;
  date: string;
  skipped: boolean;
  startMinutes: number | null;
  timeCleared: boolean;
  teamId: string | null;
  movedToDate: string | null;
}

/** One visit of a rule after exceptions: where and when it happens, and which series date it stands for. */
export interface Visit {
  ruleId: number;
  date: string;
  seriesDate: string;
  startMinutes: number | null;
  teamId: string | null;
  /** The series date it was moved from, when rescheduled. */
  rescheduledFrom: string | null;
}

/**
 * Expands rules over [from, to] and applies their exceptions: skipped visits disappear, moved ones appear on
 * their new date (even when the series date lies outside the range), time and team overrides replace the
 * rule's defaults, and a cleared time leaves the visit unscheduled. Sorted by date, then time (unscheduled
 * last), then rule, then series date. Of several exceptions for one rule and date, the last one counts.
 *
 * A month of a large business is some 5,000 rules and 15,000 visits, expanded on every read the cache cannot
 * answer: dates are day numbers until a visit is made, each date's text is made once, and visits are gathered
 * by day so that only each day's few hundred are sorted, by numbers.
 */
export function expandVisits(
  rules: readonly ExpandableRule[],
  exceptions: readonly VisitException[],
  from: string,
  to: string,
): Visit[] {
  const exceptionsByRule = new Map<number, Map<string, VisitException>>();
  for (const exception of exceptions) {
    let ofRule = exceptionsByRule.get(exception.ruleId);
    if (!ofRule) {
      ofRule = new Map();
      exceptionsByRule.set(exception.ruleId, ofRule);
    }
    ofRule.set(exception.date, exception);
  }
  const days = new VisitsByDay(isoDateToDayNumber(from), isoDateToDayNumber(to));
  for (const rule of rules) {
    const ruleExceptions = exceptionsByRule.get(rule.id);
    for (const day of ruleDayNumbers(rule, days.fromDay, days.toDay)) {
      const date = days.dateOf(day);
      const exception = ruleExceptions?.get(date);
      if (exception?.skipped || exception?.movedToDate) continue;
      days.add(day, visitOf(rule, date, date, exception));
    }
  }
  if (exceptionsByRule.size > 0) {
    const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
    for (const ofRule of exceptionsByRule.values()) {
      for (const exception of ofRule.values()) {
        const target = exception.movedToDate;
        if (!target || exception.skipped || target < from || target > to) continue;
        const rule = rulesById.get(exception.ruleId);
        const seriesDay = isoDateToDayNumber(exception.date);
        if (!rule || ruleDayNumbers(rule, seriesDay, seriesDay).length === 0) continue;
        days.add(isoDateToDayNumber(target), visitOf(rule, target, exception.date, exception));
      }
    }
  }
  return days.sorted();
}

/** Visits gathered by day number over [fromDay, toDay], each date's text made once. */
class VisitsByDay {
  private readonly byDay: Array<Visit[] | undefined> = [];
  private readonly dates: Array<string | undefined> = [];
  /** Visits whose day lies outside the range (a pattern the engine does not know): then everything is sorted whole. */
  private readonly strays: Visit[] = [];

  constructor(
    readonly fromDay: number,
    readonly toDay: number,
  ) {}

  dateOf(day: number): string {
    const index = day - this.fromDay;
    let date = this.dates[index];
    if (date === undefined) {
      date = dayNumberToIsoDate(day);
      this.dates[index] = date;
    }
    return date;
  }

  add(day: number, visit: Visit): void {
    if (day < this.fromDay || day > this.toDay) {
      this.strays.push(visit);
      return;
    }
    const index = day - this.fromDay;
    const visits = this.byDay[index];
    if (visits) visits.push(visit);
    else this.byDay[index] = [visit];
  }

  sorted(): Visit[] {
    const visits: Visit[] = [];
    for (const ofDay of this.byDay) {
      if (!ofDay) continue;
      if (ofDay.length > 1) ofDay.sort(compareVisitsOfOneDay);
      for (const visit of ofDay) visits.push(visit);
    }
    if (this.strays.length === 0) return visits;
    return [...visits, ...this.strays].sort(compareVisits);
  }
}

function visitOf(rule: ExpandableRule, date: string, seriesDate: string, exception: VisitException | undefined): Visit {
  return {
    ruleId: rule.id,
    date,
    seriesDate,
    startMinutes: effectiveStartMinutes(rule, exception),
    teamId: exception?.teamId ?? rule.teamId,
    rescheduledFrom: date === seriesDate ? null : seriesDate,
  };
}

function effectiveStartMinutes(rule: ExpandableRule, exception: VisitException | undefined): number | null {
  if (!exception) return rule.startMinutes;
  if (exception.timeCleared) return null;
  return exception.startMinutes ?? rule.startMinutes;
}

function compareVisits(a: Visit, b: Visit): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return compareVisitsOfOneDay(a, b);
}

function compareVisitsOfOneDay(a: Visit, b: Visit): number {
  const aTime = a.startMinutes ?? Number.MAX_SAFE_INTEGER;
  const bTime = b.startMinutes ?? Number.MAX_SAFE_INTEGER;
  if (aTime !== bTime) return aTime - bTime;
  if (a.ruleId !== b.ruleId) return a.ruleId - b.ruleId;
  return a.seriesDate < b.seriesDate ? -1 : a.seriesDate > b.seriesDate ? 1 : 0;
}
