import { WEEKDAY_KEYS, type OrganizationSettings } from '@fsp/contracts';
import { isObject } from '../json-guards.js';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isTextList = (value: unknown) => Array.isArray(value) && value.every(isText);

function isBusinessHoursDay(value: unknown): boolean {
  return isObject(value) && isTextOrNull(value['open']) && isTextOrNull(value['close']) && typeof value['closed'] === 'boolean';
}

/** Null, or days keyed sun..sat (any may be missing) each with open, close and closed. */
function isBusinessHoursWeek(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value)) return false;
  return Object.entries(value).every(([key, day]) => (WEEKDAY_KEYS as readonly string[]).includes(key) && isBusinessHoursDay(day));
}

/** Part 2 §3 "Organization": GET /api/owner/my-organization, the update's answer and each admin organization. */
export function isOrganizationSettings(value: unknown): value is OrganizationSettings {
  return (
    isObject(value) &&
    isText(value['id']) &&
    isText(value['name']) &&
    isTextOrNull(value['industry']) &&
    isTextOrNull(value['website']) &&
    isTextOrNull(value['phone_number']) &&
    isTextOrNull(value['email']) &&
    isTextOrNull(value['street']) &&
    isTextOrNull(value['city']) &&
    isTextOrNull(value['state']) &&
    isTextOrNull(value['zip']) &&
    isTextList(value['service_area_zipcodes']) &&
    isBusinessHoursWeek(value['business_hours']) &&
    isTextList(value['services_rendered']) &&
    isTextOrNull(value['insurance_provider']) &&
    isTextOrNull(value['owner_user_id']) &&
    (value['invoice_due_day'] === null || Number.isInteger(value['invoice_due_day'])) &&
    isTextOrNull(value['stripe_account_id']) &&
    typeof value['stripe_onboarding_completed'] === 'boolean' &&
    isText(value['time_zone']) &&
    value['time_zone'] !== ''
  );
}
