import { ruleDates, type RuleSpan } from './rule-dates.js';

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

const exceptionKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

/**
 * Expands rules over [from, to] and applies their exceptions: skipped visits disappear, moved ones appear on
 * their new date (even when the series date lies outside the range), time and team overrides replace the
 * rule's defaults, and a cleared time leaves the visit unscheduled. Sorted by date, then time (unscheduled
 * last), then rule, then series date. Of several exceptions for one rule and date, the last one counts.
 */
export function expandVisits(
  rules: readonly ExpandableRule[],
  exceptions: readonly VisitException[],
  from: string,
  to: string,
): Visit[] {
  const exceptionsByKey = new Map(exceptions.map((exception) => [exceptionKey(exception.ruleId, exception.date), exception]));
  const visits: Visit[] = [];
  for (const rule of rules) {
    for (const date of ruleDates(rule, from, to)) {
      const exception = exceptionsByKey.get(exceptionKey(rule.id, date));
      if (exception?.skipped || exception?.movedToDate) continue;
      visits.push(visitOf(rule, date, date, exception));
    }
  }
  const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
  for (const exception of exceptionsByKey.values()) {
    const target = exception.movedToDate;
    if (!target || exception.skipped || target < from || target > to) continue;
    const rule = rulesById.get(exception.ruleId);
    if (!rule || ruleDates(rule, exception.date, exception.date).length === 0) continue;
    visits.push(visitOf(rule, target, exception.date, exception));
  }
  return visits.sort(compareVisits);
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
  const aTime = a.startMinutes ?? Number.MAX_SAFE_INTEGER;
  const bTime = b.startMinutes ?? Number.MAX_SAFE_INTEGER;
  if (aTime !== bTime) return aTime - bTime;
  if (a.ruleId !== b.ruleId) return a.ruleId - b.ruleId;
  return a.seriesDate < b.seriesDate ? -1 : a.seriesDate > b.seriesDate ? 1 : 0;
}
