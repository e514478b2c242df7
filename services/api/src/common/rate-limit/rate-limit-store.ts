import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig, type PublicRateLimit } from '../../config/api-config.js';
import { closeRedis, connectRedis, createRedisClient } from './redis-client.js';

/** Where the counters live: Redis when REDIS_URL is set, else PostgreSQL; embedded PGlite serves one process only. */
export type RateLimitStoreKind = 'memory' | 'postgres' | 'redis';

export const RATE_LIMIT_STORE_KIND = Symbol('RATE_LIMIT_STORE_KIND');

/** Created by the 1764100000000 migration. */
const COUNTERS_TABLE = 'rate_limit_counters';
const SWEEP_INTERVAL_MS = 5 * 60_000;

/**
 * Makes rate limiters (rate-limiter-flexible) whose counters every API process shares. A store that fails
 * (Redis or PostgreSQL unreachable) hands the decision to an in-process limiter with the same budget.
 */
@Injectable()
export class RateLimitStore implements OnModuleInit, OnModuleDestroy {
  private readonly redis: Redis | null;
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger('RateLimits');

  constructor(
    @Inject(RATE_LIMIT_STORE_KIND) readonly kind: RateLimitStoreKind,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.redis = kind === 'redis' && config.redis ? createRedisClient(config.redis) : null;
  }

  /**
   * The limiter allowing `budget.limit` hits per key and window; `name` keeps its keys apart from other limiters'.
   * One per name: a guard used by several modules is instantiated in each, and all must count together.
   */
  limiter(name: string, budget: PublicRateLimit): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.create(name, budget);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  private create(name: string, budget: PublicRateLimit): RateLimiterAbstract {
    const options = { keyPrefix: name, points: budget.limit, duration: Math.max(1, Math.ceil(budget.windowMs / 1000)) };
    if (this.redis && this.config.redis) {
      return new RateLimiterRedis({
        ...options,
        keyPrefix: `${this.config.redis.keyPrefix}${name}`,
        storeClient: this.redis,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    }
    if (this.kind === 'postgres') {
      return new RateLimiterPostgres({
        ...options,
        // The TypeORM pool: its connections already use the API's schema (search_path) and timeouts.
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: COUNTERS_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory(options),
      });
    }
    return new RateLimiterMemory(options);
  }

  async onModuleInit(): Promise<void> {
    if (this.redis && this.config.redis) await connectRedis(this.redis, this.config.redis);
    if (this.kind === 'postgres') {
      this.sweepTimer = setInterval(() => void this.deleteExpired(), SWEEP_INTERVAL_MS);
      this.sweepTimer.unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    if (this.redis) await closeRedis(this.redis);
  }

  private async deleteExpired(): Promise<void> {
    try {
      await this.dataSource.query(`DELETE FROM ${COUNTERS_TABLE} WHERE expire < $1`, [Date.now()]);
    } catch (error) {
      // Not fatal: the next sweep tries again, and an expired row is reset on its next hit anyway.
      this.logger.warn(`Could not delete expired rate-limit counters: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function rateLimitStoreKind(config: ApiConfig, embeddedDatabase: boolean): RateLimitStoreKind {
  if (config.redis) return 'redis';
  return embeddedDatabase ? 'memory' : 'postgres';
}
