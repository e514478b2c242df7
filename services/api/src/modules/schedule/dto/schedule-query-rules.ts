import { API_ERRORS, isoDateToDayNumber, MAX_SCHEDULE_RANGE_DAYS, SCHEDULE_API_ERRORS } from '@fsp/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { isPositiveId } from '../positive-id.pipe.js';
import { isScheduleDate } from './schedule-dates.js';

function rangeProblem(from: unknown, to: unknown): string | null {
  if (!isScheduleDate(from) || !isScheduleDate(to)) return null;
  const days = isoDateToDayNumber(to) - isoDateToDayNumber(from) + 1;
  if (days < 1) return SCHEDULE_API_ERRORS.invalidRange;
  return days > MAX_SCHEDULE_RANGE_DAYS ? SCHEDULE_API_ERRORS.rangeTooLong : null;
}

/** The end of a range that starts at the `from` property: on or after it, at most MAX_SCHEDULE_RANGE_DAYS days in all. */
export function IsScheduleRangeEnd(): PropertyDecorator {
  const fromOf = (args: ValidationArguments | undefined) => (args?.object as { from?: unknown } | undefined)?.from;
  return ValidateBy({
    name: 'isScheduleRangeEnd',
    validator: {
      validate: (value: unknown, args) => rangeProblem(fromOf(args), value) === null,
      defaultMessage: (args) => rangeProblem(fromOf(args), args?.value) ?? '',
    },
  });
}

/** A query value of digits becomes a number; anything else stays as sent, for the validator to refuse. */
const digitsToNumber = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** A whole number from 1 to `max` sent in the query string, refused with `message` (`maxMessage` above `max`). */
export function IsPositiveWholeNumber(message: string, max: number, maxMessage: string): PropertyDecorator {
  const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
  const validate = ValidateBy({
    name: 'isPositiveWholeNumber',
    validator: {
      validate: (value: unknown) => isWhole(value) && value <= max,
      defaultMessage: (args) => (isWhole(args?.value) ? maxMessage : message),
    },
  });
  return (target, property) => {
    digitsToNumber(target, property);
    validate(target, property);
  };
}

/** A rule or misc event id sent in the query string: as the path's PositiveIdPipe, 400 "Invalid id" otherwise. */
export function IsPositiveIdQuery(): PropertyDecorator {
  const validate = ValidateBy({
    name: 'isPositiveIdQuery',
    validator: { validate: (value: unknown) => isPositiveId(value), defaultMessage: () => API_ERRORS.invalidId },
  });
  return (target, property) => {
    digitsToNumber(target, property);
    validate(target, property);
  };
}
