/**
 * Who may call each route, written from part 1 §6 and part 2 §6 of the spec (and the sidebar table they
 * share). `public` routes answer anyone, anonymous included. Every operation of the OpenAPI document must
 * appear here: a new route without a line fails the role matrix.
 *
 * Where the spec leaves server enforcement open ("server enforcement not shown"), the line follows the
 * sidebar row of the screen that makes the call. The spec's two readings of the schedule are reconciled as
 * the product does: crew members see Schedule in the sidebar (part 1 §6), so they read it (their own teams'
 * items only); editing it is for owner and manager ("all schedule editing", part 2 §6).
 *
 * Organization-scoped routes (/api/owner/...) also need an organization: the demo admin and a plain user
 * have none, so they get 403 there even when their role is listed (admins act in an organization by
 * impersonating one of its users).
 */
export type Role = 'admin' | 'owner' | 'manager' | 'crew_member' | 'user';
export type Caller = Role | 'anonymous';
export const CALLERS: readonly Caller[] = ['admin', 'owner', 'manager', 'crew_member', 'user', 'anonymous'];

type Access = 'public' | readonly Role[];

const SIGNED_IN: readonly Role[] = ['admin', 'owner', 'manager', 'crew_member', 'user'];
const ADMIN: readonly Role[] = ['admin'];
const OWNER_MANAGER: readonly Role[] = ['owner', 'manager'];
/** Sidebar: Services, Invoices, Payments, Reports, Insights, Settings. */
const BACK_OFFICE: readonly Role[] = ['owner', 'manager', 'admin'];
/** Sidebar: Customers, Schedule. */
const EVERY_STAFF: readonly Role[] = ['owner', 'manager', 'crew_member'];
/** Crews page: owner or admin. */
const CREWS: readonly Role[] = ['owner', 'admin'];

