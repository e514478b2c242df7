import { DEFAULT_BUSINESS_HOURS, hhMmToMinutes, MINUTES_PER_DAY } from '@fsp/contracts';
import type { ScheduleItem } from './schedule-items.js';

/** The hours the week grid shows, as minutes from midnight on whole hours. */
export interface GridHours {
  startMinutes: number;
  endMinutes: number;
}

export const DEFAULT_GRID_HOURS: GridHours = {
  startMinutes: hhMmToMinutes(DEFAULT_BUSINESS_HOURS.open) ?? 8 * 60,
  endMinutes: hhMmToMinutes(DEFAULT_BUSINESS_HOURS.close) ?? 17 * 60,
};

type Timed = Pick<ScheduleItem, 'startMinutes' | 'durationMinutes'>;

function endOf(start: number, duration: number): number {
  return Math.min(start + Math.max(duration, 1), MINUTES_PER_DAY);
}

/** 08:00–17:00 by default, widened to whole hours around any item that starts earlier or ends later, so none is hidden. */
export function gridHours(items: readonly Timed[], defaults: GridHours = DEFAULT_GRID_HOURS): GridHours {
  let { startMinutes, endMinutes } = defaults;
  for (const item of items) {
    if (item.startMinutes === null) continue;
    startMinutes = Math.min(startMinutes, Math.floor(item.startMinutes / 60) * 60);
    endMinutes = Math.max(endMinutes, Math.ceil(endOf(item.startMinutes, item.durationMinutes) / 60) * 60);
  }
  return { startMinutes, endMinutes };
}

/** The start of each hour row: 480, 540, … 960 for 08:00–17:00. */
export function hourRows(hours: GridHours): number[] {
  const rows: number[] = [];
  for (let minutes = hours.startMinutes; minutes < hours.endMinutes; minutes += 60) rows.push(minutes);
  return rows;
}

export interface PlacedItem<T extends Timed = ScheduleItem> {
  item: T;
  /** Offset and height within the day column, in percent of the grid's hours. */
  topPercent: number;
  heightPercent: number;
  /** Overlapping items sit side by side: this one's lane among `lanes`. */
  lane: number;
  lanes: number;
}

/**
 * Where each timed item of one day sits in its column. Items that overlap share the width in lanes; a group of
 * items that overlap one another (directly or through a chain) uses as many lanes as it needs at its busiest.
 */
export function placeDayItems<T extends Timed>(items: readonly T[], hours: GridHours): PlacedItem<T>[] {
  const span = hours.endMinutes - hours.startMinutes;
  const timed = items
    .filter((item): item is T & { startMinutes: number } => item.startMinutes !== null)
    .map((item) => ({ item, start: item.startMinutes, end: endOf(item.startMinutes, item.durationMinutes) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const placed: PlacedItem<T>[] = [];
  let group: PlacedItem<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };

  for (const { item, start, end } of timed) {
    if (start >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) lane = laneEnds.push(end) - 1;
    else laneEnds[lane] = end;
    groupEnd = Math.max(groupEnd, end);
    const entry: PlacedItem<T> = {
      item,
      topPercent: ((start - hours.startMinutes) / span) * 100,
      heightPercent: ((end - start) / span) * 100,
      lane,
      lanes: 1,
    };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}
