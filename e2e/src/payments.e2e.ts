import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PAYMENT_CSV_COLUMNS } from '@fsp/contracts';
import { signIn } from './support/sign-in.js';

/** Priya pays every month by card in the demo history (one of them refunded in full). */
const PAYER = 'priya.nair@example.com';

const rowsOf = (page: Page): Locator => page.getByTestId('payments-row');
const rowOf = (page: Page, paymentIntentId: string): Locator =>
  page.locator(`[data-testid="payments-row"][data-payment-intent="${paymentIntentId}"]`);

async function paymentIntentsShown(page: Page): Promise<string[]> {
  return rowsOf(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-payment-intent') ?? ''));
}

test.describe('Payments, refunds, reports and insights', () => {
  test('the owner pages through payments, filters them and refunds part, then the rest, of one', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
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
    await rowsOf(page).first().getByTestId('refund-button').click();
    await page.getByTestId('refund-amount').fill('5');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByText('Refund issued')).toBeVisible();
    const refunded = rowOf(page, paymentIntentId);
    await expect(refunded.getByTestId('payment-refunded')).toContainText('$5.00');
    await expect(refunded).toHaveAttribute('data-status', 'succeeded');

    await refunded.getByTestId('refund-button').click();
    await page.getByTestId('refund-max').click();
    await page.getByTestId('refund-submit').click();
    await expect(page.getByText('Refund issued').first()).toBeVisible();
    await page.getByTestId('payments-status').selectOption('refunded');
    await expect(rowOf(page, paymentIntentId)).toHaveAttribute('data-status', 'refunded');
    await expect(rowOf(page, paymentIntentId).getByTestId('refund-button')).toHaveCount(0);
    const amount = (await rowOf(page, paymentIntentId).getByTestId('payment-amount').innerText()).split('\n')[0] ?? '';
    await expect(rowOf(page, paymentIntentId).getByTestId('payment-refunded')).toContainText(amount.trim());
  });

  test('the owner exports the filtered payments as CSV', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/reports');
    await expect(rowsOf(page).first()).toBeVisible();
    await page.getByTestId('payments-search').fill(PAYER);
    await expect(rowsOf(page).filter({ hasNotText: PAYER })).toHaveCount(0);
    await expect(rowsOf(page).first()).toContainText(PAYER);
    await expect(page.getByTestId('payments-next')).toBeDisabled();
    const shown = await rowsOf(page).count();

    const downloading = page.waitForEvent('download');
    await page.getByTestId('reports-export-csv').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^green-acres.*-payments-all\.csv$/);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(PAYMENT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(shown);
    for (const line of lines) expect(line).toContain('Priya');
  });

  test('Insights shows twelve months of net earnings, and the dashboard balance card opens the payment dashboard', async ({ page }) => {
    await signIn(page, 'owner@demo.test', '/app/insights');
    await expect(page.getByTestId('insights-bar')).toHaveCount(12);
    await expect(page.getByTestId('insights-total-net')).toContainText(/\$\d/);
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
