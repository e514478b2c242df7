import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  INVOICE_MESSAGES,
  invoicePageUrl,
  type CreateInvoiceResponse,
  type InvoiceDetail,
  type InvoiceRecord,
  type SendInvoiceResponse,
} from '@fsp/contracts';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { startLocalSmsApi, type LocalSmsApi } from '../../testing/local-sms-api.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedCustomer, seedInvoicingOrganization, seedRule, seedService, seedSmsConsent, type InvoicingFixture } from './testing/seed-visits.js';

const APP_BASE_URL = apiConfigFromEnv({}).appBaseUrl;
const LIST = '/api/owner/invoices';
const REFUSED_NUMBER = '+1 555 000 0000';

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
  organization_id: string | null;
}

describe.each(testDatabases())('POST /api/owner/invoices/:id/send on %s', (database) => {
  let t: TestApi;
  let smtp: LocalSmtpServer;
  let sms: LocalSmsApi;
  let org: InvoicingFixture & { token: string };

  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
    sms = await startLocalSmsApi({ rejectNumber: (to) => to === REFUSED_NUMBER });
    t = await startTestApi(database, {
      config: {
        messaging: {
          smtpUrl: smtp.url,
          emailFrom: 'Fieldwise <invoices@fieldwise.test>',
          sms: { accountSid: 'AC42', authToken: 'secret', from: '+15550001111', apiBaseUrl: sms.url },
        },
      },
    });
    const fixture = await seedInvoicingOrganization(t.dataSource, {
      name: 'Maple Lawn Care',
      email: 'office@maple.test',
      phoneNumber: '(919) 555-0100',
      invoiceDueDay: 15,
    });
    org = { ...fixture, token: await t.tokenFor(fixture.ownerEmail) };
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  const send = (id: string, token = org.token) => t.request<SendInvoiceResponse>('POST', `${LIST}/${id}/send`, { token });
  const detail = async (id: string) => (await t.request<InvoiceDetail>('GET', `${LIST}/${id}`, { token: org.token })).body;

  async function outboxTo(recipient: string): Promise<OutboxRow[]> {
    return (await t.dataSource.query(
      `SELECT channel, recipient, subject, body, status, error, organization_id FROM outbox_messages WHERE recipient = $1 ORDER BY created_at`,
      [recipient],
    )) as OutboxRow[];
  }

  async function linkOf(invoiceId: string): Promise<string> {
    const [row] = (await t.dataSource.query(`SELECT public_token FROM invoices WHERE id = $1`, [invoiceId])) as Array<{ public_token: string }>;
    if (!row) throw new Error(`No invoice ${invoiceId}`);
    return invoicePageUrl(APP_BASE_URL, row.public_token);
  }

  /** A customer with a dashboard invoice of one visit on `date`. */
  async function invoiceFor(customer: Partial<InvoicingFixture['customer']>, date: string): Promise<InvoiceRecord> {
    const saved = await seedCustomer(t.dataSource, org.organizationId, customer);
    const rule = await seedRule(t.dataSource, org, { startDate: date, customer: saved });
    const created = await t.request<CreateInvoiceResponse>('POST', `${LIST}/from-occurrence`, { token: org.token, body: { rule_id: rule.id, date } });
    if (created.status !== 201) throw new Error(`from-occurrence answered ${created.status}`);
    return created.body.invoice;
  }

  it('e-mails the organization’s name and contact, the lines, the total, the due date and the invoice page link', async () => {
    const customer = await seedCustomer(t.dataSource, org.organizationId, { name: 'Molly Monthly', email: 'molly@example.test' });
    const edging = await seedService(t.dataSource, org.organizationId, { key: 'edging', name: 'Edging', priceCents: 1_500 });
    await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-06-02', endDate: '2025-06-09', customer });
    await seedRule(t.dataSource, org, { pattern: 'monthly', startDate: '2025-06-20', endDate: '2025-12-31', customer, service: edging });
    expect((await t.request('POST', `${LIST}/billing-run`, { token: org.token, body: { period: '2025-06' } })).status).toBe(200);
    const invoices = (await t.request<InvoiceRecord[]>('GET', LIST, { token: org.token })).body;
    const invoice = invoices.find((item) => item.customer_id === customer.id);
    if (!invoice) throw new Error('No billing-run invoice');

    const before = Date.now();
    const response = await send(invoice.id);
    expect(response).toMatchObject({ status: 200, body: { ok: true, email: true, sms: false } });

    const link = await linkOf(invoice.id);
    expect(link).toMatch(new RegExp(`^${APP_BASE_URL}/invoice/[0-9a-f]{64}$`));
    const [message] = await outboxTo('molly@example.test');
    expect(message).toMatchObject({ channel: 'email', status: 'sent', organization_id: org.organizationId });
    expect(message?.subject).toBe('Invoice from Maple Lawn Care: $266.00 USD due 2025-07-15');
    const body = message?.body ?? '';
    for (const text of [
      'Hello Molly Monthly,',
      'Maple Lawn Care',
      'office@maple.test',
      '(919) 555-0100',
      'Invoice date: 2025-07-01',
      'Service period: 2025-06-01 to 2025-06-30',
      '2025-06-02  Gutter Cleaning  $125.50',
      '2025-06-09  Gutter Cleaning  $125.50',
      '2025-06-20  Edging  $15.00',
      'Total: $266.00 USD',
      'Due date: 2025-07-15',
      `View and pay your invoice: ${link}`,
    ]) {
      expect(body).toContain(text);
    }
    const mail = smtp.received.find((received) => received.to.includes('molly@example.test'));
    expect(mail?.subject).toBe(message?.subject);
    expect(mail?.text).toContain(link);

    const sent = await detail(invoice.id);
    expect(Date.parse(sent.sent_at ?? '')).toBeGreaterThanOrEqual(before - 1_000);
  });

  it('sends the overridden due date when there is one', async () => {
    const invoice = await invoiceFor({ name: 'Otto Override', email: 'otto@example.test' }, '2025-06-03');
    await t.request('PATCH', `${LIST}/${invoice.id}/due-date`, { token: org.token, body: { due_date: '2025-08-01' } });
    expect((await send(invoice.id)).status).toBe(200);
    const [message] = await outboxTo('otto@example.test');
    expect(message?.body).toContain('Due date: 2025-08-01');
    expect(message?.body).toContain('2025-06-03  Gutter Cleaning  $125.50');
    expect(message?.body).toContain('Total: $125.50 USD');
  });

  it('texts the link as well to a customer who consented to SMS, on the number they consented with', async () => {
    const invoice = await invoiceFor({ name: 'Sam Texted', email: 'sam@example.test', phoneNumber: '555-999-0000' }, '2025-06-04');
    await seedSmsConsent(t.dataSource, org.organizationId, invoice.customer_id, '+1 555 010 4242');
    expect(await send(invoice.id)).toMatchObject({ status: 200, body: { ok: true, email: true, sms: true } });

    const link = await linkOf(invoice.id);
    const [text] = await outboxTo('+1 555 010 4242');
    expect(text).toMatchObject({ channel: 'sms', status: 'sent', subject: null });
    expect(text?.body).toBe(`Maple Lawn Care: invoice for $125.50 USD due 2025-06-15. View and pay: ${link}`);
    expect(sms.requests.find((request) => request.form.get('To') === '+1 555 010 4242')?.form.get('Body')).toBe(text?.body);
    expect(await outboxTo('555-999-0000')).toEqual([]);
    expect((await outboxTo('sam@example.test'))[0]?.body).toContain(link);
  });

  it('sends no SMS to a customer who gave a phone number but no SMS consent', async () => {
    const invoice = await invoiceFor({ name: 'Nora Noconsent', email: 'nora@example.test', phoneNumber: '+1 555 010 5555' }, '2025-06-05');
    expect(await send(invoice.id)).toMatchObject({ status: 200, body: { email: true, sms: false } });
    expect(await outboxTo('+1 555 010 5555')).toEqual([]);
  });

  it('texts a customer without an e-mail address who consented to SMS', async () => {
    const invoice = await invoiceFor({ name: 'Tex Only', email: null }, '2025-06-06');
    await seedSmsConsent(t.dataSource, org.organizationId, invoice.customer_id, '+1 555 010 6666');
    expect(await send(invoice.id)).toMatchObject({ status: 200, body: { email: false, sms: true } });
    expect((await outboxTo('+1 555 010 6666'))[0]?.body).toContain(await linkOf(invoice.id));
  });

  it('answers 400 when the customer has neither an e-mail address nor SMS consent, and sends nothing', async () => {
    const invoice = await invoiceFor({ name: 'Nobody Reachable', email: null, phoneNumber: '+1 555 010 7777' }, '2025-06-09');
    expect(await send(invoice.id)).toMatchObject({ status: 400, body: { error: INVOICE_API_ERRORS.noRecipient } });
    expect(await outboxTo('+1 555 010 7777')).toEqual([]);
    expect((await detail(invoice.id)).sent_at).toBeNull();
  });

  it('answers 502 "Failed to send invoice" when the mail server refuses, keeping the failed message', async () => {
    const invoice = await invoiceFor({ name: 'Bo Bounce', email: 'bo@bounce.test' }, '2025-06-10');
    expect(await send(invoice.id)).toMatchObject({ status: 502, body: { error: INVOICE_MESSAGES.failedToSend } });
    const [message] = await outboxTo('bo@bounce.test');
    expect(message).toMatchObject({ channel: 'email', status: 'failed' });
    expect(message?.error).toMatch(/550/);
    expect(message?.body).toContain(await linkOf(invoice.id));
    expect((await detail(invoice.id)).sent_at).toBeNull();
  });

  it('answers 502 when the SMS is refused, while the e-mail that went out marks the invoice sent', async () => {
    const invoice = await invoiceFor({ name: 'Rita Refused', email: 'rita@example.test' }, '2025-06-11');
    await seedSmsConsent(t.dataSource, org.organizationId, invoice.customer_id, REFUSED_NUMBER);
    expect(await send(invoice.id)).toMatchObject({ status: 502, body: { error: INVOICE_MESSAGES.failedToSend } });
    expect((await outboxTo('rita@example.test'))[0]?.status).toBe('sent');
    expect((await outboxTo(REFUSED_NUMBER)).at(-1)).toMatchObject({ channel: 'sms', status: 'failed' });
    expect((await detail(invoice.id)).sent_at).not.toBeNull();
  });

  it('sends a paid invoice as a copy that says it is paid', async () => {
    const invoice = await invoiceFor({ name: 'Pat Paid', email: 'pat@example.test' }, '2025-06-12');
    expect((await t.request('POST', `${LIST}/${invoice.id}/mark-paid`, { token: org.token })).status).toBe(200);
    expect(await send(invoice.id)).toMatchObject({ status: 200, body: { email: true } });
    const [message] = await outboxTo('pat@example.test');
    expect(message?.subject).toBe('Your paid invoice from Maple Lawn Care');
    expect(message?.body).toContain('It is paid, thank you.');
    expect(message?.body).toContain(`View your invoice: ${await linkOf(invoice.id)}`);
  });

  it('answers 404 for another organization’s invoice and 400 for a malformed id, sending nothing', async () => {
    const elsewhere = await seedInvoicingOrganization(t.dataSource);
    const rule = await seedRule(t.dataSource, elsewhere, { startDate: '2025-06-13' });
    const created = await t.request<CreateInvoiceResponse>('POST', `${LIST}/from-occurrence`, {
      token: await t.tokenFor(elsewhere.ownerEmail),
      body: { rule_id: rule.id, date: '2025-06-13' },
    });
    const sentBefore = (await outboxTo('bea@example.com')).length;
    expect(await send(created.body.id)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
    expect(await send('not-a-uuid')).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
    expect(await outboxTo('bea@example.com')).toHaveLength(sentBefore);
  });
});
