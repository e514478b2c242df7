import { useMutation } from '@tanstack/react-query';
import { SETTINGS_MESSAGES, type PasswordChangeTicketResponse } from '@fsp/contracts';
import { isObject } from '../json-guards.js';
import { useApi, type ApiClient } from '../use-api.js';

export const PASSWORD_CHANGE_TICKET_PATH = '/api/users/password-change-ticket';

/** `{ url }` with an absolute http(s) URL: the browser goes there, so nothing else (javascript:, data:) passes. */
export function isPasswordChangeTicketResponse(value: unknown): value is PasswordChangeTicketResponse {
  if (!isObject(value) || typeof value['url'] !== 'string') return false;
  try {
    const { protocol } = new URL(value['url']);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * POST /api/users/password-change-ticket with an empty body: the identity provider's page where the user sets a
 * new password. Rejects with the server's reason, else `errorMessage` (default "Could not start password change").
 */
export async function createPasswordChangeTicket(
  api: ApiClient,
  errorMessage: string = SETTINGS_MESSAGES.couldNotStartPasswordChange,
): Promise<PasswordChangeTicketResponse> {
  const body = await api.request<unknown>({ method: 'POST', path: PASSWORD_CHANGE_TICKET_PATH, body: {}, errorMessage });
  if (!isPasswordChangeTicketResponse(body)) throw new Error(`Unexpected response from POST ${PASSWORD_CHANGE_TICKET_PATH}`);
  return { url: body.url };
}

export function useCreatePasswordChangeTicket() {
  const api = useApi();
  return useMutation({ mutationFn: () => createPasswordChangeTicket(api) });
}
