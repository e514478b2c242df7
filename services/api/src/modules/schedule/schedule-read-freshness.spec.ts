import {
  SANDBOX_AUTHENTICATION_WORDS,
  SANDBOX_TEST_CARDS,
  type InvoiceCardSetupResponse,
  type PayInvoiceResponse,
  type SandboxCardConfirmResponse,
  type ScheduleOccurrence,
  type SignupSubmission,
  type SignupSubmissionResponse,
} from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { apiConfigFromEnv, type ApiConfig } from '../../config/api-config.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import {
  expectOk,
  freshnessWorld,
  readSchedule,
  SERVED_SHAPES,
  type FreshnessWorld,
  type ScheduleView,
} from './testing/schedule-freshness-fixture.js';
import { stripeEvent } from '../stripe-webhooks/testing/stripe-event.js';

/**
 * Every write that can change what GET /api/owner/schedule shows is followed by a read that shows the change: the
 * safety net of the schedule's response cache (issue 14). Each case reads its range first (a cache would now hold
 * it), writes through the HTTP API, and reads again through the same process, or, on PostgreSQL, writes through a
 * second API process while the first one reads.
 *
 * Writes that change nothing this read shows are left out: misc events (GET /api/owner/schedule/misc), an invoice's
 * due date or sending it, a service's active flag or a new service, team names, organization settings, profiles.
 */

const SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const APP = 'http://app.example.test';

/** March 2030: a weekly series from Monday the 4th to the 25th visits four times. */
const MARCH = { from: '2030-03-01', to: '2030-03-31' };
const WEEKLY = { pattern: 'weekly', start_date: '2030-03-04', end_date: '2030-03-25' } as const;
const WEEKLY_DATES = ['2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25'];
/** The one-off visits' dates. */
const ONCE = '2030-03-06';
const ANOTHER_DAY = '2030-03-07';
/** A finished month for the billing run, which bills recurring visits only. */
const BILLED_MONTH = { from: '2025-03-01', to: '2025-03-31', period: '2025-03' };
const BILLED_WEEKLY = { pattern: 'weekly', start_date: '2025-03-03', end_date: '2025-03-24' } as const;
/** lawn-mowing, the demo organization's service the rules use unless a case says otherwise. */
const MOWING_CENTS = 4500;

/** One case: a view of the schedule, what of it the write changes, before and after, and the write itself. */
interface Scenario {
  view: ScheduleView;
  seen(occurrences: ScheduleOccurrence[]): unknown;
  before: unknown;
  after: unknown;
  write(writer: TestApi): Promise<unknown>;
}

interface WriteCase {
  /** The write, as its route. */
  route: string;
  /** The change the next read shows. */
  shows: string;
  arrange(w: FreshnessWorld): Promise<Scenario>;
}

const visitsOf = (occurrences: ScheduleOccurrence[], ...customerIds: string[]) =>
  occurrences.filter((occurrence) => customerIds.includes(occurrence.customer.id));
const datesOf =
  (...customerIds: string[]) =>
  (occurrences: ScheduleOccurrence[]) =>
    visitsOf(occurrences, ...customerIds).map((occurrence) => occurrence.date);
const startsOf = (customerId: string) => (occurrences: ScheduleOccurrence[]) =>
  visitsOf(occurrences, customerId).map((occurrence) => [occurrence.date, occurrence.start_minutes]);
const teamsOf = (customerId: string) => (occurrences: ScheduleOccurrence[]) =>
  visitsOf(occurrences, customerId).map((occurrence) => [occurrence.date, occurrence.team_id]);
const statusesOf = (customerId: string) => (occurrences: ScheduleOccurrence[]) =>
  visitsOf(occurrences, customerId).map((occurrence) => occurrence.customer.status);
const invoicesOf = (customerId: string) => (occurrences: ScheduleOccurrence[]) =>
  visitsOf(occurrences, customerId).map((occurrence) => occurrence.invoice);
const weeklyWith = <T>(value: T) => WEEKLY_DATES.map((date) => [date, value]);
const month = (token: string, teamId?: string): ScheduleView => ({ ...MARCH, token, ...(teamId ? { teamId } : {}) });

/** The request a case's write sends, through the writer, failing the case when it is refused. */
function send(writer: TestApi, method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string | undefined, body?: unknown) {
  return expectOk(writer.request(method, url, { token, ...(body === undefined ? {} : { body }) }), `${method} ${url}`);
}

