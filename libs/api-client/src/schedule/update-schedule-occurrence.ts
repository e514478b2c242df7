import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type UpdateScheduleRuleRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export interface UpdateScheduleOccurrenceInput extends UpdateScheduleRuleRequest {
  rule_id: number;
}

export function scheduleRulePath(ruleId: number): string {
  return `/api/owner/schedule/${encodeURIComponent(String(ruleId))}`;
}

/** PATCH /api/owner/schedule/{rule_id}: start time and/or team of one visit (with `date`) or of the series. */
export async function updateScheduleOccurrence(
  api: ApiClient,
  { rule_id, ...body }: UpdateScheduleOccurrenceInput,
  errorMessage: string = SCHEDULE_MESSAGES.failedToSave,
): Promise<void> {
  await api.request<unknown>({ method: 'PATCH', path: scheduleRulePath(rule_id), body, errorMessage });
}

export function useUpdateScheduleOccurrence(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateScheduleOccurrenceInput) => updateScheduleOccurrence(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
