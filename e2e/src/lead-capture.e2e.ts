import { expect, test } from '@playwright/test';
import { accountMenuButton, sidebarLabels } from './support/sign-in.js';
import { E2E_PORTS } from './support/e2e-stack.js';
import { fetchAsPageUser } from './support/page-api.js';

const identityOrigin = `http://localhost:${E2E_PORTS.identity}`;

test.describe('Lead capture on the landing page', () => {
  test('a demo request is validated, stored and clears the form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get a demo' }).click();
    await expect(page.getByText('Please fix the errors below.')).toBeVisible();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your email.')).toBeVisible();
    await expect(page.getByText('Please enter your company.')).toBeVisible();

    await page.getByLabel('Name').fill('  Dana Demo  ');
    await page.getByLabel('Work email').fill('dana demo@example');
    await page.getByLabel('Company').fill('Dana Pest Control');
    await page.getByRole('button', { name: 'Get a demo' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    await page.getByLabel('Work email').fill('dana@example.com');
    const posted = page.waitForResponse((response) => response.url().endsWith('/api/public/leads'));
    await page.getByRole('button', { name: 'Get a demo' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText("Thanks! We'll reach out shortly.")).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByLabel('Work email')).toHaveValue('');
  });

  test('a free trial signs up at the identity provider and ends as owner of a new organization', async ({ page }) => {
    const email = `trial-${Date.now()}@example.com`;
    await page.goto('/');
    await page.getByLabel('Name').fill('Terry Trial');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company').fill('Trial Washing Co');
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await page.waitForURL((url) => url.origin === identityOrigin);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password').fill('trial-pass-1234');
    await page.getByLabel('Name').fill('Terry Trial');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL((url) => url.pathname === '/app');
    await expect(accountMenuButton(page, email)).toBeVisible();
    // Crews is the owner's own entry (part 1 §6): the trial made this user an owner.
    expect(await sidebarLabels(page)).toContain('Crews');
    const { body: me } = await fetchAsPageUser<{ role: string; organization_id: string | null }>(page, '/api/users/me');
    expect(me.role).toBe('owner');
    expect(me.organization_id).not.toBeNull();
  });
});
