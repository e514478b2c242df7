import { API_ERRORS } from '@fsp/contracts';
import { ApiError } from './api-error.js';
import type { FetchInitLike, FetchLike } from './fetch-like.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** `/api/...` (relative to baseUrl, default same origin) or an absolute URL. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  body?: unknown;
  /** Access token sent as `Authorization: Bearer …`. */
  token?: string | null;
  baseUrl?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Message used when the server answers an error without an `error` field. */
  errorMessage?: string;
  fetch?: FetchLike;
}

export const DEFAULT_ERROR_MESSAGE: string = API_ERRORS.internal;

export function buildUrl(path: string, query?: Readonly<Record<string, QueryValue>>, baseUrl = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  const base = /^https?:\/\//i.test(path) ? '' : baseUrl.replace(/\/+$/, '');
  return `${base}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function defaultFetch(): FetchLike {
  if (typeof globalThis.fetch !== 'function') throw new Error('No fetch implementation is available');
  return (url, init) => globalThis.fetch(url, init);
}

/** One JSON call to the API; resolves with the parsed body or rejects with an ApiError. */
export async function apiRequest<T>(options: ApiRequestOptions): Promise<T> {
  const { method = 'GET', path, query, body, token, baseUrl, credentials, signal } = options;
  const defaultMessage = options.errorMessage ?? DEFAULT_ERROR_MESSAGE;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const init: FetchInitLike = { method, headers, credentials, signal };
  if (body !== undefined) init.body = JSON.stringify(body);

  const fetchImpl = options.fetch ?? defaultFetch();
  let response;
  try {
    response = await fetchImpl(buildUrl(path, query, baseUrl), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, defaultMessage, null, null, { cause });
  }
  const parsed = parseBody(await response.text());
  if (!response.ok) throw ApiError.fromResponse(response.status, parsed, defaultMessage);
  return parsed as T;
}
