import { API_ERRORS } from '@fsp/contracts';
import { ApiError } from './api-error.js';
import type { FetchInitLike, FetchLike, FetchResponseLike } from './fetch-like.js';

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
  /** Extra request headers, e.g. `Idempotency-Key`; they cannot replace Accept, Content-Type or Authorization. */
  headers?: Readonly<Record<string, string>>;
  fetch?: FetchLike;
}

/** The parts of a browser Response a file download reads beyond FetchResponseLike; test fetches may lack them. */
interface FileResponseLike {
  headers?: { get(name: string): string | null };
  blob?: () => Promise<Blob>;
}

/** A file the API answered with: its bytes and the name its Content-Disposition gave, if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
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

async function send(options: ApiRequestOptions, accept: string): Promise<FetchResponseLike & FileResponseLike> {
  const { method = 'GET', path, query, body, token, baseUrl, credentials, signal } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const init: FetchInitLike = { method, headers, credentials, signal };
  if (body !== undefined) init.body = JSON.stringify(body);

  const fetchImpl = options.fetch ?? defaultFetch();
  let response: FetchResponseLike & FileResponseLike;
  try {
    response = await fetchImpl(buildUrl(path, query, baseUrl), init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, options.errorMessage ?? DEFAULT_ERROR_MESSAGE, null, null, { cause });
  }
  if (!response.ok) {
    throw ApiError.fromResponse(response.status, parseBody(await response.text()), options.errorMessage ?? DEFAULT_ERROR_MESSAGE);
  }
  return response;
}

/** One JSON call to the API; resolves with the parsed body or rejects with an ApiError. */
export async function apiRequest<T>(options: ApiRequestOptions): Promise<T> {
  const response = await send(options, 'application/json');
  return parseBody(await response.text()) as T;
}

/**
 * The file name of a `Content-Disposition: attachment; filename=…` header (RFC 6266: `filename*=UTF-8''…` wins
 * over `filename`); null when it names none.
 */
export function contentDispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim()) || null;
    } catch {
      // A malformed escape: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/** The media type of a Content-Type or Accept entry, e.g. "text/csv" of "text/csv; charset=utf-8". */
function mediaType(value: string): string {
  return (value.split(';')[0] ?? '').trim().toLowerCase();
}

/** Whether `contentType` is one of the types `accept` lists (wildcards such as `text/*` included). */
export function isAcceptedContentType(contentType: string, accept: string): boolean {
  const type = mediaType(contentType);
  return accept.split(',').some((entry) => {
    const wanted = mediaType(entry);
    return wanted === '*/*' || wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)));
  });
}

/**
 * A file from the API (e.g. a CSV export), fetched like apiRequest (bearer token, `{ error }` failures as ApiError)
 * and resolved with its bytes and the file name the server gave. A success of another type than `accept` asks for
 * (say an HTML page a proxy answered with) rejects with the caller's error message instead of being saved.
 */
export async function apiDownload(options: ApiRequestOptions & { accept?: string }): Promise<DownloadedFile> {
  const accept = options.accept ?? '*/*';
  const response = await send(options, accept);
  const contentType = response.headers?.get('content-type') ?? '';
  if (!isAcceptedContentType(contentType, accept)) {
    throw new ApiError(response.status, options.errorMessage ?? DEFAULT_ERROR_MESSAGE);
  }
  const blob = typeof response.blob === 'function' ? await response.blob() : new Blob([await response.text()], { type: contentType });
  return { blob, fileName: contentDispositionFileName(response.headers?.get('content-disposition')) };
}
