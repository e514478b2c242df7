import { SQL_QUERIES_HEADER } from './sql-query-counter.js';
import { startTestApi, type TestApi } from '../testing/start-test-api.js';
import { testDatabases } from '../testing/test-databases.js';

describe.each(testDatabases())('SQL query counting on %s', (database) => {
  let counting: TestApi;

  beforeAll(async () => {
    counting = await startTestApi(database, { config: { countSqlQueries: true } });
  });
  afterAll(() => counting?.close());

  it('reports the statements each request ran, counted per request', async () => {
    const token = await counting.tokenFor('owner@demo.test');
    // The first call binds the sign-in to the demo user row; the next reads the bound row, later ones find it in memory.
    const binding = await counting.request('GET', '/api/users/me', { token });
    expect(binding.status).toBe(200);
    await counting.request('GET', '/api/users/me', { token });
    const first = await counting.request('GET', '/api/owner/teams', { token });
    const second = await counting.request('GET', '/api/owner/teams', { token });
    expect(first.status).toBe(200);
    const count = Number(first.headers[SQL_QUERIES_HEADER]);
    expect(count).toBeGreaterThan(0);
    expect(Number(binding.headers[SQL_QUERIES_HEADER])).toBeGreaterThan(count);
    // The same read runs the same statements: the tally is per request, not cumulative.
    expect(Number(second.headers[SQL_QUERIES_HEADER])).toBe(count);
  });

  it('reports requests that run no statement as 0', async () => {
    const missing = await counting.request('GET', '/api/no-such-route');
    expect(missing.headers[SQL_QUERIES_HEADER]).toBe('0');
  });
});

describe('SQL query counting is off by default', () => {
  it('adds no header', async () => {
    const plain = await startTestApi('pglite');
    try {
      const health = await plain.request('GET', '/api/health');
      expect(health.headers[SQL_QUERIES_HEADER]).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
