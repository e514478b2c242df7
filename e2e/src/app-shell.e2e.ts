import { expect, test } from '@playwright/test';
import { QUICK_ACTIONS, QUICK_ACTIONS_PANEL_WIDTH_PX } from '@fsp/contracts';
import { mainNavigation, signIn } from './support/sign-in.js';

test('Shift+K toggles the Quick Actions panel and Escape closes it', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const panel = page.getByRole('dialog', { name: 'Quick Actions' });
  await expect(panel).toBeHidden();

  await page.keyboard.press('Shift+K');
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => getComputedStyle(element).width)).toBe(`${QUICK_ACTIONS_PANEL_WIDTH_PX}px`);
  for (const action of QUICK_ACTIONS) await expect(panel.getByRole('link', { name: action.label })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.keyboard.press('Shift+K');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Shift+K');
  await expect(panel).toBeHidden();

  await page.keyboard.press('Shift+K');
  await panel.getByRole('link', { name: 'Schedule' }).click();
  await page.waitForURL('**/app/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});

test('the desktop sidebar collapses and expands', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const width = async () => (await mainNavigation(page).boundingBox())?.width ?? 0;
  const expanded = await width();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(width).toBeLessThan(expanded / 2);
  await expect(mainNavigation(page).getByRole('link', { name: 'Customers' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBe(expanded);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is a drawer and Quick Actions is a bottom sheet', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

    await page.getByRole('button', { name: 'Quick Actions' }).click();
    const sheet = page.getByRole('dialog', { name: 'Quick Actions' });
    await expect(sheet).toBeVisible();
    // Anchored to the bottom edge once its slide-in animation ends.
    await expect.poll(async () => {
      const box = await sheet.boundingBox();
      return box && Math.round(box.y + box.height);
    }).toBe(844);
    await sheet.getByRole('link', { name: 'Invoices' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  });
});

test('React is loaded once across the shell and every remote', async ({ page }) => {
  await page.addInitScript(() => {
    // A minimal React DevTools hook: every react-dom copy that loads registers one renderer with it.
    const renderers = new Map<number, unknown>();
    const ignore = () => undefined;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE: ignore,
        onScheduleFiberRoot: ignore,
        onCommitFiberRoot: ignore,
        onCommitFiberUnmount: ignore,
        onPostCommitFiberRoot: ignore,
      },
    });
  });
  await signIn(page, 'admin@demo.test', '/app/impersonate');
  await expect(page.getByLabel('Search users')).toBeVisible();
  // Visit every remote without reloading the page: backoffice, public site, customer signup.
  await mainNavigation(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const goClientSide = (path: string) =>
    page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await goClientSide('/unauthorized');
  await expect(page.getByText('Unauthorized: You do not have permission to access this page.')).toBeVisible();
  await goClientSide('/invite/abc');
  await page.waitForURL('**/signup/abc');
  await expect(page.getByText('Invite not found or expired')).toBeVisible();

  const renderers = await page.evaluate(
    () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});
