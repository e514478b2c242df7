import { expect, test, type Page } from '@playwright/test';
import { type AdminOrganization, type AdminUsersResponse, DEMO_ORGANIZATIONS } from '@fsp/contracts';
import { linkIn, latestMessageTo } from './support/outbox.js';
import { fetchAsPageUser } from './support/page-api.js';
import { accountMenuButton, signIn, submitIdentitySignIn } from './support/sign-in.js';

async function adminUser(admin: Page, email: string) {
  const { body } = await fetchAsPageUser<AdminUsersResponse>(admin, `/api/admin/users?status=all&search=${encodeURIComponent(email)}`);
  const user = body.users.find((entry) => entry.email === email);
  if (!user) throw new Error(`${email} is not in the admin's user list`);
  return user;
}

async function organizationNamed(admin: Page, name: string): Promise<AdminOrganization> {
  const { body } = await fetchAsPageUser<AdminOrganization[]>(admin, '/api/admin/organizations');
  const organization = body.find((entry) => entry.name === name);
  if (!organization) throw new Error(`No organization named ${name}`);
  return organization;
}

test.describe('Admin panel', () => {
  test('an admin creates an organization and a user, who sets a password and signs in; the admin moves, then deactivates them', async ({ browser }) => {
    const stamp = Date.now();
    const organizationName = `Bright Windows ${stamp}`;
    const email = `new-crew-${stamp}@example.com`;
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'admin@demo.test', '/app/admin');

    // Create New Organization, with an advanced field, then edit it.
    const createOrganization = admin.getByRole('form', { name: 'Create New Organization' });
    await createOrganization.getByLabel('Organization name').fill(organizationName);
    await createOrganization.getByRole('button', { name: 'Advanced fields' }).click();
    await createOrganization.getByLabel('Industry').selectOption('House Washing');
    await createOrganization.getByLabel('City').fill('Durham');
    await createOrganization.getByRole('button', { name: 'Create organization' }).click();
    await expect(admin.getByText('Organization created')).toBeVisible();
    const created = await organizationNamed(admin, organizationName);
    expect(created).toMatchObject({ industry: 'House Washing', city: 'Durham', website: null });

    const edit = admin.getByRole('region', { name: 'Edit Organizations' });
    await edit.getByLabel('Organization to edit').selectOption({ label: organizationName });
    const editor = admin.getByRole('form', { name: `Edit ${organizationName}` });
    await editor.getByLabel('Website').fill('https://bright-windows.example');
    await editor.getByLabel('City').fill('');
    await editor.getByRole('checkbox', { name: 'Gutter Cleaning' }).check();
    await editor.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Organization saved')).toBeVisible();
    expect(await organizationNamed(admin, organizationName)).toMatchObject({
      website: 'https://bright-windows.example',
      city: null,
      services_rendered: ['Gutter Cleaning'],
    });

    // Create User: a crew member of Green Acres, who is e-mailed a link to set a password.
    const createUser = admin.getByRole('form', { name: 'Create User' });
    await createUser.getByRole('button', { name: 'Create User' }).click();
    await expect(createUser.getByText('Email is required')).toBeVisible();
    await createUser.getByLabel('Email').fill(email);
    await createUser.getByLabel('Name').fill('Nia Newhire');
    await expect(createUser.getByLabel('Role').locator('option[value="owner"]')).toHaveCount(0);
    await createUser.getByLabel('Role').selectOption('crew_member');
    await createUser.getByLabel('Organization').selectOption({ label: DEMO_ORGANIZATIONS.greenAcres });
    await createUser.getByRole('button', { name: 'Create User' }).click();
    await expect(admin.getByText('User created. A set-password e-mail was sent.')).toBeVisible();
    const setPassword = linkIn((await latestMessageTo(email, 'email')).body);

    const newcomer = await (await browser.newContext()).newPage();
    await newcomer.goto(setPassword);
    await expect(newcomer.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await newcomer.getByLabel('Password', { exact: true }).fill('newhire-pass-1234');
    await newcomer.getByLabel('Confirm password').fill('newhire-pass-1234');
    await newcomer.getByRole('button', { name: 'Continue' }).click();
    await submitIdentitySignIn(newcomer, email, 'newhire-pass-1234');
    await expect(accountMenuButton(newcomer, email)).toBeVisible();

    // Users: queue a role and an organization change, Reset drops them, Save Changes applies them.
    const users = admin.getByRole('region', { name: 'Users' });
    await users.getByLabel('Search users').fill(email);
    const role = users.getByLabel(`Role of ${email}`);
    const organization = users.getByLabel(`Organization of ${email}`);
    await role.selectOption('manager');
    await expect(users.getByTestId('queued-edits-count')).toHaveText('1 user with unsaved changes');
    await users.getByRole('button', { name: 'Reset' }).click();
    await expect(role).toHaveValue('crew_member');
    await role.selectOption('manager');
    await organization.selectOption({ label: organizationName });
    await users.getByRole('button', { name: 'Save Changes' }).click();
    await expect(admin.getByText('Changes saved')).toBeVisible();
    expect(await adminUser(admin, email)).toMatchObject({ role: 'manager', organization_id: created.id, status: 'active' });

    // An owner cannot be made inactive; this user can, and the app then tells them so.
    await users.getByLabel(`Status of ${email}`).selectOption('inactive');
    await users.getByRole('button', { name: 'Save Changes' }).click();
    await expect(users.getByTestId('queued-edits-count')).toHaveText('No unsaved changes');
    expect((await adminUser(admin, email)).status).toBe('inactive');
    await newcomer.reload();
    await expect(newcomer.getByRole('heading', { name: 'Your account is inactive.' })).toBeVisible();
    await expect(newcomer.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await users.getByLabel('Search users').fill('owner@demo.test');
    await users.getByLabel('Status of owner@demo.test').selectOption('inactive');
    await expect(admin.getByText('Organization owners cannot be set to inactive.')).toBeVisible();
    await expect(users.getByLabel('Status of owner@demo.test')).toHaveValue('active');
    await expect(users.getByTestId('queued-edits-count')).toHaveText('No unsaved changes');
  });

  test('the admin remote follows the admin’s dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'admin@demo.test', '/app/settings?tab=user');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    try {
      const profile = page.getByRole('form', { name: 'Your profile' });
      await profile.getByRole('radio', { name: 'Dark' }).check();
      await profile.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Profile updated')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const dark = await background();
      expect(dark).not.toBe(light);
      for (const path of ['/app/admin', '/app/impersonate']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await background()).toBe(dark);
      }
    } finally {
      const { status } = await fetchAsPageUser(page, '/api/users/update-me', { method: 'PUT', body: { theme: 'system' } });
      expect(status).toBe(200);
    }
  });
});
