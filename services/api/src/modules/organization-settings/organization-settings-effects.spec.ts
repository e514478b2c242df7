import {
  isoDateIn,
  SIGNUP_FORM_MESSAGES,
  type AvailableTimesResponse,
  type CreateInvoiceResponse,
  type CustomerRecord,
  type InvoiceRecord,
  type PublicSignupData,
  type ScheduleCalendar,
  type SignupSubmission,
  type SignupSubmissionResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { BillingRunService } from '../invoices/billing-run/billing-run.service.js';
import { seedInvoicingOrganization, seedRule, type InvoicingFixture } from '../invoices/testing/seed-visits.js';
import { saveSettings, settingsOrganization, type SettingsOrganization } from './testing/settings-organization.js';

/** A Monday and a Tuesday. */
const MONDAY = '2026-03-02';
const TUESDAY = '2026-03-03';

const slotsFrom = (first: string, last: string): string[] => {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const slots: string[] = [];
  for (let minutes = toMinutes(first); minutes <= toMinutes(last); minutes += 15) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
};

/**
 * What the Organization tab's settings change elsewhere in the product, each changed through
 * POST /api/owner/organization/update and observed through the product's own endpoints.
 */
describe.each(testDatabases())('Organization settings take effect on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('business hours', () => {
    const availableTimes = async (org: SettingsOrganization, date: string) => {
      const response = await t.request<AvailableTimesResponse>('GET', `/api/owner/available-times?date=${date}&service_minutes=60`, { token: org.token });
      expect(response.status).toBe(200);
      return response.body.slots;
    };

    it('bound the available times of the Schedule: the day’s hours, none on a closed day, the default once cleared', async () => {
      const org = await settingsOrganization(t);
      expect(await availableTimes(org, MONDAY)).toEqual(slotsFrom('08:00', '16:00'));

      await saveSettings(t, org.token, {
        id: org.id,
        business_hours: { mon: { open: '09:30', close: '12:00', closed: false }, tue: { open: null, close: null, closed: true } },
      });
      expect(await availableTimes(org, MONDAY)).toEqual(slotsFrom('09:30', '11:00'));
      expect(await availableTimes(org, TUESDAY)).toEqual([]);

      await saveSettings(t, org.token, { id: org.id, business_hours: null });
      expect(await availableTimes(org, MONDAY)).toEqual(slotsFrom('08:00', '16:00'));
      expect(await availableTimes(org, TUESDAY)).toEqual(slotsFrom('08:00', '16:00'));
    });

    it('replace the signup page’s Monday–Friday 08:00–17:00 template day by day, and the signup accepts only the open days', async () => {
      const org = await settingsOrganization(t);
      const code = await invite(org.id);
      await offerService(org.id);
      const template = async () => {
        const response = await t.request<PublicSignupData>('GET', `/api/public/signup/${code}`);
        expect(response.status).toBe(200);
        return response.body.availability_template.filter((day) => day.offered).map(({ key, start, end }) => [key, start, end]);
      };
      expect(await template()).toEqual(['mon', 'tue', 'wed', 'thu', 'fri'].map((key) => [key, '08:00', '17:00']));

      const hours = {
        sun: { open: null, close: null, closed: true },
        mon: { open: '07:00', close: '15:30', closed: false },
        tue: { open: '07:00', close: '15:30', closed: true },
        sat: { open: '09:00', close: '13:00', closed: false },
      };
      await saveSettings(t, org.token, { id: org.id, business_hours: hours });
      // Wednesday to Friday were left unset: they keep the default.
      expect(await template()).toEqual([
        ['mon', '07:00', '15:30'],
        ['wed', '08:00', '17:00'],
        ['thu', '08:00', '17:00'],
        ['fri', '08:00', '17:00'],
        ['sat', '09:00', '13:00'],
      ]);
      const loaded = await t.request<PublicSignupData>('GET', `/api/public/signup/${code}`);
      expect(loaded.body.organization.business_hours).toEqual(hours);

      const tuesday = await submit(code, { ...signup('27701'), available_days: [{ day: 'tue', start: '08:00', end: '12:00' }] });
      expect(tuesday).toMatchObject({ status: 400, body: { error: SIGNUP_FORM_MESSAGES.dayNotOffered } });
      const saturday = await submit(code, { ...signup('27701'), available_days: [{ day: 'sat', start: '09:00', end: '12:00' }] });
      expect(saturday.status).toBe(200);
    });
  });

  describe('invoice due day', () => {
    const invoiceVisit = async (org: InvoicingFixture & { token: string }, date: string) => {
      const rule = await seedRule(t.dataSource, org, { startDate: date });
      const response = await t.request<CreateInvoiceResponse>('POST', '/api/owner/invoices/from-occurrence', {
        token: org.token,
        body: { rule_id: rule.id, date },
      });
      expect(response.status).toBe(201);
      return response.body.invoice;
    };

    it('sets the due date of each new invoice from a visit: that day of the month (this one or the next), or the visit’s date when empty', async () => {
      const fixture = await seedInvoicingOrganization(t.dataSource);
      const org = { ...fixture, token: await t.tokenFor(fixture.ownerEmail) };
      expect(await invoiceVisit(org, '2026-03-12')).toMatchObject({ invoice_date: '2026-03-12', due_date: '2026-03-12' });

      await saveSettings(t, org.token, { id: org.organizationId, invoice_due_day: 20 });
      expect(await invoiceVisit(org, '2026-03-13')).toMatchObject({ invoice_date: '2026-03-13', due_date: '2026-03-20' });
      expect(await invoiceVisit(org, '2026-12-21')).toMatchObject({ invoice_date: '2026-12-21', due_date: '2027-01-20' });

      await saveSettings(t, org.token, { id: org.organizationId, invoice_due_day: null });
      const undated = await invoiceVisit(org, '2026-03-14');
      expect(undated).toMatchObject({ invoice_date: '2026-03-14', due_date: '2026-03-14' });

      // Invoices already issued keep the due date they were issued with.
      const listed = await t.request<InvoiceRecord[]>('GET', '/api/owner/invoices', { token: org.token });
      expect(listed.body.map((invoice) => [invoice.invoice_date, invoice.due_date]).sort()).toEqual([
        ['2026-03-12', '2026-03-12'],
        ['2026-03-13', '2026-03-20'],
        ['2026-03-14', '2026-03-14'],
        ['2026-12-21', '2027-01-20'],
      ]);
    });

    it('sets the due date of the monthly billing run’s invoices', async () => {
      const fixture = await seedInvoicingOrganization(t.dataSource);
      const token = await t.tokenFor(fixture.ownerEmail);
      await seedRule(t.dataSource, fixture, { pattern: 'weekly', startDate: '2025-01-06', endDate: '2025-01-27' });
      await saveSettings(t, token, { id: fixture.organizationId, invoice_due_day: 12 });

      const run = await t.request('POST', '/api/owner/invoices/billing-run', { token, body: { period: '2025-01' } });
      expect(run).toMatchObject({ status: 200, body: { created: 1 } });
      const listed = await t.request<InvoiceRecord[]>('GET', '/api/owner/invoices', { token });
      expect(listed.body.map((invoice) => [invoice.period_start, invoice.invoice_date, invoice.due_date])).toEqual([['2025-01-01', '2025-02-01', '2025-02-12']]);
    });
  });

  describe('time zone', () => {
    it('decides the Schedule’s today', async () => {
      const org = await settingsOrganization(t);
      const calendarIn = async (timeZone: string) => {
        await saveSettings(t, org.token, { id: org.id, time_zone: timeZone });
        const before = new Date();
        const response = await t.request<ScheduleCalendar>('GET', '/api/owner/schedule/calendar', { token: org.token });
        const after = new Date();
        expect(response.status).toBe(200);
        expect(response.body.time_zone).toBe(timeZone);
        expect([isoDateIn(timeZone, before), isoDateIn(timeZone, after)]).toContain(response.body.today);
        return response.body.today;
      };
      // 25 hours apart: the two are never on the same date.
      const kiritimati = await calendarIn('Pacific/Kiritimati');
      const pagoPago = await calendarIn('Pacific/Pago_Pago');
      expect(kiritimati > pagoPago).toBe(true);
    });

    it('decides which month the scheduled billing run has seen end', async () => {
      const fixture = await seedInvoicingOrganization(t.dataSource);
      const token = await t.tokenFor(fixture.ownerEmail);
      await seedRule(t.dataSource, fixture, { pattern: 'weekly', startDate: '2025-01-06', endDate: '2025-01-27' });
      const billing = t.api.app.get(BillingRunService);
      // 1 February 2025, 03:00 UTC: still 31 January in Los Angeles, already 1 February in Auckland.
      const now = new Date('2025-02-01T03:00:00Z');
      const invoices = async () => (await t.request<InvoiceRecord[]>('GET', '/api/owner/invoices', { token })).body;

      await saveSettings(t, token, { id: fixture.organizationId, time_zone: 'America/Los_Angeles' });
      await billing.runDueBillingRuns(now);
      expect(await invoices()).toEqual([]);

      await saveSettings(t, token, { id: fixture.organizationId, time_zone: 'Pacific/Auckland' });
      await billing.runDueBillingRuns(now);
      expect((await invoices()).map((invoice) => [invoice.period_start, invoice.period_end])).toEqual([['2025-01-01', '2025-01-31']]);
    });
  });

  describe('service area', () => {
    const customersOf = async (org: SettingsOrganization) => {
      const response = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', { token: org.token });
      expect(response.status).toBe(200);
      return response.body;
    };

    it('flags a signup whose ZIP lies outside it, still accepting it; the owner sees the flag', async () => {
      const org = await settingsOrganization(t);
      await offerService(org.id);
      await saveSettings(t, org.token, { id: org.id, service_area_zipcodes: ['27701', '27703'] });

      const outside = await submit(await invite(org.id), { ...signup('27514'), name: 'Oona Outside' });
      const inside = await submit(await invite(org.id), { ...signup('27703'), name: 'Ian Inside' });
      const zipPlusFour = await submit(await invite(org.id), { ...signup('27701-4411'), name: 'Zed Plusfour' });
      expect([outside.status, inside.status, zipPlusFour.status]).toEqual([200, 200, 200]);

      const flags = (await customersOf(org)).map((customer) => [customer.name, customer.status, customer.outside_service_area]).sort();
      expect(flags).toEqual([
        ['Ian Inside', 'lead', false],
        ['Oona Outside', 'lead', true],
        ['Zed Plusfour', 'lead', false],
      ]);
    });

    it('flags nothing while the service area is empty, and a resubmission is judged again', async () => {
      const org = await settingsOrganization(t);
      await offerService(org.id);
      const code = await invite(org.id);
      expect((await submit(code, signup('90210'))).status).toBe(200);
      expect((await customersOf(org)).map((customer) => customer.outside_service_area)).toEqual([false]);

      await saveSettings(t, org.token, { id: org.id, service_area_zipcodes: ['27701'] });
      // The request form (no availability) is the same submission: it is flagged the same way.
      const { available_days: _days, ...requestForm } = signup('90210');
      expect((await submit(code, requestForm)).status).toBe(200);
      expect((await customersOf(org)).map((customer) => customer.outside_service_area)).toEqual([true]);

      expect((await submit(code, signup('27701'))).status).toBe(200);
      expect((await customersOf(org)).map((customer) => customer.outside_service_area)).toEqual([false]);
    });
  });

  let inviteCount = 0;

  /** A fresh signup invite of the organization. */
  async function invite(organizationId: string): Promise<string> {
    inviteCount += 1;
    const code = `settings-${database}-${inviteCount}-${Math.random().toString(36).slice(2)}`;
    await t.dataSource.query(
      `INSERT INTO customer_invites (code, organization_id, via, status, expires_at) VALUES ($1, $2, 'qr', 'pending', now() + interval '3 days')`,
      [code, organizationId],
    );
    return code;
  }

  /** One active service, so a signup has something to choose. */
  async function offerService(organizationId: string): Promise<void> {
    await t.dataSource.query(`INSERT INTO services (organization_id, key, name, price_cents, active) VALUES ($1, 'lawn-mowing', 'Lawn Mowing', 4500, true)`, [
      organizationId,
    ]);
  }

  function signup(zip: string): SignupSubmission {
    return {
      name: 'Sue Signup',
      email: 'sue@example.com',
      phone_number: '(919) 555-0100',
      street: '1 Main St',
      city: 'Durham',
      state: 'NC',
      zip,
      services_selected: [{ key: 'lawn-mowing', price_cents: 4500 }],
      available_days: [{ day: 'mon', start: '08:00', end: '12:00' }],
    };
  }

  const submit = (code: string, body: unknown) =>
    t.request<SignupSubmissionResponse & { error?: string }>('POST', `/api/public/signup/${code}`, { body });
});
