import { useMemo } from 'react';
import { DASHBOARD_MESSAGES } from '@fsp/contracts';
import { useMiscEvents, useSchedule, useScheduleCalendar } from '@fsp/api-client';
import { todaysStops, type DashboardStop } from '../utils/dashboard-stops.js';
import { scheduleLoadErrorMessage } from '../utils/load-error-message.js';

export interface TodaySchedule {
  /** yyyy-MM-dd in the organization's time zone; '' until the calendar has answered. */
  today: string;
  stops: DashboardStop[];
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  refresh(): void;
}

/** Today's visits and misc events: what "today" is comes from the organization's calendar, then one day is read. */
export function useTodaySchedule(): TodaySchedule {
  const errorMessage = DASHBOARD_MESSAGES.failedToLoad;
  const calendar = useScheduleCalendar({ errorMessage });
  const today = calendar.data?.today ?? '';
  const range = { from: today, to: today };
  const schedule = useSchedule(range, { enabled: today !== '', errorMessage });
  const misc = useMiscEvents(range, { enabled: today !== '', errorMessage });

  const stops = useMemo(
    () => (schedule.data && misc.data ? todaysStops(schedule.data, misc.data) : []),
    [schedule.data, misc.data],
  );
  const failure = calendar.error ?? schedule.error ?? misc.error;

  return {
    today,
    stops,
    loading: !failure && (calendar.isPending || schedule.isPending || misc.isPending),
    refreshing: calendar.isFetching || schedule.isFetching || misc.isFetching,
    error: failure ? scheduleLoadErrorMessage(failure) : null,
    refresh: () => {
      void calendar.refetch();
      // Without a date the day's reads would go out without a range: they follow the calendar instead.
      if (today === '') return;
      void schedule.refetch();
      void misc.refetch();
    },
  };
}
