import { apiConfigFromEnv } from '../../config/api-config.js';
import { jobQueueSchemaFor } from './job-queue-schema.js';

describe('background job settings', () => {
  it('runs jobs by default, polling every 5 s and catching cron jobs up at start', () => {
    expect(apiConfigFromEnv({})).toMatchObject({ jobs: 'on', jobQueue: { pollIntervalMs: 5_000, cronOnStart: true } });
  });

  it('reads JOBS=off and JOBS_POLL_INTERVAL_MS', () => {
    expect(apiConfigFromEnv({ JOBS: 'off', JOBS_POLL_INTERVAL_MS: '750' })).toMatchObject({ jobs: 'off', jobQueue: { pollIntervalMs: 750 } });
    expect(apiConfigFromEnv({ JOBS: 'on' }).jobs).toBe('on');
  });

  it('refuses a JOBS value other than on or off, and polling faster than pg-boss allows', () => {
    expect(() => apiConfigFromEnv({ JOBS: 'false' })).toThrow('JOBS must be "on" or "off", got "false"');
    expect(() => apiConfigFromEnv({ JOBS_POLL_INTERVAL_MS: '100' })).toThrow('JOBS_POLL_INTERVAL_MS must be at least 500');
  });

  it('keeps the queue in pgboss, or beside a dedicated API schema', () => {
    expect(jobQueueSchemaFor(null)).toBe('pgboss');
    expect(jobQueueSchemaFor('api_test_0a1b2c')).toBe('api_test_0a1b2c_jobs');
    expect(() => jobQueueSchemaFor('Field-Wise')).toThrow('DATABASE_SCHEMA must be lower-case letters');
  });
});
