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
 * The weekdays a customer may pick on the signup form, Sunday first. With business hours set, the open days
 * with their hours (a day left out or closed is not offered); without them, Monday to Friday 08:00–17:00.
 */
export function availabilityTemplate(businessHours: Partial<Record<string, BusinessHours>> | null): AvailabilityTemplateDay[] {
  const hasHours = businessHours !== null && Object.keys(businessHours).length > 0;
  return WEEKDAY_KEYS.map((key) => {
    const hours = hasHours ? businessHours[key] : undefined;
    const start = hours && isHourMinute(hours.open) ? hours.open : DEFAULT_AVAILABILITY_START;
    const end = hours && isHourMinute(hours.close) ? hours.close : DEFAULT_AVAILABILITY_END;
    const offered = hasHours ? hours !== undefined && !hours.closed && start < end : WEEKDAY_PRESET.includes(key);
    return { key, label: AVAILABILITY_DAY_LABELS[key], offered, start, end };
  });
}
