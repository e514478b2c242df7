import type {
  AvailableTimesResponse,
  CompactSchedule,
  CompactScheduleOccurrence,
  MiscEventListing,
  OccurrenceCustomer,
  OccurrenceService,
  ScheduleCalendar,
} from '@fsp/contracts';
import { isSchedulePattern } from '@fsp/contracts';

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';

function isOccurrenceService(value: unknown): value is OccurrenceService {
  return isObject(value) && typeof value['key'] === 'string' && typeof value['label'] === 'string' && typeof value['price_cents'] === 'number';
}

function isOccurrenceCustomer(value: unknown): value is OccurrenceCustomer {
  return isObject(value) && typeof value['id'] === 'string' && isTextOrNull(value['name']) && Array.isArray(value['services']);
}

function isCompactScheduleOccurrence(value: unknown): value is CompactScheduleOccurrence {
  return (
    isObject(value) &&
    typeof value['rule_id'] === 'number' &&
    typeof value['date'] === 'string' &&
    isSchedulePattern(value['pattern']) &&
    isNumberOrNull(value['start_minutes']) &&
    typeof value['duration_minutes'] === 'number' &&
    isTextOrNull(value['team_id']) &&
    typeof value['customer_id'] === 'string' &&
    typeof value['service_key'] === 'string'
  );
}

/** GET /api/owner/schedule?shape=compact: its lists' entries (occurrencesOfCompact checks that the references resolve). */
export function isCompactSchedule(value: unknown): value is CompactSchedule {
  return (
    isObject(value) &&
    Array.isArray(value['customers']) &&
    value['customers'].every(isOccurrenceCustomer) &&
    Array.isArray(value['services']) &&
    value['services'].every(isOccurrenceService) &&
    Array.isArray(value['occurrences']) &&
    value['occurrences'].every(isCompactScheduleOccurrence)
  );
}

export function isMiscEventListing(value: unknown): value is MiscEventListing {
  return (
    isObject(value) &&
    typeof value['id'] === 'number' &&
    typeof value['rule_id'] === 'number' &&
    value['rule_id'] < 0 &&
    typeof value['title'] === 'string' &&
    typeof value['date'] === 'string' &&
    isNumberOrNull(value['start_minutes']) &&
    typeof value['duration_minutes'] === 'number' &&
    isTextOrNull(value['team_id'])
  );
}

export function isScheduleCalendar(value: unknown): value is ScheduleCalendar {
  return isObject(value) && typeof value['time_zone'] === 'string' && typeof value['today'] === 'string';
}

export function isAvailableTimesResponse(value: unknown): value is AvailableTimesResponse {
  return (
    isObject(value) &&
    typeof value['date'] === 'string' &&
    Array.isArray(value['slots']) &&
    value['slots'].every((slot) => typeof slot === 'string')
  );
}
