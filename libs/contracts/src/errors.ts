/** Every API error body (ARCHITECTURE.md §3): the screens show `error`. */
export interface ApiErrorBody {
  error: string;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}
