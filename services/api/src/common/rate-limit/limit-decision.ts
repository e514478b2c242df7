import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

export interface LimitDecision {
  allowed: boolean;
  remaining: number;
  /** Milliseconds until the caller's window resets. */
  retryAfterMs: number;
}

/** Counts one hit for `key`; a store failure the fallback limiter could not absorb propagates as an error. */
export async function hit(limiter: RateLimiterAbstract, key: string): Promise<LimitDecision> {
  try {
    const res = await limiter.consume(key);
    return { allowed: true, remaining: res.remainingPoints, retryAfterMs: res.msBeforeNext };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return { allowed: false, remaining: 0, retryAfterMs: rejection.msBeforeNext };
  }
}

/** 429 `{ error: message }` with Retry-After in whole seconds. */
export function refuse(reply: FastifyReply, decision: LimitDecision, message: string): never {
  void reply.header('retry-after', Math.max(1, Math.ceil(decision.retryAfterMs / 1000)));
  throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
}
