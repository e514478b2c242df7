import { DEMO_USERS } from '@fsp/contracts';
import type { DataSource } from 'typeorm';
import type { TestApi } from '../testing/start-test-api.js';

/**
 * Rows of the second demo organization (Sparkle Cleaning Co), created through the API as its owner would,
 * so that the tenancy matrix has a real row of each kind to aim at.
 */
export interface SecondOrganization {
  organizationId: string;
  ownerId: string;
  crewMemberId: string;
  customerId: string;
  inviteCode: string;
  serviceId: string;
  teamId: string;
  ruleId: number;
  ruleDate: string;
  miscEventId: number;
  invoiceId: string;
  /** Every id above, for "does this answer leak one of them" checks. */
  ids: string[];
}

export const SECOND_OWNER_EMAIL = 'owner2@demo.test';
const SECOND_CREW_EMAIL = 'sparkle.crew@example.com';

if (!DEMO_USERS.some((user) => user.email === SECOND_OWNER_EMAIL)) throw new Error(`${SECOND_OWNER_EMAIL} is no longer a demo user`);

/** A date well ahead, a Monday, so that the rows never fall in the past whatever today is. */
const RULE_DATE = '2031-03-03';

async function created<T>(t: TestApi, token: string, method: 'POST' | 'PATCH', url: string, body: unknown): Promise<T> {
  const response = await t.request<T>(method, url, { token, body });
  if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createSecondOrganization(t: TestApi): Promise<SecondOrganization> {
  const token = await t.tokenFor(SECOND_OWNER_EMAIL);
  const ownerId = await t.userIdOf(SECOND_OWNER_EMAIL);
  const service = await created<{ id: string; key: string }>(t, token, 'POST', '/api/owner/services', {
    name: 'Window Wash',
    description: 'Inside and out',
    price_cents: 9_000,
    estimated_minutes: 60,
  });
  const team = await created<{ id: string }>(t, token, 'POST', '/api/owner/teams', { name: 'Sparkle Crew' });
  const crew = await created<{ id: string }>(t, token, 'POST', '/api/owner/crew-members', {
    email: SECOND_CREW_EMAIL,
    name: 'Sid Sponge',
    team_id: team.id,
  });

  const invite = await created<{ code: string }>(t, token, 'POST', '/api/owner/invitations/create', { via: 'qr' });
  await created(t, token, 'POST', `/api/public/signup/${invite.code}`, {
    name: 'Cleo Client',
    email: 'cleo.client@example.com',
    phone_number: '555-201-3344',
    street: '9 Elm St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    services_selected: [{ key: service.key, price_cents: 9_000 }],
  });
  const customers = (await t.dataSource.query(`SELECT id, organization_id FROM customers WHERE invite_code = $1`, [invite.code])) as Array<{
    id: string;
    organization_id: string;
  }>;
  const customer = customers[0];
  if (!customer) throw new Error('The signup created no customer');
  await created(t, token, 'POST', `/api/owner/customers/${customer.id}/status`, { status: 'active' });

  const rule = await created<{ rule_id?: number; id?: number }>(t, token, 'POST', '/api/owner/schedule', {
    customer_id: customer.id,
    service_key: service.key,
    // One-off: only those are invoiced from an occurrence.
    pattern: 'once',
    start_date: RULE_DATE,
    team_id: team.id,
  });
  const ruleId = rule.rule_id ?? rule.id;
  if (typeof ruleId !== 'number') throw new Error(`Creating a rule returned ${JSON.stringify(rule)}`);
  const misc = await created<{ event: { id: number } }>(t, token, 'POST', '/api/owner/misc-events', {
    title: 'Van service',
    date: RULE_DATE,
    start_time: '13:00',
    duration_minutes: 60,
    team_id: team.id,
  });
  const invoice = await created<{ id?: string; invoice_id?: string }>(t, token, 'POST', '/api/owner/invoices/from-occurrence', {
    rule_id: ruleId,
    date: RULE_DATE,
  });
  const invoiceId = invoice.invoice_id ?? invoice.id;
  if (typeof invoiceId !== 'string') throw new Error(`Creating an invoice returned ${JSON.stringify(invoice)}`);

  const organizationId = customer.organization_id;
  return {
    organizationId,
    ownerId,
    crewMemberId: crew.id,
    customerId: customer.id,
    inviteCode: invite.code,
    serviceId: service.id,
    teamId: team.id,
    ruleId,
    ruleDate: RULE_DATE,
    miscEventId: misc.event.id,
    invoiceId,
    ids: [organizationId, ownerId, crew.id, customer.id, invite.code, service.id, team.id, invoiceId],
  };
}

/** Every row of every table that has an organization_id, for this organization, plus the organization itself. */
export async function snapshotOrganization(dataSource: DataSource, organizationId: string): Promise<Record<string, unknown[]>> {
  const tables = (await dataSource.query(
    `SELECT table_name FROM information_schema.columns
      WHERE column_name = 'organization_id' AND table_schema = current_schema()
      ORDER BY table_name`,
  )) as Array<{ table_name: string }>;
  const snapshot: Record<string, unknown[]> = {
    organizations: (await dataSource.query(`SELECT * FROM organizations WHERE id = $1`, [organizationId])) as unknown[],
  };
  for (const { table_name: table } of tables) {
    if (table === 'audit_events') continue;
    const rows = (await dataSource.query(`SELECT * FROM "${table}" WHERE organization_id = $1`, [organizationId])) as unknown[];
    snapshot[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