async function publicTokenOf(w: FreshnessWorld, invoiceId: string): Promise<string> {
  const rows = (await w.reader.dataSource.query(`SELECT public_token FROM invoices WHERE id = $1`, [invoiceId])) as Array<{ public_token: string }>;
  if (!rows[0]) throw new Error(`No invoice ${invoiceId}`);
  return rows[0].public_token;
}

async function paymentOf(w: FreshnessWorld, invoiceId: string): Promise<{ payment_intent_id: string; charge_id: string | null; amount_cents: number }> {
  const rows = (await w.reader.dataSource.query(`SELECT payment_intent_id, charge_id, amount_cents FROM payments WHERE invoice_id = $1`, [invoiceId])) as Array<{
    payment_intent_id: string;
    charge_id: string | null;
    amount_cents: number;
  }>;
  if (!rows[0]) throw new Error(`No payment of invoice ${invoiceId}`);
  return rows[0];
}

/** A one-off visit's open invoice, and the customer's card on file (4242 unless said). */
async function invoicedCardVisit(w: FreshnessWorld, card: string = SANDBOX_TEST_CARDS.succeeds) {
  const payer = await w.customerWithCard(card);
  const ruleId = await w.rule({ customer_id: payer.customerId });
  const invoiceId = await w.invoiceOf(ruleId, ONCE);
  return { customer: payer.customerId, invoiceId };
}

/** The same, charged through the reader's "Charge card": paid, with its payment in the ledger. */
async function paidCardVisit(w: FreshnessWorld) {
  const visit = await invoicedCardVisit(w);
  await expectOk(w.reader.request('POST', `/api/owner/invoices/${visit.invoiceId}/charge`, { token: w.tokens.owner }), 'Charging the card');
  return { ...visit, payment: await paymentOf(w, visit.invoiceId) };
}

/** A one-off visit's open invoice with a card confirmed on its invoice page (the page's card setup), ready to pay. */
async function invoicePageWithCard(w: FreshnessWorld, card: string) {
  const customer = await w.customer({ email: `payer.${w.unique()}@example.com` });
  await w.payments();
  const ruleId = await w.rule({ customer_id: customer });
  const invoiceId = await w.invoiceOf(ruleId, ONCE);
  const token = await publicTokenOf(w, invoiceId);
  const setup = await expectOk(w.reader.request<InvoiceCardSetupResponse>('POST', `/api/public/invoices/${token}/card-setup`), 'Card setup');
  await expectOk(
    w.reader.request<SandboxCardConfirmResponse>('POST', `/api/public/payments-sandbox/setup-intents/${setup.setup_intent_id}/confirm`, {
      body: { client_secret: setup.client_secret, card_number: card, expiry: '12 / 34', cvc: '123' },
    }),
    'Confirming the card',
  );
  return { customer, invoiceId, token, setupIntentId: setup.setup_intent_id };
}

