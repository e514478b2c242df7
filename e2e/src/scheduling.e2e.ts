import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_SERVICES, DEMO_TEAM, type ScheduleOccurrence } from '@fsp/contracts';
import { fetchAsPageUser } from './support/page-api.js';
import { addDays, callAsPageUser, customerSignsUp, organizationToday, scheduleRule, teamNamed } from './support/schedule-data.js';
import { signIn } from './support/sign-in.js';

function demoService(key: string) {
  const service = DEMO_SERVICES.find((entry) => entry.key === key);
  if (!service) throw new Error(`The demo seed has no service ${key}`);
  return service;
}

const lawnMowing = demoService('lawn-mowing');
const leafRemoval = demoService('leaf-removal');

/** "Sat, Nov 28", as the Schedule screen names days. */
function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** The accessible names of the schedule items on screen that mention `text`. */
async function itemNames(view: Locator, text: string): Promise<string[]> {
  const names = await view.locator(`[aria-label*="${text}"]`).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return [...new Set(names)].sort();
}

async function showLayout(page: Page, layout: 'Grid' | 'List') {
  await page.getByRole('group', { name: 'Layout' }).getByRole('button', { name: layout }).click();
}

test.describe('Scheduling', () => {
  test('an owner adds a service, a team and a crew member, schedules a weekly job and a misc event, moves a date and skips another', async ({ page }) => {
    const stamp = Date.now();
    const teamName = `Route Team ${stamp}`;
    const crewEmail = `crew-${stamp}@example.com`;
    await signIn(page, 'owner@demo.test', '/app/services');

    // Services: New opens the form; the new service joins the list.
    await page.getByRole('button', { name: 'New' }).click();
    const serviceForm = page.getByRole('form', { name: 'Add Service' });
    await serviceForm.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Please complete the required fields.')).toBeVisible();
    await expect(serviceForm.getByText('Service name is required.')).toBeVisible();
    await serviceForm.getByLabel('Name', { exact: true }).fill(`Gutter Cleaning ${stamp}`);
    await serviceForm.getByLabel('Description', { exact: true }).fill('Clear and flush gutters and downspouts');
    await serviceForm.getByLabel('Price').fill('12a0.5');
    await expect(serviceForm.getByLabel('Price')).toHaveValue('$120.5');
    await serviceForm.getByLabel('Estimated time (minutes)').fill('90');
    await serviceForm.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('Service added')).toBeVisible();
    await expect(page.getByText(`Gutter Cleaning ${stamp}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText('$120.50').first()).toBeVisible();

    // Crews: a team, then a crew member on it, invited by e-mail.
    await page.goto('/app/crews');
    const createTeam = page.getByRole('region', { name: 'Create Team' });
    await createTeam.getByLabel('Team name').fill(teamName);
    await createTeam.getByRole('button', { name: 'Create team' }).click();
    await expect(page.getByText('Team created')).toBeVisible();
    const createMember = page.getByRole('region', { name: 'Create Crew Member' });
    await createMember.getByLabel('Email').fill(crewEmail);
    await createMember.getByLabel('Name').fill('Robin Route');
    await createMember.getByLabel('Team').selectOption({ label: teamName });
    await createMember.getByRole('button', { name: 'Create crew member' }).click();
    await expect(page.getByText('Crew member created and invited.')).toBeVisible();
    await expect(page.getByRole('list', { name: `Members of ${teamName}` })).toContainText('Robin Route');

    // Schedule: a weekly job for a customer who signed up, and a misc event.
    const customer = await customerSignsUp(page, `Weekly Customer ${stamp}`, [{ key: lawnMowing.key, price_cents: lawnMowing.price_cents }]);
    const today = await organizationToday(page);
    await page.goto('/app/schedule');
    const addForm = page.getByRole('region', { name: 'Add to Schedule' });
    await addForm.getByRole('button', { name: 'Add to Schedule' }).click();
    await expect(addForm.getByText('Please select a customer')).toBeVisible();
    await addForm.getByLabel('Customer').selectOption({ label: customer.name ?? '' });
    await addForm.getByLabel('Service').selectOption({ label: lawnMowing.name });
    await addForm.getByLabel('Pattern').selectOption({ label: 'Weekly' });
    await addForm.getByLabel('Start date').fill(today);
    await expect(addForm.getByLabel('End date')).toHaveValue(addDays(today, 180));
    await addForm.getByLabel('Team').selectOption({ label: teamName });
    await addForm.getByRole('button', { name: 'Add to Schedule' }).click();
    await expect(page.getByText('Scheduled successfully')).toBeVisible();

    // The same job again repeats it on the same dates.
    await addForm.getByLabel('Customer').selectOption({ label: customer.name ?? '' });
    await addForm.getByLabel('Service').selectOption({ label: lawnMowing.name });
    await addForm.getByLabel('Pattern').selectOption({ label: 'One-off' });
    await addForm.getByLabel('Start date').fill(addDays(today, 7));
    await addForm.getByRole('button', { name: 'Add to Schedule' }).click();
    await expect(page.getByText(`Already scheduled on: ${addDays(today, 7)}`)).toBeVisible();

    const miscForm = page.getByRole('region', { name: 'Add Misc Event' });
    await miscForm.getByRole('button', { name: 'Add Misc Event' }).click();
    await miscForm.getByLabel('Duration (minutes)').fill('0');
    await miscForm.getByRole('button', { name: 'Add event' }).click();
    await expect(miscForm.getByText('Title is required')).toBeVisible();
    await expect(miscForm.getByText('Duration (minutes) must be > 0')).toBeVisible();
    await miscForm.getByLabel('Title').fill(`Truck service ${stamp}`);
    await miscForm.getByLabel('Date').fill(addDays(today, 8));
    await miscForm.getByLabel('Start time (optional)').fill('12:00');
    await miscForm.getByLabel('Duration (minutes)').fill('60');
    await miscForm.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByText('Misc event added')).toBeVisible();

    // Next week: move the visit one day later, at the first free time.
    const view = page.getByTestId('schedule-view');
    await showLayout(page, 'List');
    await page.getByRole('button', { name: 'Next 7 days' }).click();
    const jobName = customer.name ?? '';
    const weekTwo = addDays(today, 7);
    await view.getByRole('button', { name: `${jobName} — ${lawnMowing.name} — ${dayLabel(weekTwo)} Unscheduled` }).click();
    await page.getByRole('button', { name: 'Reschedule to another day' }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule to another day' });
    await reschedule.getByLabel('New date').fill(addDays(weekTwo, 1));
    await reschedule.getByLabel('Start time').selectOption({ label: '8:00 AM' });
    await reschedule.getByRole('button', { name: 'Reschedule' }).click();
    await expect(page.getByText('Rescheduled')).toBeVisible();
    await expect(view.getByRole('button', { name: `${jobName} — ${lawnMowing.name} — ${dayLabel(addDays(weekTwo, 1))} 8:00 AM` })).toBeVisible();

    // The week after: cancel that date.
    await page.getByRole('button', { name: 'Next 7 days' }).click();
    const weekThree = addDays(today, 14);
    await view.getByRole('button', { name: `${jobName} — ${lawnMowing.name} — ${dayLabel(weekThree)} Unscheduled` }).click();
    await page.getByRole('button', { name: 'Cancel this date' }).click();
    await expect(page.getByText('Cancel this occurrence?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel occurrence' }).click();
    await expect(page.getByText('Occurrence canceled')).toBeVisible();
    await expect(view.getByRole('button', { name: new RegExp(`^${jobName} — .* — ${dayLabel(weekThree)}`) })).toHaveCount(0);

    // Grid and list show the same items, week by week.
    await page.getByRole('button', { name: 'Previous 7 days' }).click();
    const listWeekTwo = [...(await itemNames(view, jobName)), ...(await itemNames(view, `Truck service ${stamp}`))];
    expect(listWeekTwo).toEqual([
      `${jobName} — ${lawnMowing.name} — ${dayLabel(addDays(weekTwo, 1))} 8:00 AM`,
      `Truck service ${stamp} — Misc — ${dayLabel(addDays(today, 8))} 12:00 PM`,
    ]);
    await showLayout(page, 'Grid');
    expect([...(await itemNames(view, jobName)), ...(await itemNames(view, `Truck service ${stamp}`))]).toEqual(listWeekTwo);
    await page.getByRole('button', { name: 'Next 7 days' }).click();
    const gridWeekThree = await itemNames(view, jobName);
    await showLayout(page, 'List');
    expect(await itemNames(view, jobName)).toEqual(gridWeekThree);
    expect(gridWeekThree).toEqual([]);
  });

  test('a crew member sees the day of their team read-only on a phone, and the API refuses their writes', async ({ browser, page }) => {
    const stamp = Date.now();
    await signIn(page, 'owner@demo.test', '/app');
    const today = await organizationToday(page);
    const northCrew = await teamNamed(page, DEMO_TEAM.name);
    const customer = await customerSignsUp(page, `Crew Stop ${stamp}`, [{ key: leafRemoval.key, price_cents: leafRemoval.price_cents }]);
    const ruleId = await scheduleRule(page, { customer_id: customer.id, service_key: leafRemoval.key, pattern: 'once', start_date: today, team_id: northCrew.id });
    await callAsPageUser(page, `/api/owner/schedule/${ruleId}`, { method: 'PATCH', body: { date: today, start_time: '15:00' } });

    const crewContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const crew = await crewContext.newPage();
    await signIn(crew, 'crew@demo.test', '/app');
    await expect(crew.getByRole('heading', { name: "Today's Schedule" })).toBeVisible();
    const card = crew.getByRole('article', { name: customer.name ?? '' });
    await expect(card).toContainText('3:00 PM');
    await expect(card).toContainText('Not completed');
    await expect(card.getByRole('button', { name: 'Edit Time' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Invoice' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Complete' }).click();
    await expect(crew.getByText('Marked completed')).toBeVisible();
    await expect(card).toContainText('Completed');

    // The Schedule screen offers no forms and opens items read-only.
    await crew.goto('/app/schedule');
    await expect(crew.getByText('You do not have permission to add schedule')).toBeVisible();
    await showLayout(crew, 'List');
    await crew.getByTestId('schedule-view').getByRole('button', { name: new RegExp(`^${customer.name} — `) }).click();
    await expect(crew.getByText('You can view this item, but cannot edit.')).toBeVisible();
    await expect(crew.getByRole('button', { name: 'Cancel this date' })).toHaveCount(0);

    // The API refuses the crew member's writes.
    const skip = await fetchAsPageUser<{ error: string }>(crew, `/api/owner/schedule/${ruleId}/skip`, { method: 'POST', body: { date: today } });
    expect(skip.status).toBe(403);
    const add = await fetchAsPageUser<{ error: string }>(crew, '/api/owner/schedule', {
      method: 'POST',
      body: { customer_id: customer.id, service_key: leafRemoval.key, pattern: 'once', start_date: addDays(today, 1) },
    });
    expect(add).toEqual({ status: 403, body: { error: 'Owner or Manager role required to add schedule' } });
    const invoice = await fetchAsPageUser(crew, '/api/owner/invoices/from-occurrence', { method: 'POST', body: { rule_id: ruleId, date: today } });
    expect(invoice.status).toBe(403);
    await crewContext.close();
  });

  test('an owner invoices a one-off stop from the dashboard and marks it paid', async ({ page }) => {
    const stamp = Date.now();
    await signIn(page, 'owner@demo.test', '/app');
    const today = await organizationToday(page);
    const northCrew = await teamNamed(page, DEMO_TEAM.name);
    const customer = await customerSignsUp(page, `One-off Customer ${stamp}`, [{ key: leafRemoval.key, price_cents: leafRemoval.price_cents }]);
    const ruleId = await scheduleRule(page, { customer_id: customer.id, service_key: leafRemoval.key, pattern: 'once', start_date: today, team_id: northCrew.id });
    await page.reload();

    const team = page.getByRole('region', { name: DEMO_TEAM.name });
    const toggle = page.getByRole('button', { name: new RegExp(DEMO_TEAM.name) }).first();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    const card = team.getByRole('article', { name: customer.name ?? '' });
    await expect(card).toContainText('Unscheduled');
    await expect(card).toContainText('Not invoiced');

    // A recurring stop cannot be invoiced here.
    const weekly = team.getByRole('article', { name: 'Dana Whitfield' });
    await weekly.getByRole('button', { name: 'Invoice' }).click();
    await expect(page.getByText('Only one-off services can be invoiced here')).toBeVisible();

    await card.getByRole('button', { name: 'Invoice' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Invoice & mark paid' }).click();
    await expect(page.getByText('Invoice created & marked paid')).toBeVisible();
    await expect(card).toContainText('Invoiced');
    await expect(card.getByRole('button', { name: 'Invoice' })).toBeDisabled();

    const day = await callAsPageUser<ScheduleOccurrence[]>(page, `/api/owner/schedule?from=${today}&to=${today}`);
    const visit = day.find((occurrence) => occurrence.rule_id === ruleId);
    expect(visit?.invoice?.status).toBe('paid');

    // After a reload the badge still reads Invoiced: the server knows.
    await page.reload();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await expect(card).toContainText('Invoiced');
    await expect(card).not.toContainText('Not invoiced');
  });
});
