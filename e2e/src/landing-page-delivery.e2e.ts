/**
 * What a prospect's phone downloads for the landing page (issue 15): no identity SDK until someone signs in, the
 * page's remote named with the page so it downloads alongside the shell, and every text file sent compressed from the
 * build's own copies. (Its sizes and paint time are measured by npm run bench, not asserted here.)
 */
import { expect, test, type Response } from '@playwright/test';
import { E2E_PORTS } from './support/e2e-stack.js';

const identityOrigin = `http://localhost:${E2E_PORTS.identity}`;
const isText = (response: Response) => /\.(js|css|json|html)$/.test(new URL(response.url()).pathname) || new URL(response.url()).pathname === '/';

test('the landing page loads no identity SDK, names its remote for preloading, and every text file comes compressed', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  const document = await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get a demo' })).toBeVisible();

  const link = document?.headers()['link'] ?? '';
  expect(link).toContain(`<http://localhost:${E2E_PORTS.public_site}/mf-manifest.json>; rel=preload; as=fetch`);
  expect(link).toContain(`<http://localhost:${E2E_PORTS.public_site}/remoteEntry.js>; rel=preload; as=script`);

  const urls = responses.map((response) => response.url());
  expect(urls.filter((url) => url.includes('lazy-identity'))).toEqual([]);
  expect(urls.filter((url) => url.startsWith(identityOrigin))).toEqual([]);

  const texts = responses.filter((response) => response.status() === 200 && isText(response));
  expect(texts.length).toBeGreaterThan(5);
  const encodings = await Promise.all(texts.map(async (response) => `${(await response.allHeaders())['content-encoding'] ?? 'none'} ${response.url()}`));
  expect(encodings.filter((line) => !/^(br|gzip) /.test(line))).toEqual([]);

  // Signing in is what fetches it.
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.waitForURL((url) => url.origin === identityOrigin);
  expect(responses.some((response) => response.url().includes('lazy-identity'))).toBe(true);
});
