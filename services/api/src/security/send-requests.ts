import type { HttpMethod } from './openapi-operations.js';

export interface RawRequest {
  method: HttpMethod;
  /** Path and query, e.g. /api/owner/schedule?from=2026-03-01 */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The operation key the request was derived from. */
  operation: string;
  /** What was malformed, for the report. */
  mutation: string;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
  /** Set when no HTTP answer came back (connection reset, timeout). */
  failure?: string;
}

const RESPONSE_TIMEOUT_MS = 15_000;

export async function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(RESPONSE_TIMEOUT_MS),
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  } catch (error) {
    return { status: 0, contentType: '', text: '', failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** Sends every request with at most `concurrency` in flight (keep-alive connections, Node's fetch). */
export async function sendAll(
  baseUrl: string,
  requests: readonly RawRequest[],
  concurrency: number,
  onResponse: (request: RawRequest, response: RawResponse) => void,
): Promise<void> {
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < requests.length) {
      const request = requests[nextIndex++] as RawRequest;
      onResponse(request, await sendRaw(baseUrl, request));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** `{ "error": string }` with a JSON content type: the one error body of the API. */
export function isErrorBody(response: RawResponse): boolean {
  if (!response.contentType.includes('application/json')) return false;
  try {
    const body = JSON.parse(response.text) as unknown;
    return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
  } catch {
    return false;
  }
}
