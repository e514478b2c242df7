import { API_ERRORS, LEAD_FORM_MESSAGES, type LeadResponse } from '@fsp/contracts';
import { startTestApi, type TestApi, type TestResponse } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const SITE = 'http://site.example.test';
const SHELL = 'http://shell.example.test';

interface LeadRow {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  source: string;
  path: string | null;
  client_ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

const valid = { name: 'Pat Doe', email: 'pat@example.com', company: 'Acme Lawns', phone: '555-0100', source: 'demo', path: '/' };

describe.each(testDatabases())('POST /api/public/leads on %s', (database) => {
  let t: TestApi;
  let clients = 0;

  beforeAll(async () => {
    t = await startTestApi(database, {
      config: {
        publicSiteOrigin: SITE,
        corsOrigins: [SHELL],
        publicRateLimit: { limit: 1000, windowMs: 60_000 },
        leadRateLimit: { limit: 3, windowMs: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** Every test posts as its own client (the API trusts X-Forwarded-For from loopback), so budgets do not mix. */
  function newClient(): string {
    clients += 1;
    return `203.0.113.${clients}`;
  }

  function post<T = unknown>(body: unknown, client = newClient(), headers: Record<string, string> = {}): Promise<TestResponse<T>> {
    return t.request<T>('POST', '/api/public/leads', { body, headers: { 'x-forwarded-for': client, ...headers } });
  }

  async function rowsFor(email: string): Promise<LeadRow[]> {
    return (await t.dataSource.query(`SELECT * FROM leads WHERE lower(email) = lower($1) ORDER BY created_at`, [email])) as LeadRow[];
  }

  it('stores a trimmed lead with its client and answers 201 { ok, id }', async () => {
    const client = newClient();
    const response = await post<LeadResponse>(
      { name: '  Pat Doe ', email: ' Stored@Example.com  ', company: '\tAcme Lawns ', phone: ' 555-0100 ', source: ' trial ', path: '/get-started' },
      client,
      { 'user-agent': 'LeadTest/1.0' },
    );
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [row, ...more] = await rowsFor('stored@example.com');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: 'Pat Doe',
      email: 'Stored@Example.com',
      company: 'Acme Lawns',
      phone: '555-0100',
      source: 'trial',
      path: '/get-started',
      client_ip: client,
      user_agent: 'LeadTest/1.0',
    });
    expect(row?.created_at).toBeInstanceOf(Date);
  });

  it('keeps at most 1000 characters of the user agent, and none when it is missing', async () => {
    expect((await post({ ...valid, email: 'long-agent@example.com' }, newClient(), { 'user-agent': 'A'.repeat(5000) })).status).toBe(201);
    expect((await rowsFor('long-agent@example.com'))[0]?.user_agent).toBe('A'.repeat(1000));
    expect((await post({ ...valid, email: 'no-agent@example.com' }, newClient(), { 'user-agent': '' })).status).toBe(201);
    expect((await rowsFor('no-agent@example.com'))[0]?.user_agent).toBeNull();
  });

  it('keeps phone optional: missing or blank is stored as null', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await post({ ...withoutPhone, email: 'nophone@example.com' })).status).toBe(201);
    expect((await post({ ...valid, email: 'blankphone@example.com', phone: '   ' })).status).toBe(201);
    expect((await post({ ...valid, email: 'nullphone@example.com', phone: null })).status).toBe(201);
    for (const email of ['nophone@example.com', 'blankphone@example.com', 'nullphone@example.com']) {
      expect((await rowsFor(email))[0]?.phone).toBeNull();
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: undefined }, LEAD_FORM_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, LEAD_FORM_MESSAGES.nameRequired],
    ['a missing company', { company: undefined }, LEAD_FORM_MESSAGES.companyRequired],
    ['a blank company', { company: ' \t ' }, LEAD_FORM_MESSAGES.companyRequired],
    ['a missing email', { email: undefined }, LEAD_FORM_MESSAGES.emailRequired],
    ['a blank email', { email: '  ' }, LEAD_FORM_MESSAGES.emailRequired],
    ['an email without a domain', { email: 'pat@example' }, LEAD_FORM_MESSAGES.emailInvalid],
    ['an email with a space', { email: 'pat doe@example.com' }, LEAD_FORM_MESSAGES.emailInvalid],
    ['an overlong name', { name: 'n'.repeat(201) }, 'Name must be at most 200 characters.'],
    ['an overlong phone', { phone: '1'.repeat(41) }, 'Phone must be at most 40 characters.'],
    ['an unknown source', { source: 'newsletter' }, LEAD_FORM_MESSAGES.invalidSource],
    ['a missing source', { source: undefined }, LEAD_FORM_MESSAGES.invalidSource],
    ['a source in other case', { source: 'Demo' }, LEAD_FORM_MESSAGES.invalidSource],
    ['a path that is not text', { path: 42 }, LEAD_FORM_MESSAGES.invalidPath],
  ])('refuses %s with 400 and the rule’s message, storing nothing', async (_label, change, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@example.com`;
    const sent = { ...valid, email, ...change };
    const response = await post(sent);
    expect(response).toMatchObject({ status: 400, body: { error: message } });
    expect(await rowsFor(typeof sent.email === 'string' ? sent.email : email)).toEqual([]);
  });

  it('reports the first field on the form first', async () => {
    const response = await post({ source: 'demo', path: '/' });
    expect(response).toMatchObject({ status: 400, body: { error: LEAD_FORM_MESSAGES.nameRequired } });
    const noEmailNoCompany = await post({ name: 'Pat', source: 'demo' });
    expect(noEmailNoCompany).toMatchObject({ status: 400, body: { error: LEAD_FORM_MESSAGES.emailRequired } });
  });

  it('refuses unknown fields', async () => {
    const response = await post({ ...valid, role: 'owner' });
    expect(response).toMatchObject({ status: 400, body: { error: 'property role should not exist' } });
  });

  it('answers the public site’s preflight with a credentialed grant for that origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.api.url}/api/public/leads`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const fromSite = await preflight(SITE);
    expect(fromSite.status).toBe(204);
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(fromSite.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromSite.headers.get('access-control-allow-methods')).toContain('POST');
    expect(fromSite.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');

    // The shell's origin may call other routes, but not this one.
    for (const origin of [SHELL, 'http://evil.example']) {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('grants the cross-origin post itself only to the public site', async () => {
    const fromSite = await post({ ...valid, email: 'cors-site@example.com' }, newClient(), { origin: SITE });
    expect(fromSite.status).toBe(201);
    expect(fromSite.headers['access-control-allow-origin']).toBe(SITE);
    expect(fromSite.headers['access-control-allow-credentials']).toBe('true');

    const fromShell = await post({ ...valid, email: 'cors-shell@example.com' }, newClient(), { origin: SHELL });
    expect(fromShell.headers['access-control-allow-origin']).toBeUndefined();
    expect(fromShell.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the configured origins for every other route', async () => {
    const fromShell = await t.request('GET', '/api/health', { headers: { origin: SHELL } });
    expect(fromShell.headers['access-control-allow-origin']).toBe(SHELL);
    expect(fromShell.headers['access-control-allow-credentials']).toBe('true');
    const fromSite = await t.request('GET', '/api/health', { headers: { origin: SITE } });
    expect(fromSite.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits lead posts per client with 429 and Retry-After', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post({ ...valid, email: `burst${i}@example.com` }, client)).status);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await post({ ...valid, email: 'burst3@example.com' }, client);
    expect(refused).toMatchObject({ status: 429, body: { error: API_ERRORS.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsFor('burst3@example.com')).toEqual([]);
    // Another client still has its own budget.
    expect((await post({ ...valid, email: 'burst3@example.com' })).status).toBe(201);
  });
});