/** A signed Connect event for the organization's provider account, as Stripe delivers it. */
function deliverStripeEvent(writer: TestApi, type: string, account: string, object: Record<string, unknown>) {
  const payload = JSON.stringify(stripeEvent(type, account, object));
  return expectOk(
    writer.request('POST', '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) } }),
    `Stripe event ${type}`,
  );
}

/** The sandbox's 3-D Secure page answered with Complete, as the customer's browser does. */
async function completeAuthentication(api: TestApi, redirectUrl: string): Promise<void> {
  const page = await api.request<string>('GET', new URL(redirectUrl).pathname);
  const forms = [...page.body.matchAll(/<form method="post" action="([^"]+)"[^>]*>\s*<button[^>]*>([^<]+)<\/button>/g)];
  const action = forms.find((form) => form[2] === SANDBOX_AUTHENTICATION_WORDS.complete)?.[1];
  if (!action) throw new Error(`No "${SANDBOX_AUTHENTICATION_WORDS.complete}" form on the authentication page`);
  const answered = await fetch(`${api.api.url}${action.replace(/&amp;/g, '&')}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '',
    redirect: 'manual',
  });
  if (answered.status !== 303) throw new Error(`Completing the authentication answered ${answered.status}`);
}

/** A signup form as the public page sends it, for a fresh e-mail. */
function signupForm(w: FreshnessWorld, fields: Partial<SignupSubmission> = {}): SignupSubmission {
  return {
    name: 'Jamie Signup',
    email: `signup.${w.unique()}@example.com`,
    phone_number: '(919) 555-0100',
    street: '1 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    services_selected: [{ key: 'lawn-mowing', price_cents: MOWING_CENTS }],
    available_days: [{ day: 'mon', start: '08:00', end: '17:00' }],
    sms_opt_in: false,
    ...fields,
  };
}

const shownCustomer = (customerId: string) => (occurrences: ScheduleOccurrence[]) =>
  visitsOf(occurrences, customerId).map(({ customer: { id: _id, status: _status, ...shown } }) => shown);

const WRITES: WriteCase[] = [
  // Schedule rules and their visits (exceptions).
  {
    route: 'POST /api/owner/schedule',
    shows: 'the new series’ visits',
    async arrange(w) {
      const customer = await w.customer();
      return {
        view: month(w.tokens.owner),
        seen: datesOf(customer),
        before: [],
        after: WEEKLY_DATES,
        write: (api) => send(api, 'POST', '/api/owner/schedule', w.tokens.owner, { customer_id: customer, service_key: 'lawn-mowing', ...WEEKLY }),
      };
    },
  },
  {
    route: 'PATCH /api/owner/schedule/{rule_id} without a date',
    shows: 'the series’ start time on every visit',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: startsOf(customer),
        before: weeklyWith(null),
        after: weeklyWith(570),
        write: (api) => send(api, 'PATCH', `/api/owner/schedule/${ruleId}`, w.tokens.owner, { start_time: '09:30' }),
      };
    },
  },
  {
    route: 'PATCH /api/owner/schedule/{rule_id} without a date',
    shows: 'the series’ team on every visit',
    async arrange(w) {
      const customer = await w.customer();
      const team = await w.team();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: teamsOf(customer),
        before: weeklyWith(null),
        after: weeklyWith(team),
        write: (api) => send(api, 'PATCH', `/api/owner/schedule/${ruleId}`, w.tokens.owner, { team_id: team }),
      };
    },
  },
  {
    route: 'PATCH /api/owner/schedule/{rule_id} without a date',
    shows: 'the visits leave the read filtered to their old team',
    async arrange(w) {
      const customer = await w.customer();
      const [oldTeam, newTeam] = [await w.team(), await w.team()];
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY, team_id: oldTeam });
      return {
        view: month(w.tokens.owner, oldTeam),
        seen: datesOf(customer),
        before: WEEKLY_DATES,
        after: [],
        write: (api) => send(api, 'PATCH', `/api/owner/schedule/${ruleId}`, w.tokens.owner, { team_id: newTeam }),
      };
    },
  },
  {
    route: 'PATCH /api/owner/schedule/{rule_id} with a date',
    shows: 'that visit’s own start time',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: startsOf(customer),
        before: weeklyWith(null),
        after: WEEKLY_DATES.map((date) => [date, date === '2030-03-11' ? 630 : null]),
        write: (api) => send(api, 'PATCH', `/api/owner/schedule/${ruleId}`, w.tokens.owner, { date: '2030-03-11', start_time: '10:30' }),
      };
    },
  },
  {
    route: 'PATCH /api/owner/schedule/{rule_id} with a date',
    shows: 'that visit’s own team',
    async arrange(w) {
      const customer = await w.customer();
      const team = await w.team();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: teamsOf(customer),
        before: weeklyWith(null),
        after: WEEKLY_DATES.map((date) => [date, date === '2030-03-18' ? team : null]),
        write: (api) => send(api, 'PATCH', `/api/owner/schedule/${ruleId}`, w.tokens.owner, { date: '2030-03-18', team_id: team }),
      };
    },
  },
  {
    route: 'DELETE /api/owner/schedule/{rule_id}/time',
    shows: 'that visit unscheduled',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      await expectOk(w.reader.request('PATCH', `/api/owner/schedule/${ruleId}`, { token: w.tokens.owner, body: { start_time: '09:30' } }), 'Timing the series');
      return {
        view: month(w.tokens.owner),
        seen: startsOf(customer),
        before: weeklyWith(570),
        after: WEEKLY_DATES.map((date) => [date, date === '2030-03-11' ? null : 570]),
        write: (api) => send(api, 'DELETE', `/api/owner/schedule/${ruleId}/time?date=2030-03-11`, w.tokens.owner),
      };
    },
  },
  {
    route: 'POST /api/owner/schedule/{rule_id}/skip',
    shows: 'that visit gone',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: datesOf(customer),
        before: WEEKLY_DATES,
        after: WEEKLY_DATES.filter((date) => date !== '2030-03-11'),
        write: (api) => send(api, 'POST', `/api/owner/schedule/${ruleId}/skip`, w.tokens.owner, { date: '2030-03-11' }),
      };
    },
  },
  {
    route: 'POST /api/owner/schedule/{rule_id}/reschedule',
    shows: 'the visit on its new day and time, rescheduled from its old one',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: (occurrences) => visitsOf(occurrences, customer).map((o) => [o.date, o.start_minutes, o.rescheduled_from]),
        before: WEEKLY_DATES.map((date) => [date, null, null]),
        after: [
          ['2030-03-04', null, null],
          ['2030-03-13', 840, '2030-03-11'],
          ['2030-03-18', null, null],
          ['2030-03-25', null, null],
        ],
        write: (api) =>
          send(api, 'POST', `/api/owner/schedule/${ruleId}/reschedule`, w.tokens.owner, { from_date: '2030-03-11', to_date: '2030-03-13', start_time: '14:00' }),
      };
    },
  },
  {
    route: 'DELETE /api/owner/schedule/{rule_id}',
    shows: 'the series gone',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer, ...WEEKLY });
      return {
        view: month(w.tokens.owner),
        seen: datesOf(customer),
        before: WEEKLY_DATES,
        after: [],
        write: (api) => send(api, 'DELETE', `/api/owner/schedule/${ruleId}`, w.tokens.owner),
      };
    },
  },

  // Customers.
  {
    route: 'POST /api/owner/customers/{id}/convert',
    shows: 'the lead as an active customer',
    async arrange(w) {
      const customer = await w.customer({ status: 'lead', email: `lead.${w.unique()}@example.com` });
      await w.rule({ customer_id: customer });
      return {
        view: month(w.tokens.owner),
        seen: statusesOf(customer),
        before: ['lead'],
        after: ['active'],
        write: (api) => send(api, 'POST', `/api/owner/customers/${customer}/convert`, w.tokens.owner, { provision_auth0: false }),
      };
    },
  },
  {
    route: 'POST /api/owner/customers/{id}/status (Mark Active)',
    shows: 'the lead as active',
    async arrange(w) {
      const customer = await w.customer({ status: 'lead' });
      await w.rule({ customer_id: customer });
      return {
        view: month(w.tokens.owner),
        seen: statusesOf(customer),
        before: ['lead'],
        after: ['active'],
        write: (api) => send(api, 'POST', `/api/owner/customers/${customer}/status`, w.tokens.owner, { status: 'active' }),
      };
    },
  },
  {
    route: 'POST /api/owner/customers/{id}/status (Archive)',
    shows: 'the customer as archived',
    async arrange(w) {
      const customer = await w.customer();
      await w.rule({ customer_id: customer });
      return {
        view: month(w.tokens.owner),
        seen: statusesOf(customer),
        before: ['active'],
        after: ['archived'],
        write: (api) => send(api, 'POST', `/api/owner/customers/${customer}/status`, w.tokens.owner, { status: 'archived' }),
      };
    },
  },
  {
    route: 'POST /api/owner/customers/{id}/status (Unarchive)',
    shows: 'the customer as active again',
    async arrange(w) {
      const customer = await w.customer();
      await w.rule({ customer_id: customer });
      await expectOk(w.reader.request('POST', `/api/owner/customers/${customer}/status`, { token: w.tokens.owner, body: { status: 'archived' } }), 'Archiving');
      return {
        view: month(w.tokens.owner),
        seen: statusesOf(customer),
        before: ['archived'],
        after: ['active'],
        write: (api) => send(api, 'POST', `/api/owner/customers/${customer}/status`, w.tokens.owner, { status: 'active' }),
      };
    },
  },
  {
    route: 'POST /api/public/signup/{code} (the same invite again)',
    shows: 'the lead’s new name, contact details, address, services and available days',
    async arrange(w) {
      const code = `freshness-${w.unique()}`;
      await w.reader.dataSource.query(
        `INSERT INTO customer_invites (code, organization_id, via, status, expires_at) VALUES ($1, $2, 'qr', 'pending', now() + interval '1 day')`,
        [code, w.organizationId],
      );
      const first = signupForm(w);
      const submitted = await expectOk(w.reader.request<SignupSubmissionResponse>('POST', `/api/public/signup/${code}`, { body: first }), 'Signing up');
      await w.rule({ customer_id: submitted.customer_id });
      const second = signupForm(w, {
        name: 'Jamie Renamed',
        phone_number: '(919) 555-0199',
        street: '9 Oak Ave',
        city: 'Durham',
        state: 'NC',
        zip: '27701',
        services_selected: [
          { key: 'lawn-mowing', price_cents: MOWING_CENTS },
          { key: 'hedge-trimming', price_cents: 6000 },
        ],
        available_days: [{ day: 'tue', start: '09:00', end: '12:00' }],
      });
      const shown = (form: SignupSubmission, services: Array<{ key: string; label: string; price_cents: number }>) => ({
        name: form.name,
        email: form.email,
        phone_number: form.phone_number,
        street: form.street,
        city: form.city,
        state: form.state,
        zip: form.zip,
        available_days: form.available_days,
        services,
      });
      const mowing = { key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: MOWING_CENTS };
      return {
        view: month(w.tokens.owner),
        seen: shownCustomer(submitted.customer_id),
        before: [shown(first, [mowing])],
        after: [shown(second, [mowing, { key: 'hedge-trimming', label: 'Hedge Trimming', price_cents: 6000 }])],
        write: (api) => send(api, 'POST', `/api/public/signup/${code}`, undefined, second),
      };
    },
  },

  // Services.
  {
    route: 'PATCH /api/owner/services/{id}',
    shows: 'the service’s new name, price and estimated time, and the visit’s length',
    async arrange(w) {
      const name = `Window Washing ${w.unique()}`;
      const service = await w.service({ name, price_cents: 3000, estimated_minutes: 30 });
      const customer = await w.customer();
      await w.rule({ customer_id: customer, service_key: service.key });
      return {
        view: month(w.tokens.owner),
        seen: (occurrences) => visitsOf(occurrences, customer).map((o) => [o.service, o.duration_minutes]),
        before: [[{ key: service.key, label: name, price_cents: 3000, estimated_minutes: 30 }, 30]],
        after: [[{ key: service.key, label: `${name} Deluxe`, price_cents: 5500, estimated_minutes: 75 }, 75]],
        write: (api) =>
          send(api, 'PATCH', `/api/owner/services/${service.id}`, w.tokens.owner, {
            name: `${name} Deluxe`,
            description: 'Inside and out',
            price_cents: 5500,
            estimated_minutes: 75,
          }),
      };
    },
  },

  // Teams and their members: a crew member sees the visits of their own teams.
  {
    route: 'POST /api/owner/teams/{id}/members',
    shows: 'the team’s visits in the new member’s read',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team();
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...WEEKLY, team_id: team });
      return {
        view: month(crew.token),
        seen: datesOf(customer),
        before: [],
        after: WEEKLY_DATES,
        write: (api) => send(api, 'POST', `/api/owner/teams/${team}/members`, w.tokens.owner, { user_id: crew.id }),
      };
    },
  },
  {
    route: 'DELETE /api/owner/teams/{id}/members/{userId}',
    shows: 'the team’s visits gone from the removed member’s read',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team([crew.id]);
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...WEEKLY, team_id: team });
      return {
        view: month(crew.token),
        seen: datesOf(customer),
        before: WEEKLY_DATES,
        after: [],
        write: (api) => send(api, 'DELETE', `/api/owner/teams/${team}/members/${crew.id}`, w.tokens.owner),
      };
    },
  },
  {
    route: 'POST /api/owner/crew-members (an existing crew member, with a team)',
    shows: 'the team’s visits in that crew member’s read',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team();
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...WEEKLY, team_id: team });
      return {
        view: month(crew.token),
        seen: datesOf(customer),
        before: [],
        after: WEEKLY_DATES,
        write: (api) => send(api, 'POST', '/api/owner/crew-members', w.tokens.owner, { email: crew.email, name: 'Crew Again', team_id: team }),
      };
    },
  },
  {
    route: 'DELETE /api/owner/teams/{id}',
    shows: 'no team on the visits of the series and of a visit it was set on',
    async arrange(w) {
      const team = await w.team();
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...WEEKLY, team_id: team });
      const otherCustomer = await w.customer();
      const otherRule = await w.rule({ customer_id: otherCustomer, ...WEEKLY });
      await expectOk(
        w.reader.request('PATCH', `/api/owner/schedule/${otherRule}`, { token: w.tokens.owner, body: { date: '2030-03-18', team_id: team } }),
        'Setting a visit’s team',
      );
      return {
        view: month(w.tokens.owner),
        seen: (occurrences) => [teamsOf(customer)(occurrences), teamsOf(otherCustomer)(occurrences)],
        before: [weeklyWith(team), WEEKLY_DATES.map((date) => [date, date === '2030-03-18' ? team : null])],
        after: [weeklyWith(null), weeklyWith(null)],
        write: (api) => send(api, 'DELETE', `/api/owner/teams/${team}`, w.tokens.owner),
      };
    },
  },
  {
    route: 'DELETE /api/owner/teams/{id}',
    shows: 'the team’s visits gone from its former member’s read',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team([crew.id]);
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...WEEKLY, team_id: team });
      return {
        view: month(crew.token),
        seen: datesOf(customer),
        before: WEEKLY_DATES,
        after: [],
        write: (api) => send(api, 'DELETE', `/api/owner/teams/${team}`, w.tokens.owner),
      };
    },
  },

  // Users: who reads decides what the read shows.
  {
    route: 'POST /api/admin/update-user (crew member → manager)',
    shows: 'every visit in their read, not only their team’s',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team([crew.id]);
      const teamCustomer = await w.customer();
      await w.rule({ customer_id: teamCustomer, team_id: team });
      const otherCustomer = await w.customer();
      await w.rule({ customer_id: otherCustomer, start_date: ANOTHER_DAY });
      return {
        view: month(crew.token),
        seen: datesOf(teamCustomer, otherCustomer),
        before: [ONCE],
        after: [ONCE, ANOTHER_DAY],
        write: (api) => send(api, 'POST', '/api/admin/update-user', w.tokens.admin, { email: crew.email, role: 'manager' }),
      };
    },
  },
  {
    route: 'POST /api/admin/update-user (to another organization)',
    shows: 'their former team’s visits gone from their read',
    async arrange(w) {
      const crew = await w.crewMember();
      const team = await w.team([crew.id]);
      const customer = await w.customer();
      await w.rule({ customer_id: customer, team_id: team });
      const elsewhere = await organizationIdOf(w.reader.dataSource, 'owner2@demo.test');
      return {
        view: month(crew.token),
        seen: datesOf(customer),
        before: [ONCE],
        after: [],
        write: (api) => send(api, 'POST', '/api/admin/update-user', w.tokens.admin, { email: crew.email, organization_id: elsewhere }),
      };
    },
  },
  {
    route: 'POST /api/admin/impersonate/stop, then …/start as the owner',
    shows: 'the owner’s read instead of the crew member’s to the admin',
    async arrange(w) {
      // An admin of its own: impersonating changes what the shared demo admin may call.
      const adminEmail = `freshness.admin.${w.unique()}@example.com`;
      await w.reader.dataSource.query(`INSERT INTO users (email, name, role) VALUES ($1, $1, 'admin')`, [adminEmail]);
      const admin = await w.reader.tokenFor(adminEmail);
      const crew = await w.crewMember();
      const team = await w.team([crew.id]);
      const teamCustomer = await w.customer();
      await w.rule({ customer_id: teamCustomer, team_id: team });
      const otherCustomer = await w.customer();
      await w.rule({ customer_id: otherCustomer, start_date: ANOTHER_DAY });
      await expectOk(w.reader.request('POST', '/api/admin/impersonate/start', { token: admin, body: { user_id: crew.id } }), 'Impersonating');
      return {
        view: month(admin),
        seen: datesOf(teamCustomer, otherCustomer),
        before: [ONCE],
        after: [ONCE, ANOTHER_DAY],
        async write(api) {
          await send(api, 'POST', '/api/admin/impersonate/stop', admin);
          await send(api, 'POST', '/api/admin/impersonate/start', admin, { user_id: w.ownerId });
        },
      };
    },
  },

  // Invoices of visits: the occurrence's invoice badge.
  {
    route: 'POST /api/owner/invoices/from-occurrence',
    shows: 'the visit’s new open invoice',
    async arrange(w) {
      const customer = await w.customer();
      const ruleId = await w.rule({ customer_id: customer });
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [null],
        after: [{ id: expect.any(String), status: 'open' }],
        write: (api) => send(api, 'POST', '/api/owner/invoices/from-occurrence', w.tokens.owner, { rule_id: ruleId, date: ONCE }),
      };
    },
  },
  {
    route: 'POST /api/owner/invoices/{id}/mark-paid',
    shows: 'the visit’s invoice paid',
    async arrange(w) {
      const customer = await w.customer();
      const invoiceId = await w.invoiceOf(await w.rule({ customer_id: customer }), ONCE);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'open' }],
        after: [{ id: invoiceId, status: 'paid' }],
        write: (api) => send(api, 'POST', `/api/owner/invoices/${invoiceId}/mark-paid`, w.tokens.owner),
      };
    },
  },
  {
    route: 'POST /api/owner/invoices/billing-run',
    shows: 'the month’s recurring visits on one open invoice',
    async arrange(w) {
      const customer = await w.customer();
      await w.rule({ customer_id: customer, ...BILLED_WEEKLY });
      return {
        view: { ...BILLED_MONTH, token: w.tokens.owner },
        seen: (occurrences) => {
          const invoices = invoicesOf(customer)(occurrences);
          return { statuses: invoices.map((invoice) => invoice?.status ?? null), invoices: new Set(invoices.map((invoice) => invoice?.id ?? null)).size };
        },
        before: { statuses: [null, null, null, null], invoices: 1 },
        after: { statuses: ['open', 'open', 'open', 'open'], invoices: 1 },
        write: (api) => send(api, 'POST', '/api/owner/invoices/billing-run', w.tokens.owner, { period: BILLED_MONTH.period }),
      };
    },
  },
  {
    route: 'POST /api/owner/invoices/{id}/charge (card succeeds)',
    shows: 'the visit’s invoice paid',
    async arrange(w) {
      const { customer, invoiceId } = await invoicedCardVisit(w);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'open' }],
        after: [{ id: invoiceId, status: 'paid' }],
        write: (api) => send(api, 'POST', `/api/owner/invoices/${invoiceId}/charge`, w.tokens.owner),
      };
    },
  },
  {
    route: 'POST /api/owner/invoices/{id}/charge (card declined)',
    shows: 'the visit’s invoice with its failed payment',
    async arrange(w) {
      const { customer, invoiceId } = await invoicedCardVisit(w, SANDBOX_TEST_CARDS.chargeDeclined);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'open' }],
        after: [{ id: invoiceId, status: 'payment_failed' }],
        write: (api) => send(api, 'POST', `/api/owner/invoices/${invoiceId}/charge`, w.tokens.owner),
      };
    },
  },
  {
    route: 'POST /api/public/invoices/{token}/pay',
    shows: 'the visit’s invoice paid by the customer',
    async arrange(w) {
      const { customer, invoiceId, token, setupIntentId } = await invoicePageWithCard(w, SANDBOX_TEST_CARDS.succeeds);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'open' }],
        after: [{ id: invoiceId, status: 'paid' }],
        write: (api) => send(api, 'POST', `/api/public/invoices/${token}/pay`, undefined, { setup_intent_id: setupIntentId }),
      };
    },
  },
  {
    route: 'POST /api/public/invoices/{token}/payment-result (after 3-D Secure)',
    shows: 'the visit’s invoice paid once the customer authenticated',
    async arrange(w) {
      const { customer, invoiceId, token, setupIntentId } = await invoicePageWithCard(w, SANDBOX_TEST_CARDS.authenticationRequired);
      const paying = await expectOk(
        w.reader.request<PayInvoiceResponse>('POST', `/api/public/invoices/${token}/pay`, { body: { setup_intent_id: setupIntentId } }),
        'Paying',
      );
      const redirectUrl = paying.next_action?.redirect_url;
      if (paying.status !== 'requires_action' || !redirectUrl) throw new Error(`Expected an authentication step, got ${JSON.stringify(paying)}`);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'open' }],
        after: [{ id: invoiceId, status: 'paid' }],
        async write(api) {
          await completeAuthentication(api, redirectUrl);
          await send(api, 'POST', `/api/public/invoices/${token}/payment-result`, undefined, { payment_intent_id: paying.payment_intent_id });
        },
      };
    },
  },
  {
    route: 'POST /api/owner/stripe/refund (in full)',
    shows: 'the visit’s invoice refunded',
    async arrange(w) {
      const { customer, invoiceId, payment } = await paidCardVisit(w);
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'paid' }],
        after: [{ id: invoiceId, status: 'refunded' }],
        write: (api) => send(api, 'POST', '/api/owner/stripe/refund', w.tokens.owner, { payment_intent: payment.payment_intent_id, amount_minor: payment.amount_cents }),
      };
    },
  },
  {
    route: 'POST /api/webhooks/stripe (charge.refunded in full)',
    shows: 'the visit’s invoice refunded',
    async arrange(w) {
      const { customer, invoiceId, payment } = await paidCardVisit(w);
      const account = await w.payments();
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'paid' }],
        after: [{ id: invoiceId, status: 'refunded' }],
        write: (api) =>
          deliverStripeEvent(api, 'charge.refunded', account, {
            id: payment.charge_id ?? `ch_${randomBytes(8).toString('hex')}`,
            object: 'charge',
            amount: payment.amount_cents,
            amount_refunded: payment.amount_cents,
            refunded: true,
            payment_intent: payment.payment_intent_id,
          }),
      };
    },
  },
  {
    route: 'POST /api/webhooks/stripe (charge.dispute.created)',
    shows: 'the visit’s invoice disputed',
    async arrange(w) {
      const { customer, invoiceId, payment } = await paidCardVisit(w);
      const account = await w.payments();
      return {
        view: month(w.tokens.owner),
        seen: invoicesOf(customer),
        before: [{ id: invoiceId, status: 'paid' }],
        after: [{ id: invoiceId, status: 'disputed' }],
        write: (api) =>
          deliverStripeEvent(api, 'charge.dispute.created', account, {
            id: `dp_${randomBytes(8).toString('hex')}`,
            object: 'dispute',
            amount: payment.amount_cents,
            charge: payment.charge_id,
            payment_intent: payment.payment_intent_id,
          }),
      };
    },
  },
];

/** Reads the view (in every shape served) before and after the write: the first read warms a cache, the second must not be stale. */
async function expectFreshAfterWrite(w: FreshnessWorld, scenario: Scenario): Promise<void> {
  expect(scenario.after).not.toEqual(scenario.before);
  for (const shape of SERVED_SHAPES) {
    expect({ shape, seen: scenario.seen(await readSchedule(w.reader, scenario.view, shape)) }).toEqual({ shape, seen: scenario.before });
  }
  await scenario.write(w.writer);
  for (const shape of SERVED_SHAPES) {
    expect({ shape, seen: scenario.seen(await readSchedule(w.reader, scenario.view, shape)) }).toEqual({ shape, seen: scenario.after });
  }
}

function config(): Partial<ApiConfig> {
  const base = apiConfigFromEnv({});
  return {
    appBaseUrl: APP,
    publicRateLimit: { limit: 10_000, windowMs: 60_000 },
    payments: { ...base.payments, stripeWebhookSecret: SECRET },
  };
}

const cases = () => WRITES.map((write) => [write.route, write.shows, write] as const);

describe.each(testDatabases())('GET /api/owner/schedule after each write on %s', (database) => {
  let t: TestApi;
  let w: FreshnessWorld;

  beforeAll(async () => {
    t = await startTestApi(database, { config: config() });
    w = await freshnessWorld(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(cases())('%s shows %s', async (_route, _shows, write) => {
    await expectFreshAfterWrite(w, await write.arrange(w));
  });

  // A second API process on the same schema, as behind a load balancer (PGlite serves one process only): it writes,
  // the first one, which read before, reads again.
  if (database === 'postgresql') {
    describe('written through a second API process', () => {
      let b: TestApi;
      let across: FreshnessWorld;

      beforeAll(async () => {
        b = await startTestApi('postgresql', { config: config(), alongside: t });
        across = await freshnessWorld(t, b);
      });

      afterAll(async () => {
        await b?.close();
      });

      it.each(cases())('%s through the other process shows %s', async (_route, _shows, write) => {
        await expectFreshAfterWrite(across, await write.arrange(across));
      });
    });
  }
});
