import { isHhMm, SCHEDULE_API_ERRORS, scheduleNotesError } from '@fsp/contracts';
import { Transform } from 'class-transformer';
import { isUUID, ValidateBy, type ValidationArguments } from 'class-validator';

/** Judges a field with `problem` (null means valid), the message being what `problem` returns. */
export function FieldRule(name: string, problem: (value: unknown, object: Record<string, unknown>) => string | null): PropertyDecorator {
  const objectOf = (args: ValidationArguments | undefined) => (args?.object ?? {}) as Record<string, unknown>;
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args) => problem(value, objectOf(args)) === null,
      defaultMessage: (args) => problem(args?.value, objectOf(args)) ?? '',
    },
  });
}

/** Text is trimmed; blank text becomes null, so optional fields sent empty count as not sent. */
export const TrimmedOrNull = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
});

/** HH:MM on a 24-hour clock, required. */
export function IsStartTime(): PropertyDecorator {
  return FieldRule('isStartTime', (value) => (isHhMm(value) ? null : SCHEDULE_API_ERRORS.invalidTime));
}

/** HH:MM, or null / absent / blank. */
export function IsOptionalStartTime(): PropertyDecorator {
  const rule = FieldRule('isOptionalStartTime', (value) => (value == null || isHhMm(value) ? null : SCHEDULE_API_ERRORS.invalidTime));
  return (target, property) => {
    TrimmedOrNull(target, property);
    rule(target, property);
  };
}

/** A team id, or null / absent / blank for none; whether the team is the organization's is checked by the service. */
export function IsOptionalTeamId(): PropertyDecorator {
  const rule = FieldRule('isOptionalTeamId', (value) => (value == null || isUUID(value) ? null : SCHEDULE_API_ERRORS.teamNotFound));
  return (target, property) => {
    TrimmedOrNull(target, property);
    rule(target, property);
  };
}

/** A team id, or null / blank for none; unlike IsOptionalTeamId it must be sent, so an empty body changes nothing. */
export function IsTeamIdOrNull(): PropertyDecorator {
  const sent = FieldRule('isTeamIdSent', (value) => (value === undefined ? SCHEDULE_API_ERRORS.teamIdRequired : null));
  return (target, property) => {
    IsOptionalTeamId()(target, property);
    sent(target, property);
  };
}

/** Optional notes: trimmed text, blank → null. */
export function IsOptionalNotes(): PropertyDecorator {
  const rule = FieldRule('isOptionalNotes', scheduleNotesError);
  return (target, property) => {
    TrimmedOrNull(target, property);
    rule(target, property);
  };
}
