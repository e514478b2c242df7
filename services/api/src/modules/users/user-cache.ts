import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AuthClock } from '../../common/auth/auth-clock.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { User } from './entities/user.entity.js';

/** Signed-in users kept at once; the least recently used one goes first. */
export const USER_CACHE_SIZE = 10_000;

interface Entry {
  user: User;
  expiresAtMs: number;
}

/** Why the cache was emptied: a write to users in this process, or another process's (NOTIFY), or a lost listener. */
export type UserCacheInvalidation = 'local-write' | 'notification' | 'listener-lost';

/**
 * The user rows bound to auth subjects, as the authenticated path reads them on every request.
 *
 * Freshness (the documented bound):
 * - a write to users in this process empties the cache when the statement runs and again when its transaction
 *   commits (user-writes.subscriber.ts), so this process's next request reads the new row;
 * - on PostgreSQL a trigger NOTIFYs every API process when users change (user-changes.listener.ts), usually
 *   within milliseconds of the commit;
 * - whatever happens to notifications, an entry is reused for at most `userCacheTtlMs` (USER_CACHE_TTL_MS,
 *   default 5 s): a user made inactive or given another role through another process is seen within that bound.
 *
 * Every invalidation empties the whole cache (writes to users are rare) and starts a new generation: a look-up
 * that began before an invalidation does not store what it read, so a row read just before a commit is not kept.
 */
@Injectable()
export class UserCache {
  private readonly entries = new LRUCache<string, Entry>({ max: USER_CACHE_SIZE });
  private readonly listeners = new Set<(reason: UserCacheInvalidation) => void>();
  private currentGeneration = 0;
  private readonly ttlMs: number;

  constructor(
    private readonly clock: AuthClock,
    @Inject(API_CONFIG) config: ApiConfig,
  ) {
    this.ttlMs = config.userCacheTtlMs;
  }

  /** Pass to `set` what this was before the look-up started. */
  get generation(): number {
    return this.currentGeneration;
  }

  /** A copy of the cached row, so that nothing a request does to it reaches the next request. */
  get(subject: string): User | null {
    const entry = this.entries.get(subject);
    if (!entry) return null;
    if (this.clock.now() < entry.expiresAtMs) return copyOf(entry.user);
    this.entries.delete(subject);
    return null;
  }

  /** Keeps the row unless the cache was invalidated since `generation` was read. */
  set(subject: string, user: User, generation: number): void {
    if (this.ttlMs <= 0 || generation !== this.currentGeneration) return;
    this.entries.set(subject, { user: copyOf(user), expiresAtMs: this.clock.now() + this.ttlMs });
  }

  invalidate(reason: UserCacheInvalidation): void {
    this.currentGeneration += 1;
    this.entries.clear();
    for (const listener of this.listeners) listener(reason);
  }

  /** Called after every invalidation (tests wait on it instead of sleeping); returns the unsubscribe function. */
  onInvalidated(listener: (reason: UserCacheInvalidation) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function copyOf(user: User): User {
  return Object.assign(new User(), user, { notificationPrefs: { ...user.notificationPrefs } });
}
