import { ruleDates, type RuleSpan } from './engine/rule-dates.js';
import type { VisitException } from './engine/expand-visits.js';

/** The exception fields that decide whether, and where, a series date is visited. */
export type VisitPlacement = Pick<VisitException, 'date' | 'skipped' | 'movedToDate'>;

/** A rule's visit on a displayed date: the series date it stands for, and that date's exception row if any. */
export interface FoundVisit<E extends VisitPlacement> {
  seriesDate: string;
  exception: E | null;
}

const isSeriesDate = (rule: RuleSpan, date: string) => ruleDates(rule, date, date).length > 0;

/**
 * Which visit of `rule` is shown on `date`, given the rule's exceptions for that date (rows keyed by it or moved
 * onto it; others are ignored): a visit moved onto `date`, or the series date itself when it is neither skipped nor
 * moved away. Null when nothing of the rule happens that day.
 */
export function findVisit<E extends VisitPlacement>(rule: RuleSpan, exceptions: readonly E[], date: string): FoundVisit<E> | null {
  const movedHere = exceptions.find(
    (exception) => exception.movedToDate === date && !exception.skipped && isSeriesDate(rule, exception.date),
  );
  if (movedHere) return { seriesDate: movedHere.date, exception: movedHere };
  if (!isSeriesDate(rule, date)) return null;
  const own = exceptions.find((exception) => exception.date === date) ?? null;
  if (own && (own.skipped || (own.movedToDate !== null && own.movedToDate !== date))) return null;
  return { seriesDate: date, exception: own };
}
