import { apiConfigFromEnv } from '../../config/api-config.js';
import { fastifyOptions } from '../logging/fastify-options.js';
import { rateLimitStoreKind } from './rate-limit-store.js';

describe('rate-limit configuration', () => {
  it('trusts only loopback proxies by default, a CIDR list when given, and none on request', () => {
    expect(apiConfigFromEnv({}).trustedProxies).toEqual(['127.0.0.0/8', '::1/128']);
    const listed = apiConfigFromEnv({ TRUSTED_PROXIES: '127.0.0.1/32, 10.0.0.0/8,fd00::/8' });
    expect(listed.trustedProxies).toEqual(['127.0.0.1/32', '10.0.0.0/8', 'fd00::/8']);
    expect(fastifyOptions(listed).trustProxy).toEqual(['127.0.0.1/32', '10.0.0.0/8', 'fd00::/8']);
    const none = apiConfigFromEnv({ TRUSTED_PROXIES: 'none' });
    expect(none.trustedProxies).toEqual([]);
    expect(fastifyOptions(none).trustProxy).toBe(false);
  });

  it.each(['true', 'loopback', '10.0.0.0/33', '300.1.1.1', '10.0.0.0/8/1'])('rejects TRUSTED_PROXIES=%s', (value) => {
    expect(() => apiConfigFromEnv({ TRUSTED_PROXIES: value })).toThrow('TRUSTED_PROXIES');
  });

  it('counts in Redis when REDIS_URL is set, else in PostgreSQL, and in-process on embedded PGlite', () => {
    const redis = apiConfigFromEnv({ REDIS_URL: 'redis://cache:6379', REDIS_KEY_PREFIX: 'acme:' });
    expect(redis.redis).toEqual({ url: 'redis://cache:6379', keyPrefix: 'acme:' });
    expect(rateLimitStoreKind(redis, false)).toBe('redis');
    const plain = apiConfigFromEnv({});
    expect(plain.redis).toBeNull();
    expect(rateLimitStoreKind(plain, false)).toBe('postgres');
    expect(rateLimitStoreKind(plain, true)).toBe('memory');
  });

  it('gives each organization 100 messages an hour unless MESSAGE_BUDGET_PER_HOUR says otherwise', () => {
    expect(apiConfigFromEnv({}).messageBudget).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(apiConfigFromEnv({ MESSAGE_BUDGET_PER_HOUR: '5' }).messageBudget.limit).toBe(5);
    expect(() => apiConfigFromEnv({ MESSAGE_BUDGET_PER_HOUR: 'lots' })).toThrow('MESSAGE_BUDGET_PER_HOUR');
  });
});
