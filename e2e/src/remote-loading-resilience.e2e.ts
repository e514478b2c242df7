import { expect, test, type Page } from '@playwright/test';
import type { RuntimeConfig } from '@fsp/contracts';
import { E2E_PORTS } from './support/e2e-stack.js';
import { mainNavigation, signIn } from './support/sign-in.js';

const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;
const ADMIN_CDN = `http://localhost:${E2E_PORTS.admin}`;
/** CDN domains that refuse every connection, as a CDN in an outage does. */
const DOWN_CDN = 'http://cdn-a.down.test';
const OTHER_DOWN_CDN = 'http://cdn-b.down.test';

/** The runtime config the edge serves, with the admin remote on a CDN that is down and the given fallback origins. */
async function adminOnDownCdn(page: Page, manifestPath: string, fallbackRemoteOrigins: string[]): Promise<void> {
  await page.route((url) => url.hostname.endsWith('.down.test'), (route) => route.abort('connectionrefused'));
  await page.route(`${SHELL_ORIGIN}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, admin: `${DOWN_CDN}${manifestPath}` }, fallbackRemoteOrigins } });
  });
}

test('a remote whose CDN is down loads from the fallback domain, preloaded when its link is pointed at', async ({ page }) => {
  await adminOnDownCdn(page, '/mf-manifest.json', [ADMIN_CDN]);
  await signIn(page, 'admin@demo.test', '/app');

  const fallbackManifest = page.waitForRequest(`${ADMIN_CDN}/mf-manifest.json?mf_attempt=1`);
  const fallbackEntry = page.waitForRequest((request) => request.url().startsWith(`${ADMIN_CDN}/remoteEntry.js`));
  await mainNavigation(page).getByRole('link', { name: 'Impersonate' }).hover();
  await fallbackManifest;
  await fallbackEntry;
  expect(new URL(page.url()).pathname).toBe('/app');

  await mainNavigation(page).getByRole('link', { name: 'Impersonate' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
});

test('when every domain fails, the area offers Try again and the log names the remote and its version', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await adminOnDownCdn(page, '/admin/2026.11.26-abc1234/mf-manifest.json', [OTHER_DOWN_CDN]);
  await signIn(page, 'admin@demo.test', '/app/impersonate');

  const outage = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(outage).toContainText('The admin area is unavailable right now.');
  await expect
    .poll(() => errors.find((text) => text.startsWith('The admin area failed to load')))
    .toContain(`(remote admin, version 2026.11.26-abc1234, manifest ${DOWN_CDN}/admin/2026.11.26-abc1234/mf-manifest.json)`);
});
