import { useQuery } from '@tanstack/react-query';
import { occurrencesOfCompact, SCHEDULE_MESSAGES, SCHEDULE_SHAPE_PARAM, type ScheduleOccurrence, type ScheduleRangeQuery } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isCompactSchedule } from './schedule-guards.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export const SCHEDULE_PATH = '/api/owner/schedule';

/**
 * Occurrences of every rule in [from, to], exceptions applied; `errorMessage` is the screen's own failure text. Asks
 * for the compact shape (each customer and service once: a month of a large business is a few times smaller) and
 * expands it, so screens work on the spec's occurrences.
 */
export async function getSchedule(
  api: ApiClient,
  range: ScheduleRangeQuery,
  errorMessage: string = SCHEDULE_MESSAGES.failedToLoad,
): Promise<ScheduleOccurrence[]> {
  const body = await api.request<unknown>({
    path: SCHEDULE_PATH,
    query: { from: range.from, to: range.to, team_id: range.team_id, [SCHEDULE_SHAPE_PARAM]: 'compact' },
    errorMessage,
  });
  if (!isCompactSchedule(body)) throw new Error(`Unexpected response from GET ${SCHEDULE_PATH}`);
  return occurrencesOfCompact(body);
}

export function scheduleQueryKey(range: ScheduleRangeQuery) {
  return [...scheduleQueryKeyRoot, 'occurrences', range.from, range.to, range.team_id ?? null] as const;
}

export function useSchedule(range: ScheduleRangeQuery, options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: scheduleQueryKey(range),
    queryFn: () => getSchedule(api, range, options.errorMessage),
    enabled: options.enabled ?? true,
  });
}
