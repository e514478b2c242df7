/**
 * Issue 16's acceptance, end to end: the admin remote's production build is deployed to an S3-compatible server and
 * promoted, a second release of it is promoted over it, and an edge that reads /config.json from the environment's
 * object serves the app; the browser runs the promoted release, and after a rollback the next page load runs the one
 * before. Nothing is rebuilt or restarted between the steps.
 *
 * The second release is a copy of the build stamped with another build version (what the next build of an unchanged
 * remote is): the same working code, uploaded under a version folder of its own. Which release runs shows in the
 * browser's requests, whose URLs name the version folder.
 */
import { expect, test, type Page } from '@playwright/test';
import { BUILDS, E2E_STACK_URLS, startLocalCdn, startReleaseEdge, stampedCopy, type Release } from './support/cdn-delivery.js';
import { E2E_RELEASE_EDGE_PORT } from './support/e2e-stack.js';
import { signIn } from './support/sign-in.js';

const ADMIN_PANEL_CHUNK = /^__federation_expose_AdminPanel\.[0-9a-f]+\.js$/;

/** Every URL the page requests from now on. */
function requestLog(page: Page): { urls: string[]; clear(): void } {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { urls, clear: () => urls.splice(0) };
}

/** The admin remote's files the page loaded, by release. */
function loadedFrom(urls: string[], release: Release): string[] {
  return urls.filter((url) => url.startsWith(release.folderUrl)).map((url) => url.slice(release.folderUrl.length));
}

async function expectAdminPanel(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Create User' })).toBeVisible();
}

const closers: Array<() => Promise<void>> = [];

test.afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

test('the admin remote deployed to an S3-compatible CDN: the promoted release loads, and after a rollback the previous one does', async ({ browser }) => {
  const cdn = await startLocalCdn('s3://cdn/fieldwise');
  closers.push(() => cdn.close());
  const releaseB = await stampedCopy(BUILDS.admin, 'release-b');
  closers.push(() => releaseB.cleanup());

  await cdn.deployAndPromote('shell', BUILDS.shell);
  const a = await cdn.deployAndPromote('admin', BUILDS.admin);
  const b = await cdn.deployAndPromote('admin', releaseB.dir);
  expect(b.version).not.toBe(a.version);

  const edge = await startReleaseEdge({ shellDist: BUILDS.shell, port: E2E_RELEASE_EDGE_PORT, apiUrl: E2E_STACK_URLS.api, runtimeConfigUrl: cdn.runtimeConfigUrl });
  closers.push(() => edge.close());
  const context = await browser.newContext({ baseURL: edge.url });
  closers.push(() => context.close());
  const page = await context.newPage();
  const requests = requestLog(page);

  await signIn(page, 'admin@demo.test', '/app/admin');
  await expectAdminPanel(page);
  expect(loadedFrom(requests.urls, b)).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', expect.stringMatching(ADMIN_PANEL_CHUNK)]));
  expect(loadedFrom(requests.urls, a)).toEqual([]);
  expect(requests.urls.filter((url) => url.startsWith(`${E2E_STACK_URLS.remotes.admin}/`))).toEqual([]);

  expect(await cdn.rollback('admin')).toEqual({ from: b.manifestUrl, to: a.manifestUrl });
  requests.clear();
  await page.reload();
  await expectAdminPanel(page);
  expect(loadedFrom(requests.urls, a)).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js', expect.stringMatching(ADMIN_PANEL_CHUNK)]));
  expect(loadedFrom(requests.urls, b)).toEqual([]);
});
