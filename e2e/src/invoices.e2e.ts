import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_CUSTOMERS, SANDBOX_TEST_CARDS } from '@fsp/contracts';
import { linkIn, latestMessageTo } from './support/outbox.js';
import { customerSignsUp, organizationToday, scheduleRule } from './support/schedule-data.js';
import { signIn } from './support/sign-in.js';

/** The first and last day of the month before `today` (yyyy-MM-dd), and its YYYY-MM. */
function monthBefore(today: string): { period: string; start: string; end: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { period: iso(first).slice(0, 7), start: iso(first), end: iso(last) };
}

function invoiceCard(page: Page, section: 'open' | 'paid', customerName: string): Locator {
  return page
    .getByTestId(`invoice-section-${section}`)
    .getByTestId('invoice-card')
    .filter({ has: page.getByRole('heading', { name: customerName }) });
}

/** The customer follows the link in their latest e-mail and pays on the invoice page with `card`. */
async function payFromEmailedLink(customer: Page, email: string, card: string): Promise<void> {
  const link = linkIn((await latestMessageTo(email, 'email')).body);
  expect(link).toMatch(/\/invoice\/[\w-]{22,}$/);
  await customer.goto(new URL(link).pathname);
  await customer.getByRole('button', { name: 'Pay now' }).click();
  await customer.getByLabel('Card number').fill(card);
  await customer.getByLabel('Expiry').fill('12 / 34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customer.getByText(/Thank you! Your payment was received/)).toBeVisible();
  await expect(customer.getByTestId('invoice-status')).toHaveText('Paid');
}

test.describe('Invoices and getting paid', () => {
  test('the owner bills last month, adjusts and sends the invoice, and the customer pays it from the e-mailed link', async ({ browser }) => {
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, 'owner@demo.test', '/app/invoices');
    const customerName = `Monthly Billie ${Date.now()}`;
    const candidate = await customerSignsUp(owner, customerName, [{ key: 'lawn-mowing', price_cents: 4500 }]);
    const month = monthBefore(await organizationToday(owner));
    await scheduleRule(owner, { customer_id: candidate.id, service_key: 'lawn-mowing', pattern: 'weekly', interval: 1, start_date: month.start });

    await owner.goto('/app/invoices');
    const billing = owner.getByRole('form', { name: 'Run billing' });
    await billing.getByLabel('Billing month').fill(month.period);
    await billing.getByRole('button', { name: 'Run billing' }).click();
    await expect(owner.getByTestId('toast')).toContainText(/Billing run: \d+ created, \d+ skipped/);

    const card = invoiceCard(owner, 'open', customerName);
    await expect(card.getByTestId('invoice-period')).toContainText(`${month.start} → ${month.end}`);
    await expect(card.getByTestId('invoice-status')).toHaveText('Open');

    await card.getByRole('button', { name: 'Edit Due Date' }).click();
    await card.getByLabel('Due date', { exact: true }).fill(`${month.end.slice(0, 4)}-12-28`);
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(owner.getByText('Due date updated')).toBeVisible();
    await expect(card.getByTestId('invoice-due-date')).toContainText('-12-28 (override)');
    await card.getByRole('button', { name: 'Edit Due Date' }).click();
    await card.getByRole('button', { name: 'Clear' }).click();
    await expect(owner.getByText('Due date cleared')).toBeVisible();
    await expect(card.getByTestId('invoice-due-date')).not.toContainText('(override)');

    await card.getByRole('button', { name: 'Send' }).click();
    await expect(owner.getByText('Invoice sent', { exact: true })).toBeVisible();

    const customer = await (await browser.newContext()).newPage();
    await payFromEmailedLink(customer, candidate.email ?? '', SANDBOX_TEST_CARDS.succeeds);

    await owner.getByRole('button', { name: 'Refresh' }).click();
    await expect(invoiceCard(owner, 'paid', customerName).getByTestId('invoice-status')).toHaveText('Paid');
  });

  test('a declined card: the charge fails, the customer is e-mailed, saves a new card and the invoice is paid', async ({ browser }) => {
    const declining = DEMO_CUSTOMERS.find((demo) => demo.email === 'luis.ortega@example.com');
    if (!declining) throw new Error('The demo has no customer with the declining card');
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, 'owner@demo.test', '/app/invoices');

    const card = invoiceCard(owner, 'open', declining.name);
    await card.getByRole('button', { name: 'Charge card' }).click();
    await expect(owner.getByTestId('toast')).toContainText('Payment failed');
    await expect(card.getByTestId('invoice-state')).toHaveText('Payment failed');
    await expect(card.getByTestId('invoice-failure')).toContainText('Your card was declined.');

    const customer = await (await browser.newContext()).newPage();
    await payFromEmailedLink(customer, declining.email, SANDBOX_TEST_CARDS.succeeds);

    await owner.getByRole('button', { name: 'Refresh' }).click();
    await expect(invoiceCard(owner, 'paid', declining.name).first()).toBeVisible();
    await expect(invoiceCard(owner, 'open', declining.name)).toHaveCount(0);
  });
});
