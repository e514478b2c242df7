import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type ScheduleDateRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';
import { scheduleRulePath } from './update-schedule-occurrence.js';

export interface SkipOccurrenceInput extends ScheduleDateRequest {
  rule_id: number;
}

/** POST /api/owner/schedule/{rule_id}/skip: cancels one visit of a series. */
export async function skipOccurrence(api: ApiClient, { rule_id, date }: SkipOccurrenceInput, errorMessage: string = SCHEDULE_MESSAGES.failedToCancel): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: `${scheduleRulePath(rule_id)}/skip`, body: { date }, errorMessage });
}

export function useSkipOccurrence(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SkipOccurrenceInput) => skipOccurrence(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
