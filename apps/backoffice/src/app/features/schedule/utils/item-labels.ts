import { formatMinutes12h, MINUTES_PER_DAY, SCHEDULE_MESSAGES, type Team } from '@fsp/contracts';
import { shortDayLabel } from './date-labels.js';
import type { ScheduleItem } from './schedule-items.js';

/** "8:30 AM", or "Unscheduled" for an item without a start time. */
export function itemTimeLabel(item: Pick<ScheduleItem, 'startMinutes'>): string {
  return item.startMinutes === null ? SCHEDULE_MESSAGES.unscheduled : formatMinutes12h(item.startMinutes);
}

/** "9:15 AM" for an item from 8:30 AM lasting 45 minutes (at most 11:59 PM), or "Unscheduled". */
export function itemEndLabel(item: Pick<ScheduleItem, 'startMinutes' | 'durationMinutes'>): string {
  if (item.startMinutes === null) return SCHEDULE_MESSAGES.unscheduled;
  return formatMinutes12h(Math.min(item.startMinutes + item.durationMinutes, MINUTES_PER_DAY - 1));
}

/** "8:30 AM – 9:15 AM", or "Unscheduled". */
export function itemTimeRangeLabel(item: Pick<ScheduleItem, 'startMinutes' | 'durationMinutes'>): string {
  if (item.startMinutes === null) return SCHEDULE_MESSAGES.unscheduled;
  return `${formatMinutes12h(item.startMinutes)} – ${itemEndLabel(item)}`;
}

/**
 * The same name wherever the item is shown (grid, month, list), so views can be compared:
 * "Ada Lovelace — Lawn mowing — Mon, Nov 23 8:30 AM" or "… — Mon, Nov 23 Unscheduled".
 */
export function itemAccessibleName(item: Pick<ScheduleItem, 'title' | 'serviceLabel' | 'date' | 'startMinutes'>): string {
  return `${item.title} — ${item.serviceLabel} — ${shortDayLabel(item.date)} ${itemTimeLabel(item)}`;
}

/** The team's name; an id no longer in the list still reads as a team. */
export function teamName(teamId: string | null, teams: readonly Team[]): string | null {
  if (teamId === null) return null;
  return teams.find((team) => team.id === teamId)?.name ?? 'Unknown team';
}
