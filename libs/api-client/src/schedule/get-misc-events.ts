import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type MiscEventListing, type ScheduleRangeQuery } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isMiscEventListing } from './schedule-guards.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export const MISC_EVENTS_LISTING_PATH = '/api/owner/schedule/misc';

export async function getMiscEvents(
  api: ApiClient,
  range: ScheduleRangeQuery,
  errorMessage: string = SCHEDULE_MESSAGES.failedToLoad,
): Promise<MiscEventListing[]> {
  const body = await api.request<unknown>({
    path: MISC_EVENTS_LISTING_PATH,
    query: { from: range.from, to: range.to, team_id: range.team_id },
    errorMessage,
  });
  if (!Array.isArray(body) || !body.every(isMiscEventListing)) throw new Error(`Unexpected response from GET ${MISC_EVENTS_LISTING_PATH}`);
  return body;
}

export function miscEventsQueryKey(range: ScheduleRangeQuery) {
  return [...scheduleQueryKeyRoot, 'misc', range.from, range.to, range.team_id ?? null] as const;
}

export function useMiscEvents(range: ScheduleRangeQuery, options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: miscEventsQueryKey(range),
    queryFn: () => getMiscEvents(api, range, options.errorMessage),
    enabled: options.enabled ?? true,
  });
}
