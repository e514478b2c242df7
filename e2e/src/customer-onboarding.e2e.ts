import { expect, test, type Page } from '@playwright/test';
import { DEMO_ORGANIZATIONS } from '@fsp/contracts';
import { linkIn, latestMessageTo } from './support/outbox.js';
import { decodeQrCode } from './support/qr-code.js';
import { signIn } from './support/sign-in.js';

const ORGANIZATION = DEMO_ORGANIZATIONS.greenAcres;

/** Fills the signup form's details with valid values. */
async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name', { exact: true }).fill('Chris Customer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('(919) 555-0142');
  await page.getByLabel('Street', { exact: true }).fill('42 Oak Lane');
  await page.getByLabel('City', { exact: true }).fill('Durham');
  await page.getByLabel('State', { exact: true }).fill('nc');
  await page.getByLabel('ZIP', { exact: true }).fill('27701');
}

/** The owner sends an e-mail invite from Onboard Customer; returns the signup link the customer received. */
async function sendEmailInvite(owner: Page, email: string): Promise<string> {
  await owner.goto('/app/onboard-customer');
  const card = owner.getByRole('region', { name: 'Email invite' });
  await card.getByLabel('Email').fill(email);
  await card.getByRole('button', { name: 'Send email invite' }).click();
  await expect(owner.getByText('Email invite sent')).toBeVisible();
  const message = await latestMessageTo(email, 'email');
  return linkIn(message.body);
}

