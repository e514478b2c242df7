import { SIGNUP_INTENT_CLAIM, SIGNUP_INTENT_TRIAL, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

interface OrganizationRow {
  id: string;
  name: string;
  phone_number: string | null;
  owner_user_id: string | null;
  stripe_account_id: string | null;
}

const TRIAL = { [SIGNUP_INTENT_CLAIM]: SIGNUP_INTENT_TRIAL };

describe.each(testDatabases())('trial sign-up provisioning on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { publicRateLimit: { limit: 1000, windowMs: 60_000 }, leadRateLimit: { limit: 1000, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function postLead(lead: { name?: string; email: string; company: string; phone?: string; source: 'demo' | 'trial' }) {
    const response = await t.request('POST', '/api/public/leads', { body: { name: 'Pat Doe', path: '/get-started', ...lead } });
    expect(response.status).toBe(201);
  }

  function trialToken(subject: string, email: string, name: string | null = null, claims: Record<string, string> = TRIAL) {
    return t.tokens.sign({ subject, email, name, claims });
  }

  async function organizationsNamed(name: string): Promise<OrganizationRow[]> {
    return (await t.dataSource.query(`SELECT * FROM organizations WHERE name = $1`, [name])) as OrganizationRow[];
  }

  async function organizationCount(): Promise<number> {
    const rows = (await t.dataSource.query(`SELECT count(*)::int AS count FROM organizations`)) as Array<{ count: number }>;
    return rows[0]?.count ?? -1;
  }

  it('makes a trial sign-up with a trial lead the owner of a new organization named after the company', async () => {
    await postLead({ email: 'Trial.Owner@Example.com', company: 'Bright Windows', phone: '555-0100', source: 'trial' });
    const token = await trialToken('sub-trial-owner', 'trial.owner@example.com', 'Terry Trial');

    const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'owner', email: 'trial.owner@example.com', name: 'Terry Trial' });

    const [organization, ...others] = await organizationsNamed('Bright Windows');
    expect(others).toEqual([]);
    expect(organization).toMatchObject({ phone_number: '555-0100', owner_user_id: me.body.id, stripe_account_id: null });
    expect(me.body.organization_id).toBe(organization?.id);

    // The new owner works inside that organization straight away.
    const self = await t.request<{ id: string }>('GET', `/api/owner/users/${me.body.id}`, { token });
    expect(self).toMatchObject({ status: 200, body: { id: me.body.id } });
  });

  it('uses the newest trial lead, ignores demo leads, and names the owner after the lead when the token has no name', async () => {
    await postLead({ email: 'newest@example.com', company: 'Old Name Co', source: 'trial' });
    await postLead({ name: 'Nia Newest', email: 'NEWEST@example.com', company: 'New Name Co', source: 'trial' });
    await postLead({ email: 'newest@example.com', company: 'Demo Only Co', source: 'demo' });
    const token = await trialToken('sub-newest', 'newest@example.com');

    const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(me.body).toMatchObject({ role: 'owner', name: 'Nia Newest' });
    const [organization] = await organizationsNamed('New Name Co');
    expect(organization).toMatchObject({ id: me.body.organization_id, phone_number: null });
    expect(await organizationsNamed('Old Name Co')).toEqual([]);
    expect(await organizationsNamed('Demo Only Co')).toEqual([]);
  });

  it('leaves a trial sign-up without a trial lead a plain user without an organization', async () => {
    await postLead({ email: 'demo-only@example.com', company: 'Demo Lead Co', source: 'demo' });
    const before = await organizationCount();
    for (const [subject, email] of [['sub-no-lead', 'no-lead@example.com'], ['sub-demo-only', 'demo-only@example.com']] as const) {
      const me = await t.request<UserProfile>('GET', '/api/users/me', { token: await trialToken(subject, email) });
      expect(me.body).toMatchObject({ role: 'user', organization_id: null });
    }
    expect(await organizationCount()).toBe(before);
  });

  it('ignores a trial lead when the token carries no trial intent', async () => {
    await postLead({ email: 'no-intent@example.com', company: 'No Intent Co', source: 'trial' });
    await postLead({ email: 'other-intent@example.com', company: 'No Intent Co', source: 'trial' });
    const withoutIntent = await trialToken('sub-no-intent', 'no-intent@example.com', null, {});
    const otherIntent = await trialToken('sub-other-intent', 'other-intent@example.com', null, { [SIGNUP_INTENT_CLAIM]: 'newsletter' });
    for (const token of [withoutIntent, otherIntent]) {
      const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
      expect(me.body).toMatchObject({ role: 'user', organization_id: null });
    }
    expect(await organizationsNamed('No Intent Co')).toEqual([]);
  });

  it('creates exactly one organization when the first requests arrive at once', async () => {
    await postLead({ email: 'burst-trial@example.com', company: 'Burst Cleaning', source: 'trial' });
    const token = await trialToken('sub-burst-trial', 'burst-trial@example.com');

    const responses = await Promise.all(Array.from({ length: 6 }, () => t.request<UserProfile>('GET', '/api/users/me', { token })));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const organizations = await organizationsNamed('Burst Cleaning');
    expect(organizations).toHaveLength(1);
    for (const response of responses) {
      expect(response.body).toMatchObject({ role: 'owner', organization_id: organizations[0]?.id });
    }
  });

  it('never changes an existing user, seeded or signed in before', async () => {
    const crewId = await t.userIdOf('crew@demo.test');
    const [crewBefore] = (await t.dataSource.query(`SELECT role, organization_id FROM users WHERE id = $1`, [crewId])) as Array<{
      role: string;
      organization_id: string;
    }>;
    await postLead({ email: 'crew@demo.test', company: 'Crew Side Business', source: 'trial' });
    const crew = await t.request<UserProfile>('GET', '/api/users/me', { token: await trialToken('sub-crew@demo.test', 'crew@demo.test') });
    expect(crew.body).toMatchObject({ id: crewId, role: crewBefore?.role, organization_id: crewBefore?.organization_id });

    const token = await trialToken('sub-returning', 'returning@example.com');
    const first = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(first.body).toMatchObject({ role: 'user', organization_id: null });
    await postLead({ email: 'returning@example.com', company: 'Late Lead Co', source: 'trial' });
    const again = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(again.body).toMatchObject({ id: first.body.id, role: 'user', organization_id: null });

    expect(await organizationsNamed('Crew Side Business')).toEqual([]);
    expect(await organizationsNamed('Late Lead Co')).toEqual([]);
  });
});
