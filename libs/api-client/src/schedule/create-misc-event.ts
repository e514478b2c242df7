import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type CreateMiscEventRequest, type MiscEventListing } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { MISC_EVENTS_PATH } from './misc-event-paths.js';
import { isMiscEventListing } from './schedule-guards.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

/** POST /api/owner/misc-events: resolves with the new event as the listings show it. */
export async function createMiscEvent(
  api: ApiClient,
  input: CreateMiscEventRequest,
  errorMessage: string = SCHEDULE_MESSAGES.failedToAddEvent,
): Promise<MiscEventListing> {
  const body = await api.request<unknown>({ method: 'POST', path: MISC_EVENTS_PATH, body: input, errorMessage });
  const event = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['event'] : undefined;
  if (!isMiscEventListing(event)) throw new Error(`Unexpected response from POST ${MISC_EVENTS_PATH}`);
  return event;
}

export function useCreateMiscEvent(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMiscEventRequest) => createMiscEvent(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
