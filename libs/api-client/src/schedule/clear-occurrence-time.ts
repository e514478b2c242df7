import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleDateRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';
import { scheduleRulePath } from './update-schedule-occurrence.js';

export interface ClearOccurrenceTimeInput extends ScheduleDateRequest {
  rule_id: number;
}

/** DELETE /api/owner/schedule/{rule_id}/time?date=…: that visit becomes Unscheduled. */
export async function clearOccurrenceTime(
  api: ApiClient,
  { rule_id, date }: ClearOccurrenceTimeInput,
  errorMessage: string = SCHEDULE_MESSAGES.failedToClearTime,
): Promise<void> {
  await api.request<unknown>({ method: 'DELETE', path: `${scheduleRulePath(rule_id)}/time`, query: { date }, errorMessage });
}

export function useClearOccurrenceTime(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClearOccurrenceTimeInput) => clearOccurrenceTime(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
