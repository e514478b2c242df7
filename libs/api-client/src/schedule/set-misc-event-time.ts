import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type MiscEventTimeRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { miscEventPath } from './misc-event-paths.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export interface SetMiscEventTimeInput extends MiscEventTimeRequest {
  /** The event's positive id (its rule_id negated). */
  id: number;
}

/** PATCH /api/owner/misc-events/{id}/time with start_time as HH:MM. */
export async function setMiscEventTime(api: ApiClient, { id, start_time }: SetMiscEventTimeInput, errorMessage: string = SCHEDULE_MESSAGES.failedToSave): Promise<void> {
  await api.request<unknown>({ method: 'PATCH', path: `${miscEventPath(id)}/time`, body: { start_time }, errorMessage });
}

export function useSetMiscEventTime(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMiscEventTimeInput) => setMiscEventTime(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
