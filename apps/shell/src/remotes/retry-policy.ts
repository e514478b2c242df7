/** How often and how patiently the shell asks for a remote's manifest or remoteEntry.js before giving up. */
export interface RetryPolicy {
  /** Attempts after the first one fails; at least one per fallback origin is made whatever this says. */
  retries: number;
  /** Wait before the first retry; each later retry waits twice as long as the one before. */
  firstDelayMs: number;
  maxDelayMs: number;
}

/** About 0.25 s + 0.5 s of patience: a CDN blip is ridden out, a remote that is down shows "Try again" quickly. */
export const REMOTE_RETRY_POLICY: RetryPolicy = { retries: 2, firstDelayMs: 250, maxDelayMs: 4_000 };

/** Query parameter that keeps a retry from being answered by a cached failure (stripped again by `auto` public paths). */
export const RETRY_ATTEMPT_PARAM = 'mf_attempt';

export function attemptCount(policy: RetryPolicy, fallbackOrigins: readonly string[]): number {
  return Math.max(policy.retries, fallbackOrigins.length) + 1;
}

/** The wait before retry `retry` (1 for the first retry): exponential backoff, capped. */
export function backoffDelayMs(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.firstDelayMs * 2 ** (retry - 1), policy.maxDelayMs);
}

/**
 * The URL of attempt `attempt` (0 = as configured): the origins take turns, the configured one first and then each
 * fallback origin, keeping the configured path, so a dead CDN domain is left after one try.
 */
export function urlForAttempt(url: string, attempt: number, fallbackOrigins: readonly string[]): string {
  if (attempt === 0) return url;
  const parsed = new URL(url, globalThis.location?.href ?? 'http://localhost/');
  const origins = [...new Set([parsed.origin, ...fallbackOrigins.map((origin) => new URL(origin).origin)])];
  const origin = origins[attempt % origins.length] ?? parsed.origin;
  const next = new URL(parsed.pathname + parsed.search, origin);
  next.searchParams.set(RETRY_ATTEMPT_PARAM, String(attempt));
  return next.href;
}
