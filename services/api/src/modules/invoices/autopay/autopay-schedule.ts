import { AUTOPAY_MAX_ATTEMPTS, AUTOPAY_RETRY_DAYS } from '@fsp/contracts';

const DAY_MS = 24 * 60 * 60_000;

/**
 * When the next automatic attempt is due after `failedAttempts` automatic attempts failed, the first of them at
 * `firstFailureAt`: AUTOPAY_RETRY_DAYS[k] days after the first failure, or null once the last attempt failed.
 */
export function nextAutopayAttemptAt(firstFailureAt: Date, failedAttempts: number): Date | null {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1 || failedAttempts >= AUTOPAY_MAX_ATTEMPTS) return null;
  const days = AUTOPAY_RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * DAY_MS);
}

/** The platform's cut of a charge: PLATFORM_FEE_BPS basis points of the total, rounded down to a cent. */
export function applicationFeeCents(totalCents: number, platformFeeBps: number): number {
  return Math.floor((totalCents * platformFeeBps) / 10_000);
}

/** The provider's idempotency key of one attempt: a retried request for the same attempt never charges twice. */
export function attemptIdempotencyKey(invoiceId: string, attemptNumber: number): string {
  return `invoice-${invoiceId}-attempt-${attemptNumber}`;
}

/** An attempt still pending this long after it started was left by a process that stopped: the charge job re-drives it. */
export const STALE_ATTEMPT_MINUTES = 5;

/** A pending attempt the provider still refuses this long after it started is recorded as failed. */
export const REDRIVE_GIVE_UP_HOURS = 24;

/** Provider calls the charge job makes at once. */
export const DUE_CHARGE_CONCURRENCY = 8;

/**
 * While the customer is authenticating a payment on the invoice page, automatic charging waits this long: the
 * bank may still approve the first payment.
 */
export const AUTHENTICATION_HOLD_HOURS = 24;
