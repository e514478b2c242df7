import { expect, test, type Locator, type Page } from '@playwright/test';
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

  test('the sidebar is a drawer, Quick Actions is a bottom sheet and steps aside from a form’s primary action', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(mainNavigation(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

    // Fixed in the bottom-right corner: where it sits on every page (it is hidden while it steps aside).
    const fabBox = await page.getByRole('button', { name: 'Quick Actions' }).boundingBox();
    if (!fabBox) throw new Error('Quick Actions is not on the page');
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

    // The floating Quick Actions button steps aside while a form's primary action lies under it: every point of the
    // Schedule form's "Add to Schedule" button is the button's own, wherever it sits on the screen.
    await mainNavigationFromDrawer(page, 'Schedule');
    const add = page.getByRole('region', { name: 'Add to Schedule' }).getByRole('button', { name: 'Add to Schedule' });
    const quickActions = page.getByRole('button', { name: 'Quick Actions' });
    const fabMiddle = fabBox.y + fabBox.height / 2;
    await scrollMiddleTo(add, fabMiddle);
    await expect.poll(() => add.evaluate(uncoveredShare)).toBe(1);
    await expect(quickActions).toBeHidden();
    // Once the form's button has scrolled on above it, it is back.
    await scrollMiddleTo(add, fabMiddle - fabBox.height);
    await expect(quickActions).toBeVisible();
    await expect.poll(() => add.evaluate(uncoveredShare)).toBe(1);
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

async function mainNavigationFromDrawer(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
}

/** Scrolls the page at once so that the middle of `locator`'s element lies `y` px from the top of the screen. */
async function scrollMiddleTo(locator: Locator, y: number) {
  await locator.evaluate((element, middle) => {
    const box = element.getBoundingClientRect();
    let scroller = element.parentElement;
    while (scroller && !(scroller.scrollHeight > scroller.clientHeight && /auto|scroll/.test(getComputedStyle(scroller).overflowY))) {
      scroller = scroller.parentElement;
    }
    (scroller ?? document.scrollingElement ?? document.documentElement).scrollBy({ top: box.top + box.height / 2 - middle, behavior: 'instant' });
  }, y);
}

/** The share of points on a grid across `element` where hit-testing finds the element itself (its rounded corners,
 * which hit-testing leaves to what lies beneath, are kept out of the grid). */
function uncoveredShare(element: Element): number {
  const box = element.getBoundingClientRect();
  const inset = Math.min(box.height / 2, parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0) + 1;
  let own = 0;
  let all = 0;
  for (let column = 0; column <= 8; column++) {
    for (let row = 1; row <= 3; row++) {
      const x = box.left + inset + ((box.width - 2 * inset) * column) / 8;
      const y = box.top + (box.height * row) / 4;
      all += 1;
      if (element.contains(document.elementFromPoint(x, y))) own += 1;
    }
  }
  return own / all;
}
