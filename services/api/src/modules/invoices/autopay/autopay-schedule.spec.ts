import { AUTOPAY_MAX_ATTEMPTS } from '@fsp/contracts';
import { applicationFeeCents, attemptIdempotencyKey, nextAutopayAttemptAt } from './autopay-schedule.js';

describe('the automatic payment retry schedule', () => {
  const firstFailure = new Date('2026-03-01T14:05:00.000Z');

  it('retries 3 days after the first failure, then 6 days after it', () => {
    expect(nextAutopayAttemptAt(firstFailure, 1)?.toISOString()).toBe('2026-03-04T14:05:00.000Z');
    expect(nextAutopayAttemptAt(firstFailure, 2)?.toISOString()).toBe('2026-03-07T14:05:00.000Z');
  });

  it('plans nothing after the last of the three attempts', () => {
    expect(AUTOPAY_MAX_ATTEMPTS).toBe(3);
    expect(nextAutopayAttemptAt(firstFailure, 3)).toBeNull();
    expect(nextAutopayAttemptAt(firstFailure, 4)).toBeNull();
  });

  it('plans nothing before a failure', () => {
    expect(nextAutopayAttemptAt(firstFailure, 0)).toBeNull();
    expect(nextAutopayAttemptAt(firstFailure, 1.5)).toBeNull();
  });

  it('counts from the first failure, not from the last attempt, across a month end', () => {
    const endOfMonth = new Date('2026-01-30T10:00:00.000Z');
    expect(nextAutopayAttemptAt(endOfMonth, 1)?.toISOString()).toBe('2026-02-02T10:00:00.000Z');
    expect(nextAutopayAttemptAt(endOfMonth, 2)?.toISOString()).toBe('2026-02-05T10:00:00.000Z');
  });
});

describe('the application fee', () => {
  it('takes PLATFORM_FEE_BPS basis points, rounded down to a cent', () => {
    expect(applicationFeeCents(12_550, 0)).toBe(0);
    expect(applicationFeeCents(12_550, 100)).toBe(125);
    expect(applicationFeeCents(12_550, 250)).toBe(313);
    expect(applicationFeeCents(999, 33)).toBe(3);
    expect(applicationFeeCents(10_000, 10_000)).toBe(10_000);
  });
});

describe('the idempotency key', () => {
  it('is one per invoice and attempt', () => {
    expect(attemptIdempotencyKey('inv-1', 2)).toBe('invoice-inv-1-attempt-2');
  });
});
