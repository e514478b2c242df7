import {
  AVAILABILITY_DAY_LABELS,
  DEFAULT_AVAILABILITY_END,
  DEFAULT_AVAILABILITY_START,
  isHourMinute,
  WEEKDAY_KEYS,
  WEEKDAY_PRESET,
  type AvailabilityTemplateDay,
} from '@fsp/contracts';
import type { BusinessHours } from '../organizations/entities/organization.entity.js';

/**
 * The weekdays a customer may pick on the signup form, Sunday first: each day the organization has set hours for
 * is offered with them unless closed; a day it has not set follows the default, Monday to Friday 08:00–17:00 (as
 * the owner's available times fall back to 08:00–17:00 for such a day).
 */
export function availabilityTemplate(businessHours: Partial<Record<string, BusinessHours>> | null): AvailabilityTemplateDay[] {
  return WEEKDAY_KEYS.map((key) => {
    const hours = businessHours?.[key];
    const start = hours && isHourMinute(hours.open) ? hours.open : DEFAULT_AVAILABILITY_START;
    const end = hours && isHourMinute(hours.close) ? hours.close : DEFAULT_AVAILABILITY_END;
    const offered = hours ? !hours.closed && start < end : WEEKDAY_PRESET.includes(key);
    return { key, label: AVAILABILITY_DAY_LABELS[key], offered, start, end };
  });
}
