import { expandVisits, type ExpandableRule, type VisitException } from './engine/expand-visits.js';
import { ruleDates, type RuleSpan } from './engine/rule-dates.js';

/**
 * The dates of `rule` on which one of `existing` (same customer and service) already has a visit, ascending.
 * Existing rules count with their exceptions: skipped dates do not, moved visits do at their new date.
 */
export function sharedVisitDates(rule: RuleSpan, existing: readonly ExpandableRule[], exceptions: readonly VisitException[]): string[] {
  const from = rule.startDate;
  const to = rule.pattern === 'once' ? rule.startDate : rule.endDate;
  const taken = new Set(expandVisits(existing, exceptions, from, to).map((visit) => visit.date));
  return ruleDates(rule, from, to).filter((date) => taken.has(date));
}
