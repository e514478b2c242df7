import { AVAILABLE_TIME_STEP_MINUTES, DEFAULT_BUSINESS_HOURS, hhMmToMinutes, WEEKDAY_KEYS, weekdayIndexOf } from '@fsp/contracts';

const DEFAULT_OPEN_MINUTES = hhMmToMinutes(DEFAULT_BUSINESS_HOURS.open) ?? 0;
const DEFAULT_CLOSE_MINUTES = hhMmToMinutes(DEFAULT_BUSINESS_HOURS.close) ?? 0;

export interface OpeningHours {
  openMinutes: number;
  closeMinutes: number;
}

/** Stored business hours of one weekday (part 2 §3 "business_hours"). */
export interface WeekdayHours {
  open: string | null;
  close: string | null;
  closed: boolean;
}

/**
 * The organization's opening hours on a date: its own hours for that weekday, 08:00–17:00 when it has set none
 * for the day, null when the day is marked closed.
 */
export function openingHoursOn(date: string, businessHours: Partial<Record<string, WeekdayHours>> | null): OpeningHours | null {
  const day = businessHours?.[WEEKDAY_KEYS[weekdayIndexOf(date)]];
  if (day?.closed) return null;
  const open = hhMmToMinutes(day?.open ?? '') ?? DEFAULT_OPEN_MINUTES;
  const close = hhMmToMinutes(day?.close ?? '') ?? DEFAULT_CLOSE_MINUTES;
  return close > open ? { openMinutes: open, closeMinutes: close } : null;
}

export interface BusyInterval {
  startMinutes: number;
  durationMinutes: number;
}

/**
 * Start times (minutes from midnight) at 15-minute steps from opening, where a job of `durationMinutes` ends by
 * closing and overlaps none of the busy intervals (touching end to start is allowed).
 */
export function availableSlots(hours: OpeningHours | null, durationMinutes: number, busy: readonly BusyInterval[]): number[] {
  if (!hours || durationMinutes <= 0) return [];
  const slots: number[] = [];
  for (let start = hours.openMinutes; start + durationMinutes <= hours.closeMinutes; start += AVAILABLE_TIME_STEP_MINUTES) {
    const end = start + durationMinutes;
    const overlaps = busy.some((item) => start < item.startMinutes + item.durationMinutes && item.startMinutes < end);
    if (!overlaps) slots.push(start);
  }
  return slots;
}
