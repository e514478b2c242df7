import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';
import { scheduleRulePath } from './update-schedule-occurrence.js';

/** DELETE /api/owner/schedule/{rule_id}: removes the whole series. */
export async function removeScheduleRule(api: ApiClient, ruleId: number, errorMessage: string = SCHEDULE_MESSAGES.failedToRemove): Promise<void> {
  await api.request<unknown>({ method: 'DELETE', path: scheduleRulePath(ruleId), errorMessage });
}

export function useRemoveScheduleRule(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: number) => removeScheduleRule(api, ruleId, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
