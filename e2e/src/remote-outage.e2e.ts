import { expect, test } from '@playwright/test';
import { setRemoteRunning } from './support/e2e-stack.js';
import { mainNavigation, signIn } from './support/sign-in.js';

test.afterEach(async () => {
  await setRemoteRunning('admin', true);
});

test('with the admin remote down the rest works, and Try again recovers it without a reload', async ({ page }) => {
  await setRemoteRunning('admin', false);
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The back-office remote still serves the dashboard (an admin outside any organization sees its refusal).
  await expect(page.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Admin Panel' }).click();
  const outage = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(outage).toBeVisible();

  // Other areas keep working while admin is down.
  await mainNavigation(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Leads' })).toBeVisible();

  await mainNavigation(page).getByRole('link', { name: 'Impersonate' }).click();
  await expect(outage).toBeVisible();
  await outage.getByRole('button', { name: 'Try again' }).click();
  await expect(outage).toBeVisible();

  await setRemoteRunning('admin', true);
  const marker = await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
    return true;
  });
  await outage.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Search users')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(marker);
});
