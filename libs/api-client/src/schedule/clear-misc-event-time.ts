import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { miscEventPath } from './misc-event-paths.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

/** DELETE /api/owner/misc-events/{id}/time: the event becomes Unscheduled. */
export async function clearMiscEventTime(api: ApiClient, id: number, errorMessage: string = SCHEDULE_MESSAGES.failedToClearTime): Promise<void> {
  await api.request<unknown>({ method: 'DELETE', path: `${miscEventPath(id)}/time`, errorMessage });
}

export function useClearMiscEventTime(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => clearMiscEventTime(api, id, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
