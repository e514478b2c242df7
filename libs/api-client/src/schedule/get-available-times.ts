import { useQuery } from '@tanstack/react-query';
import { isMiscEventRuleId, SCHEDULE_MESSAGES, type AvailableTimesResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isAvailableTimesResponse } from './schedule-guards.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export interface AvailableTimesInput {
  /** The item the time is for: a rule's id, or a misc event's negative id (misc events ask the general route). */
  rule_id: number | null;
  date: string;
  service_minutes?: number | null;
  /** The team to check for overlaps, when the user is choosing another one. */
  team_id?: string | null;
}

export function availableTimesPath(ruleId: number | null): string {
  return ruleId === null || isMiscEventRuleId(ruleId)
    ? '/api/owner/available-times'
    : `/api/owner/schedule/${encodeURIComponent(String(ruleId))}/available-times`;
}

/** Free start times as HH:MM; `errorMessage` is the screen's own failure text. */
export async function getAvailableTimes(
  api: ApiClient,
  input: AvailableTimesInput,
  errorMessage: string = SCHEDULE_MESSAGES.failedToLoadTimes,
): Promise<AvailableTimesResponse> {
  const path = availableTimesPath(input.rule_id);
  const excludeMisc = input.rule_id !== null && isMiscEventRuleId(input.rule_id) ? -input.rule_id : undefined;
  const body = await api.request<unknown>({
    path,
    query: { date: input.date, service_minutes: input.service_minutes ?? undefined, team_id: input.team_id ?? undefined, exclude_misc_event_id: excludeMisc },
    errorMessage,
  });
  if (!isAvailableTimesResponse(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

export function availableTimesQueryKey(input: AvailableTimesInput) {
  return [...scheduleQueryKeyRoot, 'available-times', input.rule_id, input.date, input.service_minutes ?? null, input.team_id ?? null] as const;
}

export function useAvailableTimes(input: AvailableTimesInput, options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: availableTimesQueryKey(input),
    queryFn: () => getAvailableTimes(api, input, options.errorMessage),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}
