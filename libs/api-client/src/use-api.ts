import { useMemo } from 'react';
import { useSession } from '@fsp/session';
import { apiDownload, apiRequest, type ApiRequestOptions, type DownloadedFile } from './api-request.js';
import { useApiConfig } from './api-config.js';

export type ApiCallOptions = Omit<ApiRequestOptions, 'token' | 'fetch' | 'baseUrl'>;

export interface ApiClient {
  request<T>(options: ApiCallOptions): Promise<T>;
}

/** Fetches a file (e.g. a CSV export) the way ApiClient fetches JSON: same base URL, fetch and bearer token. */
export type ApiDownloader = (options: ApiCallOptions & { accept?: string }) => Promise<DownloadedFile>;

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

export function useApiDownload(): ApiDownloader {
  const { getAccessToken } = useSession();
  const { baseUrl, fetch } = useApiConfig();
  return useMemo<ApiDownloader>(
    () => async (options) => {
      const token = needsAccessToken(options.path) ? await getAccessToken() : null;
      return apiDownload({ ...options, token, baseUrl, fetch });
    },
    [getAccessToken, baseUrl, fetch],
  );
}
