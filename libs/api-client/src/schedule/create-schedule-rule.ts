import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type CreateScheduleRuleRequest, type CreateScheduleRuleResponse } from '@fsp/contracts';
import { ApiError, isApiError } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';
import { SCHEDULE_PATH } from './get-schedule.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

/** The 409 of POST /api/owner/schedule: the new rule falls on dates an existing one of the same customer and service already has. */
export class ScheduleConflictError extends ApiError {
  constructor(
    error: ApiError,
    readonly dates: readonly string[],
  ) {
    super(error.status, error.message, error.serverMessage, error.body, { cause: error });
  }
}

export function isScheduleConflictError(error: unknown): error is ScheduleConflictError {
  return error instanceof ScheduleConflictError;
}

function conflictDates(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const dates = (body as Record<string, unknown>)['dates'];
  return Array.isArray(dates) && dates.every((date) => typeof date === 'string') ? dates : null;
}

function isCreateScheduleRuleResponse(value: unknown): value is CreateScheduleRuleResponse {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['rule_id'] === 'number';
}

/** Resolves with the new rule's id; a repeated rule rejects with a ScheduleConflictError carrying the shared dates. */
export async function createScheduleRule(
  api: ApiClient,
  input: CreateScheduleRuleRequest,
  errorMessage: string = SCHEDULE_MESSAGES.failedToAdd,
): Promise<CreateScheduleRuleResponse> {
  let body: unknown;
  try {
    body = await api.request<unknown>({ method: 'POST', path: SCHEDULE_PATH, body: input, errorMessage });
  } catch (error) {
    const dates = isApiError(error) && error.status === 409 ? conflictDates(error.body) : null;
    if (isApiError(error) && dates) throw new ScheduleConflictError(error, dates);
    throw error;
  }
  if (!isCreateScheduleRuleResponse(body)) throw new Error(`Unexpected response from POST ${SCHEDULE_PATH}`);
  return body;
}

export function useCreateScheduleRule(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScheduleRuleRequest) => createScheduleRule(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
