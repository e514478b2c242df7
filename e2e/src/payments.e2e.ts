import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, PAYMENT_CSV_COLUMNS } from '@fsp/contracts';
import { signIn } from './support/sign-in.js';

/** Priya pays every month by card in the demo history (one of them refunded in full). */
const PAYER = 'priya.nair@example.com';

const rowsOf = (page: Page): Locator => page.getByTestId('payments-row');
const rowOf = (page: Page, paymentIntentId: string): Locator =>
  page.locator(`[data-testid="payments-row"][data-payment-intent="${paymentIntentId}"]`);

async function paymentIntentsShown(page: Page): Promise<string[]> {
  return rowsOf(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-payment-intent') ?? ''));
}

/** "$1,234.56" or "-$1.61" (the first amount in the text) as minor units. */
function minorUnits(text: string): number {
  const match = /(-?)\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  const [, sign, whole = '', cents = ''] = match;
  return (sign ? -1 : 1) * (Number(whole.replace(/,/g, '')) * 100 + Number(cents));
}

async function moneyOf(locator: Locator): Promise<number> {
  return minorUnits((await locator.textContent()) ?? '');
}

/** One CSV line's cells (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

async function submitRefund(page: Page): Promise<void> {
  await page.getByTestId('refund-submit').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('Payments, refunds, reports and insights', () => {
  test('the owner pages through payments, filters them and refunds part, then the rest, of one', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/payments');
    await expect(page.getByRole('main').getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByTestId('payments-account-id')).toContainText('acct_');

    await page.getByTestId('payments-per-page').selectOption('10');
    await expect(rowsOf(page)).toHaveCount(10);
    const firstPage = await paymentIntentsShown(page);
    await page.getByTestId('payments-next').click();
    await expect(rowsOf(page).first()).not.toHaveAttribute('data-payment-intent', firstPage[0] ?? '');
    const secondPage = await paymentIntentsShown(page);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    await expect(page.getByTestId('payments-count')).toContainText('11–');
    await page.getByTestId('payments-prev').click();
    await expect(rowsOf(page).first()).toHaveAttribute('data-payment-intent', firstPage[0] ?? '');
    expect(await paymentIntentsShown(page)).toEqual(firstPage);

    await page.getByTestId('payments-search').fill(PAYER);
    await page.getByTestId('payments-status').selectOption('succeeded');
    await expect(rowsOf(page).filter({ hasNotText: PAYER })).toHaveCount(0);
    await expect(rowsOf(page).and(page.locator(':not([data-status="succeeded"])'))).toHaveCount(0);
    await expect(rowsOf(page).first()).toContainText(PAYER);

    const paymentIntentId = (await rowsOf(page).first().getAttribute('data-payment-intent')) ?? '';
    const refunded = rowOf(page, paymentIntentId);
    const netBefore = await moneyOf(refunded.getByTestId('payment-net'));
    await refunded.getByTestId('refund-button').click();
    await page.getByTestId('refund-amount').fill('5');
    await submitRefund(page);
    await expect(page.getByText('Refund issued')).toBeVisible();
    await expect(refunded.getByTestId('payment-refunded')).toContainText('$5.00');
    await expect(refunded).toHaveAttribute('data-status', 'succeeded');
    // The demo charges carry no platform fee, so none comes back: the business keeps $5.00 less.
    await expect(refunded.getByTestId('payment-net')).toHaveText(formatMoney(netBefore - 500, 'USD'));

    await refunded.getByTestId('refund-button').click();
    await page.getByTestId('refund-max').click();
    await submitRefund(page);
    await expect(page.getByText('Refund issued').first()).toBeVisible();
    await page.getByTestId('payments-status').selectOption('refunded');
    const full = rowOf(page, paymentIntentId);
    await expect(full).toHaveAttribute('data-status', 'refunded');
    await expect(full.getByTestId('payment-status')).toHaveText('Refunded');
    await expect(full.getByTestId('refund-button')).toHaveCount(0);
    const amount = await moneyOf(full.getByTestId('payment-amount'));
    await expect(full.getByTestId('payment-refunded')).toContainText(formatMoney(amount, 'USD'));
    // All of it went back: what is left is the fee the business still pays.
    const fee = await moneyOf(full.getByTestId('payment-fee'));
    await expect(full.getByTestId('payment-net')).toHaveText(formatMoney(-fee, 'USD'));
  });

  test('the owner exports the filtered payments as CSV', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/reports');
    await expect(rowsOf(page).first()).toBeVisible();
    await page.getByTestId('payments-search').fill(PAYER);
    await page.getByTestId('payments-status').selectOption('succeeded');
    await expect(rowsOf(page).filter({ hasNotText: PAYER })).toHaveCount(0);
    await expect(rowsOf(page).and(page.locator(':not([data-status="succeeded"])'))).toHaveCount(0);
    await expect(rowsOf(page).first()).toContainText(PAYER);
    await expect(page.getByTestId('payments-next')).toBeDisabled();
    const shown = await rowsOf(page).evaluateAll((rows) =>
      rows.map((row) => ({
        created: row.querySelector('[data-testid="payment-created"]')?.textContent ?? '',
        amount: row.querySelector('[data-testid="payment-amount"]')?.textContent ?? '',
      })),
    );
    expect(shown.length).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByTestId('reports-export-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^green-acres.*-payments-all\.csv$/);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(PAYMENT_CSV_COLUMNS.join(','));
    const column = (name: (typeof PAYMENT_CSV_COLUMNS)[number]) => PAYMENT_CSV_COLUMNS.indexOf(name);
    const exported = lines.map(csvCells);
    for (const cells of exported) {
      expect(cells[column('Customer')]).toContain('Priya');
      expect(cells[column('Status')]).toBe('Succeeded');
    }
    // The same payments in the same order: the CSV's Amount is a plain decimal ("180.00"), the screen's is money.
    expect(exported.map((cells) => [cells[column('Created')], cells[column('Amount')]])).toEqual(
      shown.map((row) => [row.created, (minorUnits(row.amount) / 100).toFixed(2)]),
    );
  });

  test('Insights shows twelve months of net earnings, and the dashboard balance card opens the payment dashboard', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/insights');
    await expect(page.getByTestId('insights-bar')).toHaveCount(12);
    await expect(page.getByTestId('insights-total-net')).toContainText(/\$\d/);
    const total = await moneyOf(page.getByTestId('insights-total-net'));
    expect(total).not.toBe(0);
    const tableTotal = await moneyOf(page.getByTestId('insights-table').locator('tfoot td').first());
    expect(tableTotal).toBe(total);
    await expect(page.getByTestId('balance-table')).toContainText('USD');

    await page.goto('/app');
    const card = page.getByTestId('balance-card');
    await expect(card).toContainText(/\$\d/);
    await expect(card).toContainText('acct_');
    const opening = page.context().waitForEvent('page');
    await card.getByTestId('balance-manage').click();
    const dashboard = await opening;
    await expect(dashboard.getByText('Sandbox').first()).toBeVisible();
    await expect(dashboard.getByText('Available').first()).toBeVisible();
  });
});
