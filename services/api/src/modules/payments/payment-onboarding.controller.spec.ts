import type { PaymentProviderStatus, StartOnboardingResponse } from '@fsp/contracts';
import { API_ERRORS } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const APP = 'http://app.example.test';

async function organizationOf(t: TestApi, email: string): Promise<{ id: string; stripe_account_id: string | null; stripe_onboarding_completed: boolean }> {
  const rows = (await t.dataSource.query(
    `SELECT o.id, o.stripe_account_id, o.stripe_onboarding_completed FROM organizations o JOIN users u ON u.organization_id = o.id WHERE u.email = $1`,
    [email],
  )) as Array<{ id: string; stripe_account_id: string | null; stripe_onboarding_completed: boolean }>;
  const row = rows[0];
  if (!row) throw new Error(`No organization for ${email}`);
  return row;
}

/** The path and query of an onboarding url on the app's origin, which the edge proxies to the API. */
function apiPathOf(url: string): string {
  const parsed = new URL(url);
  expect(parsed.origin).toBe(APP);
  return `${parsed.pathname}${parsed.search}`;
}

describe.each(testDatabases())('payment-provider onboarding on %s (sandbox provider)', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { appBaseUrl: APP, publicRateLimit: { limit: 1000, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reports an organization without an account as not onboarded', async () => {
    const response = await t.request<PaymentProviderStatus>('GET', '/api/owner/stripe/status', { token: await t.tokenFor('owner2@demo.test') });
    expect(response).toMatchObject({
      status: 200,
      body: {
        ok: true,
        onboarded: false,
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements_currently_due_len: 0,
      },
    });
  });

  it('creates the connected account once and returns a fresh onboarding link each time', async () => {
    const token = await t.tokenFor('owner@demo.test');
    const first = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token, body: {} });
    expect(first.status).toBe(200);
    const accountId = (await organizationOf(t, 'owner@demo.test')).stripe_account_id;
    expect(accountId).toMatch(/^acct_sandbox_/);

    const second = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', {
      token: await t.tokenFor('manager@demo.test'),
    });
    expect(second.status).toBe(200);
    expect(second.body.url).not.toBe(first.body.url);
    expect((await organizationOf(t, 'owner@demo.test')).stripe_account_id).toBe(accountId);
    const accounts = (await t.dataSource.query(`SELECT count(*)::int AS n FROM sandbox_connected_accounts WHERE id = $1`, [accountId])) as Array<{ n: number }>;
    expect(accounts[0]?.n).toBe(1);

    const status = await t.request<PaymentProviderStatus>('GET', '/api/owner/stripe/status', { token });
    expect(status.body).toMatchObject({ ok: true, onboarded: false, details_submitted: false, requirements_currently_due_len: 1 });
  });

  it('serves a sandbox onboarding page whose button completes the account and returns to /app', async () => {
    const token = await t.tokenFor('owner@demo.test');
    const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token });
    const pagePath = apiPathOf(started.body.url);

    const page = await t.request<string>('GET', pagePath);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sandbox');
    expect(page.body).toContain('Green Acres Lawn Care');
    expect(page.body).toContain('<button type="submit">Complete onboarding</button>');
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    expect(action).toBe(`${pagePath}/complete`);

    const completed = await fetch(`${t.api.url}${action}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
    expect(completed.status).toBe(303);
    expect(completed.headers.get('location')).toBe(`${APP}/app`);
    expect((await organizationOf(t, 'owner@demo.test')).stripe_onboarding_completed).toBe(true);

    const status = await t.request<PaymentProviderStatus>('GET', '/api/owner/stripe/status', { token });
    expect(status.body).toEqual({
      ok: true,
      onboarded: true,
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements_currently_due_len: 0,
    });

    // Single use: neither the page nor the button work a second time.
    const again = await fetch(`${t.api.url}${action}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This onboarding link has expired or was already used.');
    expect((await t.request('GET', pagePath)).status).toBe(410);
  });

  it('refuses an expired onboarding link', async () => {
    const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', {
      token: await t.tokenFor('owner2@demo.test'),
    });
    const pagePath = apiPathOf(started.body.url);
    const linkToken = pagePath.split('/').pop();
    await t.dataSource.query(`UPDATE sandbox_onboarding_links SET expires_at = now() - interval '1 minute' WHERE token = $1`, [linkToken]);
    expect((await t.request('GET', pagePath)).status).toBe(410);
    const completed = await fetch(`${t.api.url}${pagePath}/complete`, { method: 'POST', redirect: 'manual' });
    expect(completed.status).toBe(410);
    expect((await organizationOf(t, 'owner2@demo.test')).stripe_onboarding_completed).toBe(false);
  });

  it('answers an unknown onboarding link with the expired page', async () => {
    const response = await t.request<string>('GET', '/api/public/payments-sandbox/onboarding/not-a-real-token');
    expect(response.status).toBe(410);
    expect(response.body).toContain(`${APP}/onboarding-callback?next=stripe`);
  });

  it('refuses crew members, admins and anonymous callers', async () => {
    for (const email of ['crew@demo.test', 'admin@demo.test']) {
      const token = await t.tokenFor(email);
      expect(await t.request('POST', '/api/owner/stripe/start-onboarding', { token })).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect(await t.request('GET', '/api/owner/stripe/status', { token })).toMatchObject({ status: 403 });
    }
    expect((await t.request('POST', '/api/owner/stripe/start-onboarding')).status).toBe(401);
  });

  it('refuses an owner without an organization', async () => {
    await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('no.org.owner@example.com', 'owner')`);
    const token = await t.tokenFor('no.org.owner@example.com');
    expect(await t.request('POST', '/api/owner/stripe/start-onboarding', { token })).toMatchObject({
      status: 403,
      body: { error: API_ERRORS.noOrganization },
    });
    expect(await t.request('GET', '/api/owner/stripe/status', { token })).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
  });

  it('keeps each organization to its own account', async () => {
    const mine = await organizationOf(t, 'owner@demo.test');
    const theirs = await organizationOf(t, 'owner2@demo.test');
    expect(mine.stripe_account_id).not.toBe(theirs.stripe_account_id);
    const status = await t.request<PaymentProviderStatus>('GET', '/api/owner/stripe/status', { token: await t.tokenFor('owner2@demo.test') });
    expect(status.body.onboarded).toBe(false);
  });
});
