import { useQuery } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleCandidate } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export const SCHEDULE_CANDIDATES_PATH = '/api/owner/schedule/candidates';

export function isScheduleCandidate(value: unknown): value is ScheduleCandidate {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields['id'] === 'string' &&
    (fields['name'] === null || typeof fields['name'] === 'string') &&
    (fields['email'] === null || typeof fields['email'] === 'string') &&
    Array.isArray(fields['services'])
  );
}

/** The customers the Add to Schedule form offers, each with the services they chose. */
export async function getScheduleCandidates(api: ApiClient, errorMessage: string = SCHEDULE_MESSAGES.failedToLoad): Promise<ScheduleCandidate[]> {
  const body = await api.request<unknown>({ path: SCHEDULE_CANDIDATES_PATH, errorMessage });
  if (!Array.isArray(body) || !body.every(isScheduleCandidate)) throw new Error(`Unexpected response from GET ${SCHEDULE_CANDIDATES_PATH}`);
  return body;
}

export const scheduleCandidatesQueryKey = [...scheduleQueryKeyRoot, 'candidates'] as const;

export function useScheduleCandidates(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: scheduleCandidatesQueryKey,
    queryFn: () => getScheduleCandidates(api, options.errorMessage),
    enabled: options.enabled ?? true,
  });
}
