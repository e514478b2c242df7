import { isIsoDate, PAYMENT_ACTIVITY_API_ERRORS, PAYMENT_ACTIVITY_MESSAGES, PAYMENT_STATUS_ANY, PAYMENT_STATUSES, PAYMENTS_MAX_PAGE_SIZE } from '@fsp/contracts';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** The status filter's choices: part 2 §4 and "any". */
export const PAYMENT_STATUS_FILTERS = [...PAYMENT_STATUSES, PAYMENT_STATUS_ANY] as const;

/** PostgreSQL and the organization's time zone read these days safely. */
const EARLIEST_DAY = '1900-01-01';
const LATEST_DAY = '9998-12-31';

export const MAX_SEARCH_LENGTH = 200;
const PAYMENT_INTENT_ID = /^[A-Za-z0-9_]{1,255}$/;

export const isPaymentIntentId = (value: unknown): value is string => typeof value === 'string' && PAYMENT_INTENT_ID.test(value);

const isDay = (value: unknown): value is string => isIsoDate(value) && value >= EARLIEST_DAY && value <= LATEST_DAY;

/** Query text trimmed; blank becomes absent, as the screens send empty filters. */
export const TrimmedOrAbsent = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
});

/** A query value of digits becomes a number; anything else stays as sent, for the rule to refuse. */
export const DigitsToNumber = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : value;
});

/** A rule over one optional property (absent passes): null means valid, else the message. */
export function QueryRule(name: string, rule: (value: unknown, object: Record<string, unknown>) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args) => value === undefined || rule(value, (args?.object ?? {}) as Record<string, unknown>) === null,
      defaultMessage: (args) => rule(args?.value, (args?.object ?? {}) as Record<string, unknown>) ?? '',
    },
  });
}

export const dayRule = (value: unknown): string | null => (isDay(value) ? null : PAYMENT_ACTIVITY_MESSAGES.invalidDate);

/** `to` is a day on or after `from`. */
export const toDayRule = (value: unknown, object: Record<string, unknown>): string | null => {
  if (!isDay(value)) return PAYMENT_ACTIVITY_MESSAGES.invalidDate;
  const from = object['from'];
  return isDay(from) && from > value ? PAYMENT_ACTIVITY_MESSAGES.invalidDateRange : null;
};

export const statusRule = (value: unknown): string | null =>
  typeof value === 'string' && (PAYMENT_STATUS_FILTERS as readonly string[]).includes(value) ? null : PAYMENT_ACTIVITY_MESSAGES.invalidStatus;

export const limitRule = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PAYMENTS_MAX_PAGE_SIZE ? null : PAYMENT_ACTIVITY_API_ERRORS.invalidLimit;

export const searchRule = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= MAX_SEARCH_LENGTH ? null : PAYMENT_ACTIVITY_API_ERRORS.invalidSearch;

export const cursorRule = (value: unknown): string | null => (isPaymentIntentId(value) ? null : PAYMENT_ACTIVITY_MESSAGES.invalidCursor);

export const formatRule = (value: unknown): string | null => (value === 'csv' ? null : PAYMENT_ACTIVITY_API_ERRORS.invalidFormat);
