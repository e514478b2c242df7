import { useMemo } from 'react';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useMiscEvents, useSchedule } from '@fsp/api-client';
import { mergeScheduleItems, type ScheduleItem } from '../utils/schedule-items.js';

export interface ScheduleItemsState {
  items: ScheduleItem[];
  loading: boolean;
  /** "Failed to load schedule data", or the server's reason; no items are shown then (part 2 §8). */
  error: string | null;
  refreshing: boolean;
  retry(): void;
}

/** Visits and misc events of one range as one list, the same list every view shows. */
export function useScheduleItems(range: { from: string; to: string; teamId: string | null }): ScheduleItemsState {
  const query = { from: range.from, to: range.to, team_id: range.teamId ?? undefined };
  const schedule = useSchedule(query);
  const misc = useMiscEvents(query);
  const failure = schedule.error ?? misc.error;
  const items = useMemo(
    () => (schedule.data && misc.data ? mergeScheduleItems(schedule.data, misc.data) : []),
    [schedule.data, misc.data],
  );
  return {
    items: failure ? [] : items,
    loading: !failure && (schedule.isPending || misc.isPending),
    error: failure ? serverErrorOr(failure, SCHEDULE_MESSAGES.failedToLoad) : null,
    refreshing: schedule.isFetching || misc.isFetching,
    retry: () => {
      void schedule.refetch();
      void misc.refetch();
    },
  };
}
