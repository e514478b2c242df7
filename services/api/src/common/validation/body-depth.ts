import { API_ERRORS, REQUEST_BODY_MAX_DEPTH } from '@fsp/contracts';
import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

/**
 * Whether objects and arrays in a parsed body nest deeper than `maxDepth` (`{}` is one level). Walked with an
 * explicit stack, so no depth a client sends can overflow the call stack here.
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth });
  }
  return false;
}

/**
 * Refuses a deeply nested body with 400 before validation sees it: class-transformer and class-validator recurse
 * once per level, and thousands of levels overflowed the stack (a 500) on every write route.
 */
export function limitBodyDepth(instance: FastifyInstance, maxDepth = REQUEST_BODY_MAX_DEPTH): void {
  instance.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, maxDepth)) throw new BadRequestException(API_ERRORS.bodyTooDeep);
  });
}
