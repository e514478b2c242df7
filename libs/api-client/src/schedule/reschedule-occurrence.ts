import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type RescheduleOccurrenceRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';
import { scheduleRulePath } from './update-schedule-occurrence.js';

export interface RescheduleOccurrenceInput extends RescheduleOccurrenceRequest {
  rule_id: number;
}

/** POST /api/owner/schedule/{rule_id}/reschedule: moves one visit to another date and time. */
export async function rescheduleOccurrence(
  api: ApiClient,
  { rule_id, ...body }: RescheduleOccurrenceInput,
  errorMessage: string = SCHEDULE_MESSAGES.failedToReschedule,
): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: `${scheduleRulePath(rule_id)}/reschedule`, body, errorMessage });
}

export function useRescheduleOccurrence(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleOccurrenceInput) => rescheduleOccurrence(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
