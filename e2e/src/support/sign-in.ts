import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@fsp/contracts';
import { E2E_PORTS } from './e2e-stack.js';

const identityOrigin = `http://localhost:${E2E_PORTS.identity}`;

/** Fills the identity provider's sign-in form; the page must already be on it. */
export async function submitIdentitySignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.waitForURL((url) => url.origin === identityOrigin);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Opens `path` signed out, signs in as `email` and waits to be back on `path`. */
export async function signIn(page: Page, email: string, path = '/app'): Promise<void> {
  await page.goto(path);
  await submitIdentitySignIn(page, email);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await expect(accountMenuButton(page, email)).toBeVisible();
}

/** The header's user menu, present once the app layout has mounted (desktop and mobile alike). */
export function accountMenuButton(page: Page, email: string) {
  return page.getByRole('button', { name: `Account menu for ${email}` });
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The sidebar's entry labels in display order. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const links = mainNavigation(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}
