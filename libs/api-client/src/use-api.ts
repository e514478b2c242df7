import { useMemo } from 'react';
import { useSession } from '@fsp/session';
import { apiRequest, type ApiRequestOptions } from './api-request.js';
import { useApiConfig } from './api-config.js';

export type ApiCallOptions = Omit<ApiRequestOptions, 'token' | 'fetch' | 'baseUrl'>;

export interface ApiClient {
  request<T>(options: ApiCallOptions): Promise<T>;
}

/** Relative `/api/...` calls carry the session's bearer token; public endpoints and other hosts do not. */
export function needsAccessToken(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/public/');
}

export function useApi(): ApiClient {
  const { getAccessToken } = useSession();
  const { baseUrl, fetch } = useApiConfig();
  return useMemo<ApiClient>(
    () => ({
      async request<T>(options: ApiCallOptions): Promise<T> {
        const token = needsAccessToken(options.path) ? await getAccessToken() : null;
        return apiRequest<T>({ ...options, token, baseUrl, fetch });
      },
    }),
    [getAccessToken, baseUrl, fetch],
  );
}
