import type { DataSource } from 'typeorm';
import type { IdentityAdminConfig } from '../../../config/api-config.js';
import { TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../../testing/identity-for-tests.js';
import type { TestApi } from '../../../testing/start-test-api.js';

export const APP_ORIGIN = 'http://localhost:4200';

/**
 * How the suites start the local identity service in process (the suites import it themselves: only specs may
 * import the service): no demo accounts, the app's origin allowed, a cheap password hash.
 */
export function identityServerOptions(storage: IdentityStorage) {
  return {
    env: {},
    databaseSchema: storage.databaseSchema,
    config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: false },
    log: () => undefined,
  };
}

/** The API's Management API settings for a running identity service. */
export function identityAdminOf(identity: { issuer: string; managementClient: Omit<IdentityAdminConfig, 'baseUrl'> }): IdentityAdminConfig {
  return { baseUrl: identity.issuer, ...identity.managementClient };
}

export interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  organization_id: string | null;
  auth_subject: string | null;
  provisioned_subject: string | null;
}

export async function userRow(dataSource: DataSource, email: string): Promise<UserRow | undefined> {
  const rows = (await dataSource.query(
    `SELECT id, email, name, role, status, organization_id, auth_subject, provisioned_subject FROM users WHERE lower(email) = lower($1)`,
    [email],
  )) as UserRow[];
  return rows[0];
}

export async function ownerUserIdOf(dataSource: DataSource, organizationId: string): Promise<string | null> {
  const rows = (await dataSource.query(`SELECT owner_user_id FROM organizations WHERE id = $1`, [organizationId])) as Array<{
    owner_user_id: string | null;
  }>;
  return rows[0]?.owner_user_id ?? null;
}

/** The ids of the organization's users whose role is owner, in any case. */
export async function ownersOf(dataSource: DataSource, organizationId: string): Promise<string[]> {
  const rows = (await dataSource.query(`SELECT id FROM users WHERE organization_id = $1 AND lower(role) = 'owner' ORDER BY id`, [
    organizationId,
  ])) as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

export async function seedOrganizationRow(dataSource: DataSource, name: string): Promise<string> {
  const rows = (await dataSource.query(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [name])) as Array<{ id: string }>;
  const id = rows[0]?.id;
  if (!id) throw new Error(`Could not seed organization ${name}`);
  return id;
}

export interface OutboxRow {
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  transport: string;
  organization_id: string | null;
}

export async function outboxTo(t: TestApi, recipient: string): Promise<OutboxRow[]> {
  return (await t.dataSource.query(
    `SELECT recipient, subject, body, status, transport, organization_id FROM outbox_messages WHERE recipient = $1 ORDER BY created_at`,
    [recipient],
  )) as OutboxRow[];
}

/** The password-set link of a set-password e-mail (the line that is only a URL, before "Afterwards"). */
export function ticketLinkIn(body: string): string {
  const link = /^(http\S+)$/m.exec(body)?.[1];
  if (!link) throw new Error(`No link in ${body}`);
  return link;
}

/** Sets the account's password through the ticket link of a set-password e-mail, as its page's form does. */
export function redeemPasswordTicket(ticketUrl: string, password: string): Promise<Response> {
  const ticket = new URL(ticketUrl).searchParams.get('ticket') ?? '';
  return fetch(new URL('/lo/reset', ticketUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket, password, confirm_password: password }).toString(),
    redirect: 'manual',
  });
}
