import { API_ERRORS, isApiErrorBody } from '@fsp/contracts';

/**
 * A failed API call. `message` is the server's `{ error }` text when it sent one, else the
 * caller's default for that screen (the spec's "server error field, else …" rule).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    message: string,
    /** The server's `error` field, or null when it gave none. */
    readonly serverMessage: string | null = null,
    readonly body: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * The API answers every unexpected failure with the same placeholder (API_ERRORS.internal); it names no
   * reason, so the screen's own default (e.g. "Failed to load customers") says more and is used instead.
   */
  static fromResponse(status: number, body: unknown, defaultMessage: string): ApiError {
    const text = isApiErrorBody(body) ? body.error.trim() : '';
    const serverMessage = text && text !== API_ERRORS.internal ? text : null;
    return new ApiError(status, serverMessage ?? defaultMessage, serverMessage, body);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's error text if the failure carried one, else `fallback`. */
export function serverErrorOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

/**
 * A React Query `retry` for loads by code or id: the server's refusal (4xx, e.g. an unknown or expired code)
 * stays so, while a failure without an answer or a 5xx is worth one more try.
 */
export function retryOnceUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500);
}