test.describe('Customer onboarding by invitation', () => {
  test('QR and e-mail invites, self-signup with a saved card, then the owner converts the lead', async ({ browser }) => {
    const customerEmail = `customer-${Date.now()}@example.com`;
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, 'owner@demo.test', '/app/onboard-customer');

    // QR invite: the code on screen scans to the signup link.
    const qrCard = owner.getByRole('region', { name: 'QR invite' });
    await qrCard.getByRole('button', { name: 'Create QR invite' }).click();
    await expect(owner.getByText('QR invite created')).toBeVisible();
    const qrLink = await qrCard.getByRole('link').first().textContent();
    expect(qrLink).toMatch(/\/signup\/[\w-]+$/);
    expect(await decodeQrCode(qrCard.locator('svg').first())).toBe(qrLink);
    await expect(owner.getByRole('table', { name: 'Recent invites' })).toContainText('QR');

    const emailLink = await sendEmailInvite(owner, customerEmail);
    expect(emailLink).toMatch(/\/signup\/[\w-]+$/);

    // The customer follows the e-mailed link.
    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto(new URL(emailLink).pathname);
    await expect(customer.getByRole('heading', { level: 1, name: ORGANIZATION })).toBeVisible();

    // Errors appear once a field is touched, and all of them on submit.
    await customer.getByLabel('Full name', { exact: true }).focus();
    await customer.getByLabel('Email', { exact: true }).focus();
    await expect(customer.getByText('Please enter your full name.')).toBeVisible();
    await expect(customer.getByText('Enter a valid email.')).toHaveCount(0);
    await customer.getByRole('button', { name: 'Continue to Payments' }).click();
    await expect(customer.getByText('Please complete the highlighted fields.')).toBeVisible();
    for (const message of [
      'Please enter your full name.',
      'Enter a valid email.',
      'Enter a valid phone number.',
      'Please enter your street address.',
      'Please enter your city.',
      'Use 2-letter state code (e.g., NC).',
      'Use 5 digits (or ZIP+4).',
      'Please agree to receive SMS to submit.',
    ]) {
      await expect(customer.getByText(message)).toBeVisible();
    }
    await customer.getByLabel('Email', { exact: true }).fill('chris@');
    await customer.getByLabel('Phone', { exact: true }).fill('555-01');
    await customer.getByLabel('ZIP', { exact: true }).fill('2770');
    await expect(customer.getByText('Enter a valid email.')).toBeVisible();
    await expect(customer.getByText('Enter a valid phone number.')).toBeVisible();
    await expect(customer.getByText('Use 5 digits (or ZIP+4).')).toBeVisible();

    await fillDetails(customer, customerEmail);
    await expect(customer.getByLabel('State', { exact: true })).toHaveValue('NC');
    await expect(customer.getByText('Please enter your full name.')).toHaveCount(0);

    // Availability: the weekday preset, minus Wednesday, with Monday's hours changed.
    await expect(customer.getByRole('checkbox', { name: 'Monday', exact: true })).toBeChecked();
    await customer.getByRole('checkbox', { name: 'Wednesday', exact: true }).uncheck();
    await customer.getByLabel('Monday From').fill('09:00');
    // Services with their prices.
    await expect(customer.getByText('$45.00 USD')).toBeVisible();
    await customer.getByRole('checkbox', { name: /Lawn Mowing/ }).check();
    await customer.getByRole('checkbox', { name: /Hedge Trimming/ }).check();
    await customer.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await expect(customer.getByText('Please agree to receive SMS to submit.')).toHaveCount(0);
    await customer.getByRole('button', { name: 'Continue to Payments' }).click();

    // The payment step: save stays disabled until the auto-pay consent is ticked.
    await customer.waitForURL(/\/signup\/[\w-]+\/pay$/);
    const save = customer.getByRole('button', { name: 'Save payment method' });
    await expect(customer.getByLabel('E-mail me my invoices')).toBeChecked();
    await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
    await customer.getByLabel('Expiry').fill('12 / 34');
    await customer.getByLabel('CVC').fill('123');
    await expect(save).toBeDisabled();
    await customer.getByLabel('I authorize automatic payment of my invoices with this card.').check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(customer.getByText('Payment method saved. Redirecting…')).toBeVisible();
    await customer.waitForURL((url) => url.pathname === '/');
    await customerContext.close();

    // The invitation is finished: its link no longer opens the form.
    const again = await ownerContext.newPage();
    await again.goto(new URL(emailLink).pathname);
    await expect(again.getByText('Invite not found or expired')).toBeVisible();
    await again.close();

    // The owner finds the lead with its services and converts it.
    await owner.goto('/app/customers');
    const leads = owner.getByRole('region', { name: 'Leads' });
    const row = leads.getByRole('row', { name: /Chris Customer/ });
    await expect(row).toContainText(customerEmail);
    await expect(row).toContainText('Lawn Mowing');
    await expect(row).toContainText('Hedge Trimming');
    await owner.getByLabel('Provision identity-provider account on convert').check();
    await row.getByRole('button', { name: 'Convert to user' }).click();
    await expect(owner.getByText('Lead converted to user and activated.')).toBeVisible();
    const members = owner.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('row', { name: /Chris Customer/ })).toContainText(customerEmail);
    await expect(leads.getByRole('row', { name: /Chris Customer/ })).toHaveCount(0);
    await ownerContext.close();
  });

  test('a declined test card shows its error and saves nothing', async ({ browser }) => {
    const customerEmail = `declined-${Date.now()}@example.com`;
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signIn(owner, 'owner@demo.test', '/app/onboard-customer');
    const link = await sendEmailInvite(owner, customerEmail);
    await ownerContext.close();

    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await customer.goto(new URL(link).pathname);
    await fillDetails(customer, customerEmail);
    await customer.getByRole('checkbox', { name: /Lawn Mowing/ }).check();
    await customer.getByRole('checkbox', { name: /I agree to receive text messages/ }).check();
    await customer.getByRole('button', { name: 'Continue to Payments' }).click();
    await customer.waitForURL(/\/pay$/);

    await customer.getByLabel('I authorize automatic payment of my invoices with this card.').check();
    await customer.getByLabel('Card number').fill('4000 0000 0000 0002');
    await customer.getByLabel('Expiry').fill('12 / 34');
    await customer.getByLabel('CVC').fill('123');
    const completion = customer.waitForResponse((response) => response.url().includes('/payment-success'), { timeout: 3_000 }).catch(() => null);
    await customer.getByRole('button', { name: 'Save payment method' }).click();
    await expect(customer.getByText('Your card was declined.')).toBeVisible();
    expect(await completion).toBeNull();
    await expect(customer).toHaveURL(/\/pay$/);

    // Nothing was saved: the invitation is still open, so the form loads again.
    await customer.goto(new URL(link).pathname);
    await expect(customer.getByRole('button', { name: 'Continue to Payments' })).toBeVisible();
    await customerContext.close();
  });
});
