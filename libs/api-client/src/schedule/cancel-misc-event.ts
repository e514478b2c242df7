import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { miscEventPath } from './misc-event-paths.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

/** POST /api/owner/misc-events/{id}/cancel: removes the event (part 2 §4). */
export async function cancelMiscEvent(api: ApiClient, id: number, errorMessage: string = SCHEDULE_MESSAGES.failedToCancel): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: `${miscEventPath(id)}/cancel`, errorMessage });
}

export function useCancelMiscEvent(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelMiscEvent(api, id, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
