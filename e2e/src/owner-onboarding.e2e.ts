import { expect, test } from '@playwright/test';
import { accountMenuButton, sidebarLabels, signIn, submitIdentitySignIn } from './support/sign-in.js';
import { E2E_PORTS } from './support/e2e-stack.js';
import { fetchAsPageUser } from './support/page-api.js';

const identityOrigin = `http://localhost:${E2E_PORTS.identity}`;

test('an admin invites an owner, who accepts, sets a password, connects payments and signs in', async ({ browser }) => {
  const ownerEmail = `new-owner-${Date.now()}@example.com`;
  const organization = `Bright Windows ${Date.now()}`;

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin@demo.test', '/app/admin');
  const form = admin.getByRole('form', { name: 'Invite Organization Owner' });
  await form.getByRole('button', { name: 'Create invite' }).click();
  await expect(form.getByText('Owner email is required.')).toBeVisible();
  await expect(form.getByText('Organization name is required.')).toBeVisible();
  await form.getByLabel('Owner email').fill(ownerEmail);
  await form.getByLabel('Owner name').fill('Wendy Windows');
  await form.getByLabel('Organization name').fill(organization);
  await form.getByRole('button', { name: 'Create invite' }).click();
  const created = admin.getByRole('status', { name: 'New owner invite' });
  await expect(created).toContainText(ownerEmail);

  const recent = admin.getByRole('table', { name: 'Recent Owner Invitations' });
  await expect(recent).toContainText(organization);
  const inviteUrl = await created.getByRole('link').getAttribute('href');
  expect(inviteUrl).toMatch(/\/admin\/owner-onboard\/[\w-]+$/);
  await adminContext.close();

  // The invited owner opens the link in their own browser.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await owner.goto(new URL(inviteUrl ?? '').pathname);
  await expect(owner.getByText('Invite for')).toBeVisible();
  await expect(owner.getByText(ownerEmail).first()).toBeVisible();
  await expect(owner.getByLabel('Organization name')).toHaveValue(organization);
  await owner.getByLabel('Website').fill('brightwindows.example');
  await owner.getByLabel('Phone').fill('(919) 555-0100');
  await owner.getByLabel('Street').fill('1 Main St');
  await owner.getByLabel('City').fill('Raleigh');
  await owner.getByLabel('State').fill('nc');
  await expect(owner.getByLabel('State')).toHaveValue('NC');
  await owner.getByLabel('ZIP').fill('27601');
  await owner.getByRole('button', { name: 'Accept & Continue' }).click();

  // First the identity provider's password ticket, then sign-in, then the payment provider's onboarding.
  await owner.waitForURL((url) => url.origin === identityOrigin);
  await expect(owner.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await owner.getByLabel('Password', { exact: true }).fill('owner-pass-1234');
  await owner.getByLabel('Confirm password').fill('owner-pass-1234');
  await owner.getByRole('button', { name: 'Continue' }).click();

  await submitIdentitySignIn(owner, ownerEmail, 'owner-pass-1234');
  await expect(owner.getByText('Sandbox').first()).toBeVisible();
  await expect(owner.getByText(organization).first()).toBeVisible();
  await owner.getByRole('button', { name: 'Complete onboarding' }).click();

  await owner.waitForURL((url) => url.pathname === '/app');
  await expect(accountMenuButton(owner, ownerEmail)).toBeVisible();
  expect(await sidebarLabels(owner)).toContain('Crews');
  const { body: me } = await fetchAsPageUser<{ role: string; organization_id: string | null }>(owner, '/api/users/me');
  expect(me.role).toBe('owner');
  const { body: status } = await fetchAsPageUser<{ onboarded: boolean }>(owner, '/api/owner/stripe/status');
  expect(status.onboarded).toBe(true);

  // The invitation is used up.
  await owner.goto(new URL(inviteUrl ?? '').pathname);
  await expect(owner.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
  await ownerContext.close();
});
