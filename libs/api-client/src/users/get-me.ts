import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const ME_PATH = '/api/users/me';

export function getMe(api: ApiClient): Promise<UserProfile> {
  return api.request<UserProfile>({ path: ME_PATH, errorMessage: 'Could not load your profile' });
}

export const meQueryKey = ['users', 'me'] as const;

export function useMe() {
  const api = useApi();
  return useQuery({ queryKey: meQueryKey, queryFn: () => getMe(api) });
}
