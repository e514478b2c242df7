import { isIsoDate, SCHEDULE_API_ERRORS } from '@fsp/contracts';
import { FieldRule, TrimmedOrNull } from './schedule-write-fields.js';

/**
 * The dates the schedule API takes, in reads, writes and invoices alike. PostgreSQL has no year 0, the engine's
 * day arithmetic reads years below 100 as 19xx, and a default end date 180 days on must still be a four-digit
 * year, so both ends are bounded.
 */
const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '9998-12-31';

/** A real calendar date as yyyy-MM-dd (2027-02-29 is refused) between EARLIEST_DATE and LATEST_DATE. */
export function isScheduleDate(value: unknown): value is string {
  return isIsoDate(value) && value >= EARLIEST_DATE && value <= LATEST_DATE;
}

/** A schedule date, required; else 400 with SCHEDULE_API_ERRORS.invalidDate. */
export function IsScheduleDate(): PropertyDecorator {
  return FieldRule('isScheduleDate', (value) => (isScheduleDate(value) ? null : SCHEDULE_API_ERRORS.invalidDate));
}

/** A schedule date, or null / absent / blank. */
export function IsOptionalScheduleDate(): PropertyDecorator {
  const rule = FieldRule('isOptionalScheduleDate', (value) => (value == null || isScheduleDate(value) ? null : SCHEDULE_API_ERRORS.invalidDate));
  return (target, property) => {
    TrimmedOrNull(target, property);
    rule(target, property);
  };
}