export const ROUTE_ACCESS: Record<string, Access> = {
  // Public flows (part 1 §2.5-2.7, §7; part 2 "Public signup and payment step").
  'GET /api/health': 'public',
  'POST /api/public/leads': 'public',
  'GET /api/public/signup/{code}': 'public',
  'POST /api/public/signup/{code}': 'public',
  'GET /api/public/signup/{code}/setup-intent': 'public',
  'POST /api/public/signup/{code}/consent': 'public',
  'POST /api/public/signup/{code}/payment-success': 'public',
  'GET /api/public/owner-onboard/{code}': 'public',
  'POST /api/public/owner-onboard/{code}/accept': 'public',
  'POST /api/public/payments-sandbox/setup-intents/{id}/confirm': 'public',
  // The customer's invoice page (issue 11): the link's token is the credential.
  'GET /api/public/invoices/{token}': 'public',
  'POST /api/public/invoices/{token}/card-setup': 'public',
  'POST /api/public/invoices/{token}/pay': 'public',
  'POST /api/public/invoices/{token}/payment-result': 'public',
  // Stripe's Connect webhook: the request's signature (STRIPE_WEBHOOK_SECRET) is the credential.
  'POST /api/webhooks/stripe': 'public',
  // Developer tool; whether it answers at all is decided by configuration and client address, not by role.
  'GET /api/dev/outbox': 'public',

  // Session (part 1 §4, §7): any signed-in user reads their own profile.
  'GET /api/users/me': SIGNED_IN,
  // Settings, User tab (part 2 §2, §7): everyone edits their own profile and may change their own password.
  'PUT /api/users/update-me': SIGNED_IN,
  'POST /api/users/password-change-ticket': SIGNED_IN,

  // Admin panel and impersonation: admin only (part 2 §6).
  'GET /api/admin/users': ADMIN,
  'POST /api/admin/owner-invitations': ADMIN,
  'GET /api/admin/owner-invitations/recent': ADMIN,
  'POST /api/admin/impersonate/start': ADMIN,
  'POST /api/admin/create-user': ADMIN,
  'POST /api/admin/update-user': ADMIN,
  'GET /api/admin/organizations': ADMIN,
  'GET /api/admin/organization-summary': ADMIN,
  'POST /api/admin/create-organization': ADMIN,
  'POST /api/admin/update-organization': ADMIN,
  // Checked against the real (signed-in) user, so that an impersonating admin can stop.
  'POST /api/admin/impersonate/stop': ADMIN,

  // Onboarding invites, convert, status changes: owner and manager (part 2 §6).
  'GET /api/owner/invitations/recent': OWNER_MANAGER,
  'POST /api/owner/invitations/create': OWNER_MANAGER,
  'POST /api/owner/invitations/email': OWNER_MANAGER,
  'POST /api/owner/invitations/sms': OWNER_MANAGER,
  'POST /api/owner/customers/{id}/convert': OWNER_MANAGER,
  'POST /api/owner/customers/{id}/status': OWNER_MANAGER,
  'GET /api/owner/users/{id}': OWNER_MANAGER,
  'GET /api/owner/customers': EVERY_STAFF,

  // Settings, Organization tab: owner and manager (part 2 §6).
  'GET /api/owner/my-organization': OWNER_MANAGER,
  'POST /api/owner/organization/update': OWNER_MANAGER,

  // Payments (sidebar: not crew).
  'POST /api/owner/stripe/start-onboarding': BACK_OFFICE,
  'GET /api/owner/stripe/status': BACK_OFFICE,
  // Payments, refunds, balance, earnings and the provider's dashboard (issue 12). The list also feeds Reports, whose CSV
  // export the service keeps for owners (part 2 §6: reports are the owner's).
  'GET /api/owner/stripe/payments': BACK_OFFICE,
  'POST /api/owner/stripe/refund': BACK_OFFICE,
  'GET /api/owner/stripe/balance': BACK_OFFICE,
  'GET /api/owner/stripe/earnings': BACK_OFFICE,
  'POST /api/owner/stripe/dashboard-link': BACK_OFFICE,
  // Invoices (sidebar: not crew).
  'GET /api/owner/invoices': BACK_OFFICE,
  'GET /api/owner/invoices/{id}': BACK_OFFICE,
  'POST /api/owner/invoices/from-occurrence': BACK_OFFICE,
  'POST /api/owner/invoices/billing-run': BACK_OFFICE,
  'PATCH /api/owner/invoices/{id}/due-date': BACK_OFFICE,
  'POST /api/owner/invoices/{id}/send': BACK_OFFICE,
  'POST /api/owner/invoices/{id}/mark-paid': BACK_OFFICE,
  'POST /api/owner/invoices/{id}/charge': BACK_OFFICE,
  // Services (sidebar: not crew).
  'GET /api/owner/services': BACK_OFFICE,
  'POST /api/owner/services': BACK_OFFICE,
  'PATCH /api/owner/services/{id}': BACK_OFFICE,

  // Schedule reads: every staff role; crew members see their own teams' items.
  'GET /api/owner/schedule/calendar': EVERY_STAFF,
  'GET /api/owner/schedule': EVERY_STAFF,
  'GET /api/owner/schedule/misc': EVERY_STAFF,
  'GET /api/owner/schedule/start-times': EVERY_STAFF,
  'GET /api/owner/misc-events/start-times': EVERY_STAFF,
  // Schedule editing and what only its forms need: owner and manager.
  'GET /api/owner/schedule/candidates': OWNER_MANAGER,
  'GET /api/owner/available-times': OWNER_MANAGER,
  'GET /api/owner/schedule/{rule_id}/available-times': OWNER_MANAGER,
  'POST /api/owner/schedule': OWNER_MANAGER,
  'PATCH /api/owner/schedule/{rule_id}': OWNER_MANAGER,
  'DELETE /api/owner/schedule/{rule_id}': OWNER_MANAGER,
  'DELETE /api/owner/schedule/{rule_id}/time': OWNER_MANAGER,
  'POST /api/owner/schedule/{rule_id}/skip': OWNER_MANAGER,
  'POST /api/owner/schedule/{rule_id}/reschedule': OWNER_MANAGER,
  'POST /api/owner/misc-events': OWNER_MANAGER,
  'PATCH /api/owner/misc-events/{id}/time': OWNER_MANAGER,
  'DELETE /api/owner/misc-events/{id}/time': OWNER_MANAGER,
  'PATCH /api/owner/misc-events/{id}/team': OWNER_MANAGER,
  'POST /api/owner/misc-events/{id}/cancel': OWNER_MANAGER,
  'POST /api/owner/misc-events/{id}/reschedule': OWNER_MANAGER,

  // Teams: read by everyone who picks a team (schedule forms); changed on the Crews page (owner or admin).
  'GET /api/owner/teams': ['owner', 'manager', 'admin', 'crew_member'],
  // The crew list carries colleagues' e-mails: not for crew members.
  'GET /api/owner/teams/members': BACK_OFFICE,
  'GET /api/owner/crew-members': BACK_OFFICE,
  'POST /api/owner/teams': CREWS,
  'PATCH /api/owner/teams/{id}': CREWS,
  'DELETE /api/owner/teams/{id}': CREWS,
  'POST /api/owner/teams/{id}/members': CREWS,
  'DELETE /api/owner/teams/{id}/members/{userId}': CREWS,
  'POST /api/owner/crew-members': CREWS,
  'POST /api/owner/invitations': CREWS,
};

export function isOrganizationScoped(path: string): boolean {
  return path.startsWith('/api/owner/');
}

/** Callers without an organization: the seeded admin and a plain user. */
const WITHOUT_ORGANIZATION: readonly Caller[] = ['admin', 'user'];

/** Whether `caller` may call the operation: the table's roles, and an organization on organization-scoped routes. */
export function mayCall(key: string, path: string, caller: Caller): boolean {
  const access = ROUTE_ACCESS[key];
  if (access === undefined) throw new Error(`${key} is missing from ROUTE_ACCESS`);
  if (access === 'public') return true;
  if (caller === 'anonymous' || !access.includes(caller)) return false;
  return !(isOrganizationScoped(path) && WITHOUT_ORGANIZATION.includes(caller));
}

/** A role that may call the operation, preferring the organization's owner (the fuzzer's token). */
export function callerFor(key: string, path: string): Caller {
  const preferred: Caller[] = ['owner', 'admin', 'manager', 'crew_member', 'user', 'anonymous'];
  const caller = preferred.find((candidate) => mayCall(key, path, candidate));
  if (!caller) throw new Error(`No caller may call ${key}`);
  return caller;
}
