import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RedisConfig } from '../../config/api-config.js';

const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;
const QUIT_TIMEOUT_MS = 1_000;

/**
 * A Redis client that fails fast: no offline queue and a command timeout, so that while Redis is unreachable a
 * request is decided at once by the in-process fallback limiter instead of waiting; it reconnects in the background.
 */
export function createRedisClient(config: RedisConfig): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(config.url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  client.on('ready', () => {
    reported = false;
  });
  // Without a listener ioredis prints every failed reconnect; report once per outage instead.
  client.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    logger.warn(`Redis is unreachable (${error.message}); rate limits fall back to this process until it is back`);
  });
  return client;
}

/** Connects before the API starts listening, so that the first requests already count in Redis. */
export async function connectRedis(client: Redis, config: RedisConfig): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not connect to Redis at REDIS_URL (${redactedUrl(config.url)}): ${reason}`);
  }
}

/** QUIT when connected (bounded in time), then drop the socket and stop reconnecting whatever happened. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, QUIT_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  client.disconnect();
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'unparseable URL';
  }
}
