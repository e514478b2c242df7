import { expect, test } from '@playwright/test';
import { MESSAGES } from '@fsp/contracts';
import { sidebarLabels, signIn } from './support/sign-in.js';

// Impersonation is server-side state of the admin: never leave it behind for the next test.
test.afterEach(async ({ page }) => {
  const banner = page.getByRole('region', { name: 'Impersonation' });
  if (await banner.isVisible()) {
    await page.unrouteAll();
    await banner.getByRole('button', { name: MESSAGES.stopImpersonation }).click();
    await expect(banner).toBeHidden();
  }
});

test('an admin impersonates the owner, a second tab follows, and stopping restores the admin', async ({ page, context }) => {
  await signIn(page, 'admin@demo.test', '/app/impersonate');
  const secondTab = await context.newPage();
  await secondTab.goto('/app/customers');
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  expect(await sidebarLabels(secondTab)).toContain('Admin Panel');

  const ownerCard = page.getByTestId('impersonate-user-card').filter({ hasText: 'owner@demo.test' });
  await expect(ownerCard.getByTestId('role-badge')).toHaveAttribute('data-color', 'green');
  await expect(page.getByTestId('impersonate-user-card').filter({ hasText: 'admin@demo.test' }).getByRole('button')).toHaveCount(0);
  await ownerCard.getByRole('button', { name: /Impersonate/ }).click();

  await page.waitForURL((url) => url.pathname === '/app');
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('owner@demo.test');
  expect(await sidebarLabels(page)).toEqual([
    'Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings', 'Crews',
  ]);

  // The other tab learns of it through the storage pulse, without a reload.
  await expect(secondTab.getByRole('region', { name: 'Impersonation' })).toBeVisible();
  expect(await sidebarLabels(secondTab)).not.toContain('Admin Panel');

  // While impersonating, the admin area is closed like it is to the owner.
  await page.goto('/app/admin');
  await page.waitForURL('**/unauthorized');
  await page.goto('/app');

  await banner.getByRole('button', { name: MESSAGES.stopImpersonation }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByLabel('Search users')).toBeVisible();
  expect(await sidebarLabels(page)).toContain('Impersonate');
  await expect(secondTab.getByRole('region', { name: 'Impersonation' })).toBeHidden();
  expect(await sidebarLabels(secondTab)).toContain('Admin Panel');
});

test('a failed stop tells the admin with an alert', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/app/impersonate');
  const managerCard = page.getByTestId('impersonate-user-card').filter({ hasText: 'manager@demo.test' });
  await managerCard.getByRole('button', { name: /Impersonate/ }).click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText('manager@demo.test');

  await page.route('**/api/admin/impersonate/stop', (route) => route.fulfill({ status: 503, json: { error: 'Service unavailable' } }));
  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await banner.getByRole('button', { name: MESSAGES.stopImpersonation }).click();
  await expect.poll(() => alerts).toEqual([MESSAGES.failedToStopImpersonation]);
  await expect(banner).toBeVisible();

  await page.unroute('**/api/admin/impersonate/stop');
  await banner.getByRole('button', { name: MESSAGES.stopImpersonation }).click();
  await expect(banner).toBeHidden();
});

test('the impersonation directory searches by name, e-mail or role', async ({ page }) => {
  await signIn(page, 'admin@demo.test', '/app/impersonate');
  const cards = page.getByTestId('impersonate-user-card');
  await expect(cards.filter({ hasText: 'owner2@demo.test' })).toBeVisible();
  await page.getByLabel('Search users').fill('crew_member');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('crew@demo.test');
  await page.getByLabel('Search users').fill('Sparkle');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('owner2@demo.test');
});

test('a crew member opening the admin area lands on /unauthorized', async ({ page }) => {
  await signIn(page, 'crew@demo.test');
  await page.goto('/app/admin');
  await page.waitForURL('**/unauthorized');
  await expect(page.getByText(MESSAGES.unauthorized)).toBeVisible();
  await page.goto('/app/impersonate');
  await page.waitForURL('**/unauthorized');
});
