import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MESSAGES, type UpdateMeRequest, type UserProfile } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { meQueryKey } from './get-me.js';
import { isUserProfile } from './is-user-profile.js';

export const UPDATE_ME_PATH = '/api/users/update-me';

/**
 * PUT /api/users/update-me with the changed profile fields, empty text as null (part 2 §7); resolves with the
 * updated profile. Rejects with the server's reason, else `errorMessage` (default "Failed to update profile").
 */
export async function updateMe(
  api: ApiClient,
  request: UpdateMeRequest,
  errorMessage: string = SETTINGS_MESSAGES.failedToUpdateProfile,
): Promise<UserProfile> {
  const body = await api.request<unknown>({ method: 'PUT', path: UPDATE_ME_PATH, body: request, errorMessage });
  if (!isUserProfile(body)) throw new Error(`Unexpected response from PUT ${UPDATE_ME_PATH}`);
  return body;
}

export function useUpdateMe() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateMeRequest) => updateMe(api, request),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}
