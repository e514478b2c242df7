import {
  occurrencesOfCompact,
  SCHEDULE_API_ERRORS,
  type CompactSchedule,
  type ScheduleOccurrence,
} from '@fsp/contracts';
import { SQL_QUERIES_HEADER } from '../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedCustomer } from '../customers/testing/seed-customer.js';
import { decodedText, rawRequest, type RawResponse } from './read-cache/testing/raw-request.js';
import { seedException, seedOrganization, seedRule, seedService, seedTeam, seedUser } from './testing/seed-schedule-rows.js';

const MARCH = '?from=2026-03-01&to=2026-03-31';

describe.each(testDatabases())('Schedule read cache on %s', (database) => {
  let t: TestApi;
  let org: string;
  let teamA: string;
  let teamB: string;
  let alice: string;
  let weeklyA: number;
  let weeklyB: number;
  const tokens = { owner: '', crewA: '', crewA2: '', crewB: '' };

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true } });
    const ds = t.dataSource;
    org = await seedOrganization(ds, { name: 'Cache Co' });
    await seedUser(ds, org, 'cache.owner@example.com', 'owner');
    const crewA = await seedUser(ds, org, 'cache.crew.a@example.com', 'crew_member');
    const crewA2 = await seedUser(ds, org, 'cache.crew.a2@example.com', 'crew_member');
    const crewB = await seedUser(ds, org, 'cache.crew.b@example.com', 'crew_member');
    teamA = await seedTeam(ds, org, 'Team A', [crewA, crewA2]);
    teamB = await seedTeam(ds, org, 'Team B', [crewB]);
    const mowing = await seedService(ds, org, { key: 'mowing', name: 'Lawn Mowing', price_cents: 4800, estimated_minutes: 30 });
    alice = await seedCustomer(ds, org, { name: 'Alice Adams', email: 'alice@example.com', status: 'active' });
    const bob = await seedCustomer(ds, org, { name: 'Bob "the hedge" Brown', email: 'bob@example.com', status: 'active' });
    weeklyA = await seedRule(ds, org, { customer_id: alice, service_id: mowing, pattern: 'weekly', start_date: '2026-03-02', end_date: '2026-12-28', start_minutes: 540, team_id: teamA });
    weeklyB = await seedRule(ds, org, {
      customer_id: bob,
      service_id: mowing,
      pattern: 'weekly',
      start_date: '2026-03-03',
      end_date: '2026-12-29',
      team_id: teamB,
      notes: 'Gate code "12" \\ back door ✓',
    });
    await seedException(ds, org, { rule_id: weeklyA, date: '2026-03-09', moved_to_date: '2026-03-10', start_minutes: 600 });
    for (const [role, email] of [
      ['owner', 'cache.owner@example.com'],
      ['crewA', 'cache.crew.a@example.com'],
      ['crewA2', 'cache.crew.a2@example.com'],
      ['crewB', 'cache.crew.b@example.com'],
    ] as const) {
      tokens[role] = await t.tokenFor(email);
    }
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, token: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
    rawRequest(`${t.api.url}/api/owner/schedule${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  const occurrencesIn = (response: RawResponse) => JSON.parse(decodedText(response)) as ScheduleOccurrence[];
  const teamsIn = (response: RawResponse) => [...new Set(occurrencesIn(response).map((occurrence) => occurrence.team_id))];

  it('answers with a strong ETag, private no-cache, Vary: Accept-Encoding, and 304 without a body when the ETag is sent back', async () => {
    const first = await get(MARCH, tokens.owner, { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['vary']).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toContain('application/json');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(MARCH, tokens.owner, { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['etag']).toBe(etag);
    }
    const otherEncoding = await get(MARCH, tokens.owner, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(otherEncoding.status).toBe(200);
    expect(otherEncoding.headers['etag']).not.toBe(etag);
    const otherRange = await get('?from=2026-03-01&to=2026-03-30', tokens.owner, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(otherRange.status).toBe(200);
  });

  it('sends the same JSON brotli-encoded, gzip-encoded and as is, each with its own length, and encoded only once', async () => {
    const plain = await get(MARCH, tokens.owner);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    const expected = JSON.parse(plain.body.toString('utf8')) as ScheduleOccurrence[];
    expect(expected.map((occurrence) => [occurrence.rule_id, occurrence.date])).toEqual(
      expect.arrayContaining([
        [weeklyA, '2026-03-02'],
        [weeklyA, '2026-03-10'],
        [weeklyB, '2026-03-03'],
      ]),
    );
    for (const encoding of ['br', 'gzip']) {
      const encoded = await get(MARCH, tokens.owner, { 'accept-encoding': `${encoding}, identity;q=0.5` });
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(Number(encoded.headers['content-length'])).toBe(encoded.body.length);
      // Decoding once gives the JSON: @fastify/compress did not encode the bytes a second time.
      expect(JSON.parse(decodedText(encoded))).toEqual(expected);
    }
    const refused = await get(MARCH, tokens.owner, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual(expected);
  });

  it('never gives a crew member an answer cached for another viewer', async () => {
    const owner = await get(MARCH, tokens.owner, { 'accept-encoding': 'br' });
    expect(teamsIn(owner).sort()).toEqual([teamA, teamB].sort());

    const crewA = await get(MARCH, tokens.crewA, { 'accept-encoding': 'br', 'if-none-match': owner.headers['etag'] as string });
    expect(crewA.status).toBe(200);
    expect(teamsIn(crewA)).toEqual([teamA]);
    const crewB = await get(MARCH, tokens.crewB, { 'accept-encoding': 'br', 'if-none-match': crewA.headers['etag'] as string });
    expect(crewB.status).toBe(200);
    expect(teamsIn(crewB)).toEqual([teamB]);
    // A crew member of the same teams sees the same items: the same answer.
    const crewA2 = await get(MARCH, tokens.crewA2, { 'accept-encoding': 'br' });
    expect(crewA2.headers['etag']).toBe(crewA.headers['etag']);
    expect(occurrencesIn(crewA2)).toEqual(occurrencesIn(crewA));

    // A team filter naming a team that is not theirs shows a crew member nothing, even after the owner read it.
    const ownerOfB = await get(`${MARCH}&team_id=${teamB}`, tokens.owner);
    expect(teamsIn(ownerOfB)).toEqual([teamB]);
    expect(occurrencesIn(await get(`${MARCH}&team_id=${teamB}`, tokens.crewA))).toEqual([]);
  });

  it('sees a change of a crew member’s teams at once', async () => {
    const crewB = await t.userIdOf('cache.crew.b@example.com');
    await t.dataSource.query(`INSERT INTO team_members (team_id, user_id, organization_id) VALUES ($1, $2, $3)`, [teamA, crewB, org]);
    try {
      expect(teamsIn(await get(MARCH, tokens.crewB)).sort()).toEqual([teamA, teamB].sort());
    } finally {
      await t.dataSource.query(`DELETE FROM team_members WHERE team_id = $1 AND user_id = $2`, [teamA, crewB]);
    }
    expect(teamsIn(await get(MARCH, tokens.crewB))).toEqual([teamB]);
  });

  it('answers a hit with one statement beyond authentication, for an owner as for a crew member', async () => {
    const statements = async (token: string, headers: Record<string, string> = {}) =>
      Number((await get(MARCH, token, headers)).headers[SQL_QUERIES_HEADER]);
    await t.dataSource.query(`UPDATE schedule_exceptions SET start_minutes = start_minutes WHERE organization_id = $1`, [org]);
    const miss = await statements(tokens.owner);
    const hit = await statements(tokens.owner);
    expect(hit).toBeLessThan(miss);
    const calendar = Number((await rawRequest(`${t.api.url}/api/owner/schedule/calendar`, { headers: { authorization: `Bearer ${tokens.owner}` } })).headers[SQL_QUERIES_HEADER]);
    // The calendar reads one row beyond authentication too.
    expect(hit).toBe(calendar);
    await statements(tokens.crewA);
    expect(await statements(tokens.crewA)).toBe(hit);
    const etag = (await get(MARCH, tokens.owner)).headers['etag'] as string;
    expect(await statements(tokens.owner, { 'if-none-match': etag })).toBe(hit);
  });

  it('shows a write at the next read, through the API or straight to the database, and the old ETag no longer holds', async () => {
    const before = await get(MARCH, tokens.owner, { 'accept-encoding': 'gzip' });
    const etag = before.headers['etag'] as string;

    const skipped = await t.request('POST', `/api/owner/schedule/${weeklyA}/skip`, { token: tokens.owner, body: { date: '2026-03-16' } });
    expect(skipped.status).toBeLessThan(300);
    const afterSkip = await get(MARCH, tokens.owner, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(afterSkip.status).toBe(200);
    expect(afterSkip.headers['etag']).not.toBe(etag);
    expect(occurrencesIn(afterSkip).some((o) => o.rule_id === weeklyA && o.date === '2026-03-16')).toBe(false);
    expect(occurrencesIn(before).some((o) => o.rule_id === weeklyA && o.date === '2026-03-16')).toBe(true);

    await t.dataSource.query(`UPDATE customers SET phone_number = '(919) 555-0199' WHERE id = $1`, [alice]);
    const afterPhone = occurrencesIn(await get(MARCH, tokens.owner, { 'accept-encoding': 'gzip' })).filter((o) => o.customer.id === alice);
    expect(afterPhone.length).toBeGreaterThan(0);
    expect(afterPhone.every((o) => o.customer.phone_number === '(919) 555-0199')).toBe(true);

    await get(`${MARCH}&shape=compact`, tokens.crewA, { 'accept-encoding': 'br' });
    await t.dataSource.query(`UPDATE services SET name = 'Mowing (renamed)' WHERE organization_id = $1`, [org]);
    const afterRename = JSON.parse(decodedText(await get(`${MARCH}&shape=compact`, tokens.crewA, { 'accept-encoding': 'br' }))) as CompactSchedule;
    expect(afterRename.services.map((service) => service.label)).toEqual(['Mowing (renamed)']);
    expect(occurrencesOfCompact(afterRename).every((o) => o.service.label === 'Mowing (renamed)' && o.team_id === teamA)).toBe(true);
  });

  it('answers the compact shape with each customer and service once, the same visits as the spec shape', async () => {
    const spec = occurrencesIn(await get(MARCH, tokens.owner, { 'accept-encoding': 'br' }));
    const compact = JSON.parse(decodedText(await get(`${MARCH}&shape=compact`, tokens.owner, { 'accept-encoding': 'br' }))) as CompactSchedule;
    expect(compact.customers.map((customer) => customer.id).sort()).toEqual([...new Set(spec.map((o) => o.customer.id))].sort());
    expect(compact.services).toHaveLength(1);
    expect(occurrencesOfCompact(compact)).toEqual(spec);
    expect(spec.find((o) => o.rule_id === weeklyB)?.notes).toBe('Gate code "12" \\ back door ✓');
    expect(occurrencesIn(await get(`${MARCH}&shape=spec`, tokens.owner))).toEqual(spec);
  });

  it.each(['full', 'COMPACT', ''])('refuses shape=%s with 400 and the allowed shapes', async (shape) => {
    const response = await t.request<{ error: string }>('GET', `/api/owner/schedule${MARCH}&shape=${shape}`, { token: tokens.owner });
    expect(response).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.unknownShape } });
  });
});
