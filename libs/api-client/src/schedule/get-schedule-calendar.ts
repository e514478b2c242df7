import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleCalendar } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isScheduleCalendar } from './schedule-guards.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export const SCHEDULE_CALENDAR_PATH = '/api/owner/schedule/calendar';

/** The organization's time zone and what date "today" is there. */
export async function getScheduleCalendar(api: ApiClient, errorMessage: string = SCHEDULE_MESSAGES.failedToLoad): Promise<ScheduleCalendar> {
  const body = await api.request<unknown>({ path: SCHEDULE_CALENDAR_PATH, errorMessage });
  if (!isScheduleCalendar(body)) throw new Error(`Unexpected response from GET ${SCHEDULE_CALENDAR_PATH}`);
  return body;
}

export const scheduleCalendarQueryKey = [...scheduleQueryKeyRoot, 'calendar'] as const;

export function useScheduleCalendar(options: { errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({ queryKey: scheduleCalendarQueryKey, queryFn: () => getScheduleCalendar(api, options.errorMessage) });
}
