import type { OrganizationSettings, OrganizationUpdateRequest } from '@fsp/contracts';
import type { TestApi, TestResponse } from '../../../testing/start-test-api.js';

export interface SettingsOrganization {
  id: string;
  ownerEmail: string;
  token: string;
}

let sequence = 0;

/** A fresh organization with an owner (and members of the given roles), so each test sees only its own settings. */
export async function settingsOrganization(t: TestApi, name = 'Settings Co'): Promise<SettingsOrganization> {
  sequence += 1;
  const [row] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [`${name} ${sequence}`])) as Array<{ id: string }>;
  if (!row) throw new Error('Inserting an organization returned no id');
  const ownerEmail = `settings.owner.${sequence}@example.com`;
  await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ($1, 'Oda Owner', 'owner', $2)`, [ownerEmail, row.id]);
  await t.dataSource.query(`UPDATE organizations SET owner_user_id = (SELECT id FROM users WHERE email = $1) WHERE id = $2`, [ownerEmail, row.id]);
  return { id: row.id, ownerEmail, token: await t.tokenFor(ownerEmail) };
}

/** A token for a new user of `organizationId` (null: of none) with this role. */
export async function memberToken(t: TestApi, organizationId: string | null, role: string): Promise<string> {
  sequence += 1;
  const email = `settings.${role.toLowerCase()}.${sequence}@example.com`;
  await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ($1, 'Someone', $2, $3)`, [email, role, organizationId]);
  return t.tokenFor(email);
}

export type SettingsResponse = TestResponse<OrganizationSettings & { error?: string }>;

export const readSettings = (t: TestApi, token: string): Promise<SettingsResponse> =>
  t.request<OrganizationSettings & { error?: string }>('GET', '/api/owner/my-organization', { token });

export const updateSettings = (t: TestApi, token: string, body: OrganizationUpdateRequest | Record<string, unknown>): Promise<SettingsResponse> =>
  t.request<OrganizationSettings & { error?: string }>('POST', '/api/owner/organization/update', { token, body });

/** The update must succeed; answers the saved settings. */
export async function saveSettings(t: TestApi, token: string, body: OrganizationUpdateRequest): Promise<OrganizationSettings> {
  const response = await updateSettings(t, token, body);
  if (response.status !== 200) throw new Error(`Organization update failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
