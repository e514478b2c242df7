import { expect, test, type Page } from '@playwright/test';
import { DEMO_SERVICES, invoiceDueDate, type OrganizationSettings, type UserProfile, type WeekdayKey, WEEKDAY_KEYS } from '@fsp/contracts';
import { fetchAsPageUser } from './support/page-api.js';
import { addDays, callAsPageUser, customerSignsUp, organizationToday, scheduleRule } from './support/schedule-data.js';
import { signIn } from './support/sign-in.js';

const lawnMowing = DEMO_SERVICES.find((service) => service.key === 'lawn-mowing');
if (!lawnMowing) throw new Error('The demo seed has no lawn-mowing service');

const DAY_NAMES: Record<WeekdayKey, string> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

function weekdayOf(date: string): WeekdayKey {
  return WEEKDAY_KEYS[new Date(`${date}T00:00:00Z`).getUTCDay()] as WeekdayKey;
}

/** "Sat, Nov 28", as the Schedule screen names days. */
function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

async function savedOrganization(page: Page): Promise<OrganizationSettings> {
  return callAsPageUser<OrganizationSettings>(page, '/api/owner/my-organization');
}

/** Puts back what a test changed, so the tests after it see the demo organization as seeded. */
async function restoreOrganization(page: Page, before: OrganizationSettings): Promise<void> {
  await callAsPageUser(page, '/api/owner/organization/update', {
    method: 'POST',
    body: { id: before.id, business_hours: before.business_hours, invoice_due_day: before.invoice_due_day },
  });
}

async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('Settings', () => {
  test('business hours bound the Schedule’s start times, and the due day dates the next invoice', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/settings');
    const before = await savedOrganization(page);
    try {
      const today = await organizationToday(page);
      const visitDay = addDays(today, 7);
      const weekday = weekdayOf(visitDay);
      const customer = await customerSignsUp(page, `Hours Hattie ${Date.now()}`, [{ key: 'lawn-mowing', price_cents: 4500 }]);
      await scheduleRule(page, { customer_id: customer.id, service_key: 'lawn-mowing', pattern: 'once', interval: 1, start_date: visitDay, end_date: visitDay });

      // The owner opens that weekday at 10:00 and closes it at noon, and sets invoices due on the 15th.
      const form = page.getByRole('form', { name: 'Organization settings' });
      const save = form.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeDisabled();
      const dayName = DAY_NAMES[weekday];
      const closed = form.getByRole('checkbox', { name: `${dayName} closed` });
      if (await closed.isChecked()) await closed.uncheck();
      await form.getByLabel(`${dayName} opens`).fill('10:00');
      await form.getByLabel(`${dayName} closes`).fill('12:00');
      await form.getByLabel('Default invoice due day').fill('15');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Organization saved')).toBeVisible();
      await expect(save).toBeDisabled();
      expect((await savedOrganization(page)).invoice_due_day).toBe(15);

      // Schedule: the visit's free start times now begin at 10:00 and end before noon.
      await page.goto('/app/schedule');
      await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: 'List' }).click();
      await page.getByRole('button', { name: 'Next 7 days' }).click();
      const view = page.getByTestId('schedule-view');
      await view.getByRole('button', { name: `${customer.name ?? ''} — ${lawnMowing.name} — ${dayLabel(visitDay)} Unscheduled` }).click();
      const startTime = page.getByRole('dialog').getByLabel('Start time');
      await expect(startTime).toBeEnabled();
      const times = (await startTime.locator('option').allInnerTexts()).filter((label) => /\d:\d\d [AP]M/.test(label));
      expect(times[0]).toBe('10:00 AM');
      expect(times).not.toContain('8:00 AM');
      expect(times.every((label) => /^(10|11):\d\d AM$/.test(label))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      // The next invoice falls due on the 15th.
      const todays = await customerSignsUp(page, `Due Day Dora ${Date.now()}`, [{ key: 'lawn-mowing', price_cents: 4500 }]);
      const ruleId = await scheduleRule(page, { customer_id: todays.id, service_key: 'lawn-mowing', pattern: 'once', interval: 1, start_date: today, end_date: today });
      await callAsPageUser(page, '/api/owner/invoices/from-occurrence', { method: 'POST', body: { rule_id: ruleId, date: today } });
      await page.goto('/app/invoices');
      const card = page
        .getByTestId('invoice-section-open')
        .getByTestId('invoice-card')
        .filter({ has: page.getByRole('heading', { name: todays.name ?? '' }) });
      await expect(card.getByTestId('invoice-due-date')).toHaveText(`Due ${invoiceDueDate(today, 15)}`);
    } finally {
      await restoreOrganization(page, before);
    }
  });

  test('the dark theme applies across the shell and every remote, and follows the device on System', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, 'owner@demo.test', '/app/settings?tab=user');
    const lightBackground = await pageBackground(page);
    try {
      const profile = page.getByRole('form', { name: 'Your profile' });
      await profile.getByRole('radio', { name: 'Dark' }).check();
      await profile.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Profile updated')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const darkBackground = await pageBackground(page);
      expect(darkBackground).not.toBe(lightBackground);

      // The back office, the public pages (here /unauthorized) and the signup pages are separate remotes.
      await page.goto('/app/customers');
      await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
      expect(await pageBackground(page)).toBe(darkBackground);
      await page.goto('/app/admin');
      await expect(page.getByText('Unauthorized: You do not have permission to access this page.')).toBeVisible();
      expect(await pageBackground(page)).toBe(darkBackground);
      const invite = await callAsPageUser<{ code: string }>(page, '/api/owner/invitations/create', { method: 'POST', body: { via: 'qr', ttl_hours: 1 } });
      await page.goto(`/signup/${invite.code}`);
      await expect(page.getByRole('button', { name: 'Continue to Payments' })).toBeVisible();
      expect(await pageBackground(page)).toBe(darkBackground);
      // A reload paints dark from the first frame: the remembered choice is applied before the app starts.
      await page.reload();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');

      // System follows the device.
      await page.goto('/app/settings?tab=user');
      await page.getByRole('form', { name: 'Your profile' }).getByRole('radio', { name: 'System' }).check();
      await page.getByRole('form', { name: 'Your profile' }).getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Profile updated')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    } finally {
      const { status } = await fetchAsPageUser<UserProfile>(page, '/api/users/update-me', { method: 'PUT', body: { theme: 'system' } });
      expect(status).toBe(200);
    }
  });
});
