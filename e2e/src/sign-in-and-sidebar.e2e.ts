import { expect, test } from '@playwright/test';
import { DEMO_USERS, MESSAGES, sidebarEntriesFor } from '@fsp/contracts';
import { accountMenuButton, sidebarLabels, signIn, submitIdentitySignIn } from './support/sign-in.js';

const EXPECTED_SIDEBARS: Record<string, string[]> = {
  crew_member: ['Dashboard', 'Customers', 'Schedule'],
  manager: ['Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings'],
  owner: ['Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings', 'Crews'],
  admin: [
    'Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings', 'Crews',
    'Admin Panel', 'Impersonate',
  ],
};

for (const user of DEMO_USERS) {
  test(`${user.email} signs in and sees the ${user.role} sidebar`, async ({ page }) => {
    await signIn(page, user.email);
    expect(await sidebarLabels(page)).toEqual(EXPECTED_SIDEBARS[user.role]);
    expect(EXPECTED_SIDEBARS[user.role]).toEqual(sidebarEntriesFor(user.role).map((entry) => entry.label));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
}

test('a signed-out deep link comes back to the same path and query after sign-in', async ({ page }) => {
  await page.goto('/app/customers?x=1');
  await submitIdentitySignIn(page, 'manager@demo.test');
  await page.waitForURL((url) => url.pathname === '/app/customers' && url.search === '?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('customers');
});

test('signed-out visitors of /app are told they are being redirected', async ({ page }) => {
  // Answer the identity provider's redirect with 204 so the browser stays on the shell's interstitial.
  await page.route('**/authorize?**', (route) => route.fulfill({ status: 204 }));
  await page.goto('/app/schedule');
  await expect(page.getByText(MESSAGES.redirectingToSignIn)).toBeVisible();
});

test('an unknown /app path goes to the dashboard, an unknown public path shows Page not found', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/app/no-such-screen');
  await page.waitForURL((url) => url.pathname === '/app');
  await page.goto('/no-such-page');
  await expect(page.getByText(MESSAGES.notFound)).toBeVisible();
  for (const name of ['Dashboard', 'Customers', 'Settings']) {
    await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  }
});

test('log out returns to the site origin and the app asks for sign-in again', async ({ page, baseURL }) => {
  await signIn(page, 'owner@demo.test');
  await accountMenuButton(page, 'owner@demo.test').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${baseURL}/`);
  await page.goto('/app');
  await page.waitForURL((url) => url.pathname.startsWith('/interaction') || url.pathname.startsWith('/authorize') || url.port === '5101');
});

test('a failed sign-in redirect is logged and can be retried', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // What the identity provider sends back to the redirect address when sign-in fails (or a stale callback is replayed).
  await page.goto('/?error=access_denied&error_description=Sign-in%20was%20cancelled&state=stale');
  const notice = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  await expect(notice).toBeVisible();
  expect(errors.some((text) => text.startsWith('Sign-in failed'))).toBe(true);

  await notice.getByRole('button', { name: 'Try again' }).click();
  await submitIdentitySignIn(page, 'owner@demo.test');
  await page.waitForURL((url) => url.pathname === '/app');
  await expect(accountMenuButton(page, 'owner@demo.test')).toBeVisible();
});

test('an expired access token is renewed with the refresh token, without signing in again', async ({ page }) => {
  await signIn(page, 'manager@demo.test', '/app/schedule');
  // A call still in flight would renew the token in this page, and the reload would then reuse a rotated refresh token.
  await page.waitForLoadState('networkidle');
  // Age every cached token of the SDK so the next call must use the refresh token.
  const aged = await page.evaluate(() => {
    let count = 0;
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
      if (typeof entry.expiresAt !== 'number') continue;
      entry.expiresAt = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(entry));
      count += 1;
    }
    return count;
  });
  expect(aged).toBeGreaterThan(0);

  const signInPages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/authorize') signInPages.push(request.url());
  });
  const refresh = page.waitForRequest(
    (request) => request.url().endsWith('/oauth/token') && (request.postData() ?? '').includes('grant_type=refresh_token'),
  );
  await page.reload();
  await refresh;
  await expect(accountMenuButton(page, 'manager@demo.test')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/schedule');
  expect(signInPages).toEqual([]);
});

test('a refresh token the identity provider refuses goes through sign-in and back to the same page', async ({ page }) => {
  await signIn(page, 'manager@demo.test', '/app/schedule');
  await page.waitForLoadState('networkidle');
  await page.route('**/oauth/token', (route) => route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant request is invalid' }),
  }));
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('@@auth0spajs@@')) continue;
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt?: number };
      if (typeof entry.expiresAt !== 'number') continue;
      entry.expiresAt = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(entry));
    }
  });
  const signInAgain = page.waitForRequest((request) => new URL(request.url()).pathname === '/authorize');
  await page.reload();
  await signInAgain;
  await page.unroute('**/oauth/token');
  // The identity provider still has the user's session, so sign-in passes through without a form.
  await page.waitForURL((url) => url.searchParams.has('code'));
  await page.waitForURL((url) => url.pathname === '/app/schedule');
  await expect(accountMenuButton(page, 'manager@demo.test')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/schedule');
});
