import type { SecondOrganization } from './second-organization.js';

/** Rows of the first demo organization (Green Acres), whose owner makes every tenancy request. */
export interface OwnRows {
  teamId: string;
  miscEventId: number;
  serviceKey: string;
}

export interface TenancyRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * `not-found`: the request names another organization's row (in the path, or in the body where the path has
 * none) and must answer 404. `no-leak`: a read of the caller's own organization whose answer must contain
 * none of the other organization's ids, even when the query names one of them.
 */
export interface TenancyCase {
  expect: 'not-found' | 'no-leak';
  request: (other: SecondOrganization, own: OwnRows) => TenancyRequest;
}

export type TenancyEntry = TenancyCase[] | { untestable: string };

const NO_ID = { untestable: 'names no row: it writes to the caller own organization only, which the request cannot choose' };
const next = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const range = (other: SecondOrganization) => ({ from: other.ruleDate, to: next(next(other.ruleDate)) });
const leak = (query?: (other: SecondOrganization) => Record<string, string>): TenancyCase => ({
  expect: 'no-leak',
  request: (other) => (query ? { query: query(other) } : {}),
});
const foreign = (request: TenancyCase['request']): TenancyCase => ({ expect: 'not-found', request });

/** Every organization-scoped route (/api/owner/...) of the OpenAPI document; a new one fails the matrix until listed. */
export const TENANCY_CASES: Record<string, TenancyEntry> = {
  'GET /api/owner/users/{id}': [foreign((o) => ({ params: { id: o.ownerId } })), foreign((o) => ({ params: { id: o.crewMemberId } }))],
  'GET /api/owner/invitations/recent': [leak()],
  'GET /api/owner/my-organization': [leak()],
  'POST /api/owner/organization/update': [foreign((o) => ({ body: { id: o.organizationId, website: null } }))],
  'POST /api/owner/invitations/create': NO_ID,
  'POST /api/owner/invitations/email': NO_ID,
  'POST /api/owner/invitations/sms': NO_ID,
  'POST /api/owner/invitations': NO_ID,
  'GET /api/owner/customers': [leak()],
  'POST /api/owner/customers/{id}/convert': [foreign((o) => ({ params: { id: o.customerId }, body: { provision_auth0: false } }))],
  'POST /api/owner/customers/{id}/status': [foreign((o) => ({ params: { id: o.customerId }, body: { status: 'paused' } }))],
  'POST /api/owner/stripe/start-onboarding': NO_ID,
  'GET /api/owner/stripe/status': [leak()],
  'GET /api/owner/stripe/payments': [
    leak(),
    leak(() => ({ status: 'any', limit: '100' })),
    leak((o) => ({ q: o.customerId })),
    leak(() => ({ format: 'csv' })),
  ],
  'POST /api/owner/stripe/refund': {
    untestable:
      "the second organization makes no card payment to aim at (second-organization.ts); payment-refunds.controller.spec.ts refunds another organization's payment: 404, nothing changed",
  },
  'GET /api/owner/stripe/balance': [leak()],
  'GET /api/owner/stripe/earnings': [leak(), leak(() => ({ months: '24' }))],
  'POST /api/owner/stripe/dashboard-link': NO_ID,

  'GET /api/owner/schedule/calendar': [leak()],
  'GET /api/owner/schedule': [leak(range), leak((o) => ({ ...range(o), team_id: o.teamId }))],
  'GET /api/owner/schedule/misc': [leak(range), leak((o) => ({ ...range(o), team_id: o.teamId }))],
  'GET /api/owner/schedule/start-times': [leak(range), leak((o) => ({ ...range(o), team_id: o.teamId }))],
  'GET /api/owner/misc-events/start-times': [leak(range), leak((o) => ({ ...range(o), team_id: o.teamId }))],
  'GET /api/owner/schedule/candidates': [leak()],
  'GET /api/owner/available-times': [
    leak((o) => ({ date: o.ruleDate, team_id: o.teamId })),
    leak((o) => ({ date: o.ruleDate, exclude_misc_event_id: String(o.miscEventId) })),
  ],
  'GET /api/owner/schedule/{rule_id}/available-times': [
    foreign((o) => ({ params: { rule_id: String(o.ruleId) }, query: { date: o.ruleDate } })),
  ],
  'POST /api/owner/schedule': [
    foreign((o, own) => ({ body: { customer_id: o.customerId, service_key: own.serviceKey, pattern: 'once', start_date: o.ruleDate } })),
  ],
  'PATCH /api/owner/schedule/{rule_id}': [
    foreign((o) => ({ params: { rule_id: String(o.ruleId) }, body: { date: o.ruleDate, start_time: '10:00' } })),
  ],
  'DELETE /api/owner/schedule/{rule_id}': [foreign((o) => ({ params: { rule_id: String(o.ruleId) } }))],
  'DELETE /api/owner/schedule/{rule_id}/time': [
    foreign((o) => ({ params: { rule_id: String(o.ruleId) }, query: { date: o.ruleDate } })),
  ],
  'POST /api/owner/schedule/{rule_id}/skip': [foreign((o) => ({ params: { rule_id: String(o.ruleId) }, body: { date: o.ruleDate } }))],
  'POST /api/owner/schedule/{rule_id}/reschedule': [
    foreign((o) => ({
      params: { rule_id: String(o.ruleId) },
      body: { from_date: o.ruleDate, to_date: next(o.ruleDate), start_time: '10:00' },
    })),
  ],
  'POST /api/owner/misc-events': [foreign((o) => ({ body: { title: 'Borrowed crew', date: o.ruleDate, team_id: o.teamId } }))],
  'PATCH /api/owner/misc-events/{id}/time': [foreign((o) => ({ params: { id: String(o.miscEventId) }, body: { start_time: '10:00' } }))],
  'DELETE /api/owner/misc-events/{id}/time': [foreign((o) => ({ params: { id: String(o.miscEventId) } }))],
  'PATCH /api/owner/misc-events/{id}/team': [
    foreign((o, own) => ({ params: { id: String(o.miscEventId) }, body: { team_id: own.teamId } })),
    foreign((o, own) => ({ params: { id: String(own.miscEventId) }, body: { team_id: o.teamId } })),
  ],
  'POST /api/owner/misc-events/{id}/cancel': [foreign((o) => ({ params: { id: String(o.miscEventId) } }))],
  'POST /api/owner/misc-events/{id}/reschedule': [
    foreign((o) => ({ params: { id: String(o.miscEventId) }, body: { to_date: next(o.ruleDate), start_time: '10:00' } })),
  ],

  'GET /api/owner/services': [leak()],
  'POST /api/owner/services': NO_ID,
  'PATCH /api/owner/services/{id}': [
    foreign((o) => ({
      params: { id: o.serviceId },
      body: { name: 'Hijacked', description: 'Taken over', price_cents: 1, estimated_minutes: 5, active: false },
    })),
  ],
  'GET /api/owner/invoices': [leak()],
  'GET /api/owner/invoices/{id}': [foreign((o) => ({ params: { id: o.invoiceId } }))],
  'POST /api/owner/invoices/from-occurrence': [foreign((o) => ({ body: { rule_id: o.ruleId, date: o.ruleDate } }))],
  'POST /api/owner/invoices/billing-run': NO_ID,
  'PATCH /api/owner/invoices/{id}/due-date': [foreign((o) => ({ params: { id: o.invoiceId }, body: { due_date: next(o.ruleDate) } }))],
  'POST /api/owner/invoices/{id}/send': [foreign((o) => ({ params: { id: o.invoiceId } }))],
  'POST /api/owner/invoices/{id}/mark-paid': [foreign((o) => ({ params: { id: o.invoiceId } }))],
  'POST /api/owner/invoices/{id}/charge': [foreign((o) => ({ params: { id: o.invoiceId } }))],

  'GET /api/owner/teams': [leak()],
  'GET /api/owner/teams/members': [leak()],
  'GET /api/owner/crew-members': [leak()],
  'POST /api/owner/teams': NO_ID,
  'PATCH /api/owner/teams/{id}': [foreign((o) => ({ params: { id: o.teamId }, body: { name: 'Hijacked' } }))],
  'DELETE /api/owner/teams/{id}': [foreign((o) => ({ params: { id: o.teamId } }))],
  'POST /api/owner/teams/{id}/members': [
    foreign((o) => ({ params: { id: o.teamId }, body: { user_id: o.crewMemberId } })),
    foreign((o, own) => ({ params: { id: own.teamId }, body: { user_id: o.crewMemberId } })),
  ],
  'DELETE /api/owner/teams/{id}/members/{userId}': [
    foreign((o) => ({ params: { id: o.teamId, userId: o.crewMemberId } })),
    foreign((o, own) => ({ params: { id: own.teamId, userId: o.crewMemberId } })),
  ],
  'POST /api/owner/crew-members': [foreign((o) => ({ body: { email: 'poacher@example.com', name: 'Poacher', team_id: o.teamId } }))],
};
