import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type RescheduleMiscEventRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { miscEventPath } from './misc-event-paths.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export interface RescheduleMiscEventInput extends RescheduleMiscEventRequest {
  /** The event's positive id (its rule_id negated). */
  id: number;
}

/** POST /api/owner/misc-events/{id}/reschedule: moves the event to another date and time. */
export async function rescheduleMiscEvent(
  api: ApiClient,
  { id, ...body }: RescheduleMiscEventInput,
  errorMessage: string = SCHEDULE_MESSAGES.failedToReschedule,
): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: `${miscEventPath(id)}/reschedule`, body, errorMessage });
}

export function useRescheduleMiscEvent(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleMiscEventInput) => rescheduleMiscEvent(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
