/**
 * Version drift: the shell and the remotes ship on their own, so production runs the current shell with the
 * previous release of a remote, and the previous shell with the current remotes, until each catches up.
 *
 * What "previous release" is here, and why: each app is deployed when a commit changes it, so the previous release of
 * the admin remote (and of the shell) is a build of the previous commit that changed apps/admin (apps/shell). The
 * test builds exactly that: `git archive` writes that commit's app, libs, tsconfig.base.json and root package.json
 * (whose ranges, and the session lib's version, make the build's shared-singleton declarations) into
 * tmp/previous-release/, and rspack builds it in production mode with MF_BUILD_VERSION=previous-<commit>. So the
 * shell and the remote really are built apart, from different sources, with different hashes and versions, and
 * negotiate React, the router and the session lib at runtime as they would on the CDN.
 * - Not a git worktree with its own install: the export reuses the installed node_modules, which keeps the two builds
 *   to seconds (kept per commit in tmp/, so a second run skips them). The price: a previous release is built with
 *   today's compilers and packages, not the lockfile of its day; what it declares and shares is its own.
 * - Not a committed fixture build: a production build of a remote is about a megabyte, it would go stale, and it
 *   would not follow the code it claims to stand for.
 * - Not the current sources with a different version stamp: that would only prove a build works with itself.
 * It needs the git history (a full clone; in GitHub Actions, fetch-depth: 0) and fails saying so without it.
 *
 * The builds are served to the browser through request routing (as the stack's CDN servers and edge answer): the
 * previous admin from a CDN origin of its own named in the runtime config, the previous shell at the edge's origin,
 * whose /api and /config.json still reach the running stack. Checks: the main screens of the admin remote render and
 * its search filters users, the back office renders too, and the build that ran is the one meant (its manifest's
 * build version, its origin, the shell's main script).
 */
import { expect, test, type Page } from '@playwright/test';
import type { RuntimeConfig } from '@fsp/contracts';
import { E2E_PORTS } from './support/e2e-stack.js';
import { mainScriptOf, previousRelease, type PreviousRelease } from './support/previous-release.js';
import { serveBuildAt } from './support/serve-build.js';
import { accountMenuButton, mainNavigation, signIn } from './support/sign-in.js';

const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;
const CURRENT_ADMIN_ORIGIN = `http://localhost:${E2E_PORTS.admin}`;
const PREVIOUS_ADMIN_ORIGIN = 'http://admin.previous-release.test';

let previousShell: PreviousRelease;
let previousAdmin: PreviousRelease;

test.beforeAll(async () => {
  // Two production builds on a cold run (seconds each on an idle CI machine); a rerun reuses them.
  test.setTimeout(240_000);
  [previousShell, previousAdmin] = await Promise.all([previousRelease('shell'), previousRelease('admin')]);
});

function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The admin remote's two main screens, and an interaction that goes through the API and the shared session. */
async function useTheAdminRemote(page: Page): Promise<void> {
  await mainNavigation(page).getByRole('link', { name: 'Impersonate' }).click();
  const search = page.getByRole('searchbox', { name: 'Search users' });
  await expect(search).toBeVisible();
  await search.fill('owner@demo.test');
  const cards = page.getByTestId('impersonate-user-card');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('owner@demo.test');

  await mainNavigation(page).getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('form', { name: 'Create User' })).toBeVisible();
}

/** What the federation runtime recorded from the admin manifest it loaded (its build version and where it came from). */
function loadedAdminBuild(page: Page) {
  return page.evaluate(() => {
    const federation = (window as unknown as { __FEDERATION__?: { moduleInfo?: Record<string, { buildVersion?: string; publicPath?: string }> } })
      .__FEDERATION__;
    const entry = Object.entries(federation?.moduleInfo ?? {}).find(([key]) => key.startsWith('admin:'));
    return entry ? { buildVersion: entry[1].buildVersion, publicPath: entry[1].publicPath } : null;
  });
}

test('the current shell runs the previous release of the admin remote', async ({ page }) => {
  const urls = requestedUrls(page);
  await serveBuildAt(page, PREVIOUS_ADMIN_ORIGIN, previousAdmin.dist);
  await page.route(`${SHELL_ORIGIN}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as RuntimeConfig;
    const remotes = { ...config.remotes, admin: `${PREVIOUS_ADMIN_ORIGIN}/mf-manifest.json` };
    await route.fulfill({ response, json: { ...config, remotes } });
  });

  await signIn(page, 'admin@demo.test', '/app');
  await useTheAdminRemote(page);

  expect(await loadedAdminBuild(page)).toEqual({ buildVersion: previousAdmin.buildVersion, publicPath: `${PREVIOUS_ADMIN_ORIGIN}/` });
  expect(urls).toContain(`${PREVIOUS_ADMIN_ORIGIN}/remoteEntry.js`);
  expect(urls.filter((url) => url.startsWith(`${CURRENT_ADMIN_ORIGIN}/`))).toEqual([]);
});

test('the previous shell runs the current remotes', async ({ page }) => {
  // Signed in through the stack's own shell first: the identity provider's redirect back to the shell is a redirected
  // request, which Playwright does not route. The previous shell then starts from the session the browser keeps.
  await signIn(page, 'admin@demo.test', '/app');
  // A page answered by request routing has no network address, so Chromium's Local Network Access check would stop
  // its requests to the remotes' localhost CDN servers; the real edge and CDN are never in that position.
  await page.context().grantPermissions(['local-network-access']);
  await serveBuildAt(page, SHELL_ORIGIN, previousShell.dist, {
    appShell: true,
    passThrough: (url) => url.pathname === '/config.json' || url.pathname === '/api' || url.pathname.startsWith('/api/'),
  });
  const urls = requestedUrls(page);
  await page.goto('/app');
  await expect(accountMenuButton(page, 'admin@demo.test')).toBeVisible();
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.getAttribute('src')));
  expect(scripts).toContain(await mainScriptOf(previousShell.dist));

  await useTheAdminRemote(page);
  await mainNavigation(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  expect((await loadedAdminBuild(page))?.publicPath).toBe(`${CURRENT_ADMIN_ORIGIN}/`);
  expect(urls).toContain(`${CURRENT_ADMIN_ORIGIN}/remoteEntry.js`);
  expect(urls).toContain(`http://localhost:${E2E_PORTS.backoffice}/remoteEntry.js`);
});
