import {
  API_ERRORS,
  CUSTOMER_API_ERRORS,
  CUSTOMER_MESSAGES,
  invalidCustomerTransitionMessage,
  type ConvertCustomerResponse,
  type CustomerRecord,
  type CustomerStatus,
  type UpdateCustomerStatusResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf, seedCustomer } from './testing/seed-customer.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  organization_id: string | null;
  auth_subject: string | null;
}

describe.each(testDatabases())('Customers API on %s', (database) => {
  let t: TestApi;
  let greenAcres: string;
  let sparkle: string;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    sparkle = await organizationIdOf(t.dataSource, 'owner2@demo.test');
    ownerToken = await t.tokenFor('owner@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  async function customerRow(id: string): Promise<{ status: string; user_id: string | null }> {
    const rows = (await t.dataSource.query(`SELECT status, user_id FROM customers WHERE id = $1`, [id])) as Array<{
      status: string;
      user_id: string | null;
    }>;
    if (!rows[0]) throw new Error(`No customer ${id}`);
    return rows[0];
  }

  async function usersWithEmail(email: string): Promise<UserRow[]> {
    return (await t.dataSource.query(
      `SELECT id, email, name, role, status, organization_id, auth_subject FROM users WHERE lower(email) = lower($1)`,
      [email],
    )) as UserRow[];
  }

  describe('GET /api/owner/customers', () => {
    let listOrg: string;
    let token: string;

    beforeAll(async () => {
      // A fresh organization keeps this listing independent of the customers other tests add.
      const [org] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ('Listing Co') RETURNING id`)) as Array<{ id: string }>;
      listOrg = org?.id ?? '';
      await t.dataSource.query(
        `INSERT INTO users (email, name, role, organization_id) VALUES ('list.owner@example.com', 'Lee Lister', 'owner', $1),
           ('list.crew@example.com', 'Cal Crew', 'crew_member', $1),
           ('linked.customer@example.com', 'Linda Linked', 'user', $1)`,
        [listOrg],
      );
      token = await t.tokenFor('list.owner@example.com');
    });

    it('lists the organization’s customers newest first with services, availability and the linked user', async () => {
      const linkedUserId = await t.userIdOf('linked.customer@example.com');
      const older = await seedCustomer(t.dataSource, listOrg, {
        name: 'Old Lead',
        email: 'old@example.com',
        created_at: '2025-01-01T10:00:00.000Z',
      });
      const newer = await seedCustomer(t.dataSource, listOrg, {
        name: 'Linda Linked',
        email: 'linked.customer@example.com',
        phone_number: '(919) 555-0100',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        status: 'active',
        services: [{ key: 'mowing', label: 'Lawn mowing', price_cents: 4500 }],
        available_days: [{ day: 'mon', start: '08:00', end: '12:00' }],
        user_id: linkedUserId,
        created_at: '2025-02-01T10:00:00.000Z',
      });
      await seedCustomer(t.dataSource, sparkle, { name: 'Someone Else’s Lead', created_at: '2025-03-01T10:00:00.000Z' });

      const response = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', { token });
      expect(response.status).toBe(200);
      expect(response.body.map((customer) => customer.id)).toEqual([newer, older]);
      expect(response.body[0]).toEqual({
        id: newer,
        customer_id: newer,
        created_at: '2025-02-01T10:00:00.000Z',
        name: 'Linda Linked',
        email: 'linked.customer@example.com',
        phone_number: '(919) 555-0100',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        status: 'active',
        organization_id: listOrg,
        services: [{ key: 'mowing', label: 'Lawn mowing', price_cents: 4500 }],
        available_days: [{ day: 'mon', start: '08:00', end: '12:00' }],
        user_id: linkedUserId,
        user_email: 'linked.customer@example.com',
        user_phone: null,
        user_name: 'Linda Linked',
        linked_user_id: linkedUserId,
        linked_user_role: 'user',
        linked_user_status: 'active',
        outside_service_area: false,
      });
      expect(response.body[1]).toMatchObject({
        id: older,
        status: 'lead',
        services: [],
        available_days: [],
        user_id: null,
        user_email: null,
        linked_user_id: null,
        linked_user_role: null,
        linked_user_status: null,
      });
    });

    it('lets crew members list customers too', async () => {
      const response = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', {
        token: await t.tokenFor('list.crew@example.com'),
      });
      expect(response.status).toBe(200);
      expect(response.body.every((customer) => customer.organization_id === listOrg)).toBe(true);
    });

    it('refuses users without a staff role and people without an organization', async () => {
      const customer = await t.request('GET', '/api/owner/customers', { token: await t.tokenFor('linked.customer@example.com') });
      expect(customer).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      const admin = await t.request('GET', '/api/owner/customers', { token: await t.tokenFor('admin@demo.test') });
      expect(admin.status).toBe(403);
      const anonymous = await t.request('GET', '/api/owner/customers');
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /api/owner/customers/{id}/convert', () => {
    const convert = (id: string, token: string, body: unknown = { provision_auth0: false }) =>
      t.request<ConvertCustomerResponse>('POST', `/api/owner/customers/${id}/convert`, { token, body });

    it('creates a user of the organization for the lead’s e-mail and activates the customer', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { name: 'Nora New', email: ' Nora.New@Example.com ' });
      const response = await convert(id, ownerToken);
      expect(response.status).toBe(200);

      const [user, ...others] = await usersWithEmail('nora.new@example.com');
      expect(others).toEqual([]);
      expect(user).toMatchObject({
        email: 'Nora.New@Example.com',
        name: 'Nora New',
        role: 'user',
        status: 'active',
        organization_id: greenAcres,
        auth_subject: null,
      });
      expect(await customerRow(id)).toEqual({ status: 'active', user_id: user?.id });
      expect(response.body).toMatchObject({
        ok: true,
        provisioned: false,
        customer: {
          id,
          status: 'active',
          user_id: user?.id,
          user_email: 'Nora.New@Example.com',
          user_name: 'Nora New',
          linked_user_id: user?.id,
          linked_user_role: 'user',
          linked_user_status: 'active',
        },
      });

      const listed = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', { token: ownerToken });
      expect(listed.body.find((customer) => customer.id === id)).toEqual(response.body.customer);
    });

    it('lets a manager convert and accepts a body without provision_auth0', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'managed@example.com' });
      const response = await convert(id, await t.tokenFor('manager@demo.test'), {});
      expect(response).toMatchObject({ status: 200, body: { provisioned: false, customer: { status: 'active' } } });
    });

    it('links the existing customer account of the organization instead of creating another', async () => {
      await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ('returning@example.com', 'Rita', 'user', $1)`, [
        greenAcres,
      ]);
      const existingId = await t.userIdOf('returning@example.com');
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'RETURNING@example.com' });
      const response = await convert(id, ownerToken);
      expect(response.status).toBe(200);
      expect(await usersWithEmail('returning@example.com')).toHaveLength(1);
      expect(await customerRow(id)).toEqual({ status: 'active', user_id: existingId });
    });

    it('adopts an account that belongs to no organization yet', async () => {
      await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('drifter@example.com', 'user')`);
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'drifter@example.com' });
      expect((await convert(id, ownerToken)).status).toBe(200);
      const [user] = await usersWithEmail('drifter@example.com');
      expect(user).toMatchObject({ organization_id: greenAcres, role: 'user' });
      expect(await customerRow(id)).toEqual({ status: 'active', user_id: user?.id });
    });

    it('refuses an e-mail that belongs to another organization’s user', async () => {
      await t.dataSource.query(`INSERT INTO users (email, role, organization_id) VALUES ('sparkle.client@example.com', 'user', $1)`, [sparkle]);
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'sparkle.client@example.com' });
      const response = await convert(id, ownerToken);
      expect(response).toMatchObject({ status: 409, body: { error: CUSTOMER_API_ERRORS.emailInOtherOrganization } });
      expect(await customerRow(id)).toEqual({ status: 'lead', user_id: null });
      const [user] = await usersWithEmail('sparkle.client@example.com');
      expect(user?.organization_id).toBe(sparkle);
    });

    it('refuses an e-mail that belongs to a staff account, whatever its case', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'Crew@Demo.Test' });
      const response = await convert(id, ownerToken);
      expect(response).toMatchObject({ status: 409, body: { error: CUSTOMER_API_ERRORS.emailBelongsToStaff } });
      expect(await customerRow(id)).toEqual({ status: 'lead', user_id: null });
      const [crew] = await usersWithEmail('crew@demo.test');
      expect(crew?.role).toBe('crew_member');
    });

    it('needs an e-mail address', async () => {
      for (const email of [null, '   ']) {
        const id = await seedCustomer(t.dataSource, greenAcres, { name: 'No Mail', email });
        const response = await convert(id, ownerToken);
        expect(response).toMatchObject({ status: 400, body: { error: CUSTOMER_API_ERRORS.convertNeedsEmail } });
        expect(await customerRow(id)).toEqual({ status: 'lead', user_id: null });
      }
    });

    it('converts only leads, and only once', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'twice@example.com' });
      expect((await convert(id, ownerToken)).status).toBe(200);
      const again = await convert(id, ownerToken);
      expect(again).toMatchObject({ status: 409, body: { error: CUSTOMER_API_ERRORS.alreadyConverted } });

      for (const status of ['active', 'paused', 'archived'] as const) {
        const other = await seedCustomer(t.dataSource, greenAcres, { email: `${status}.only@example.com`, status });
        const response = await convert(other, ownerToken);
        expect(response).toMatchObject({ status: 400, body: { error: CUSTOMER_API_ERRORS.onlyLeadsConvert } });
        expect(await usersWithEmail(`${status}.only@example.com`)).toEqual([]);
      }
    });

    it('refuses crew members with the spec’s message', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'crew.tries@example.com' });
      const response = await convert(id, await t.tokenFor('crew@demo.test'));
      expect(response).toMatchObject({ status: 403, body: { error: CUSTOMER_MESSAGES.convertForbidden } });
      expect(await customerRow(id)).toEqual({ status: 'lead', user_id: null });
    });

    it('answers another organization’s customer like a missing one', async () => {
      const foreign = await seedCustomer(t.dataSource, sparkle, { email: 'foreign@example.com' });
      const foreignResponse = await convert(foreign, ownerToken);
      const missingResponse = await convert(MISSING_ID, ownerToken);
      expect(foreignResponse).toMatchObject({ status: 404, body: { error: CUSTOMER_API_ERRORS.customerNotFound } });
      expect(missingResponse).toMatchObject({ status: 404, body: foreignResponse.body });
      expect(await customerRow(foreign)).toEqual({ status: 'lead', user_id: null });
    });

    it('refuses a malformed id and a malformed body with 400', async () => {
      const badId = await convert('not-a-uuid', ownerToken);
      expect(badId).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      const id = await seedCustomer(t.dataSource, greenAcres, { email: 'badbody@example.com' });
      const badFlag = await convert(id, ownerToken, { provision_auth0: 'yes' });
      expect(badFlag).toMatchObject({ status: 400, body: { error: CUSTOMER_API_ERRORS.provisionAuth0MustBeBoolean } });
      const extra = await convert(id, ownerToken, { provision_auth0: false, role: 'owner' });
      expect(extra.status).toBe(400);
      expect(await customerRow(id)).toEqual({ status: 'lead', user_id: null });
    });
  });

  describe('POST /api/owner/customers/{id}/status', () => {
    const setStatus = (id: string, status: unknown, token: string) =>
      t.request<UpdateCustomerStatusResponse>('POST', `/api/owner/customers/${id}/status`, { token, body: { status } });

    it.each<[CustomerStatus, CustomerStatus]>([
      ['lead', 'active'],
      ['active', 'archived'],
      ['paused', 'archived'],
      ['archived', 'active'],
    ])('moves %s to %s', async (from, to) => {
      const id = await seedCustomer(t.dataSource, greenAcres, { name: `${from} customer`, status: from });
      const response = await setStatus(id, to, ownerToken);
      expect(response).toMatchObject({ status: 200, body: { ok: true, customer: { id, status: to, name: `${from} customer` } } });
      expect((await customerRow(id)).status).toBe(to);
    });

    it('lets a manager change a status', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { status: 'active' });
      const response = await setStatus(id, 'archived', await t.tokenFor('manager@demo.test'));
      expect(response.status).toBe(200);
    });

    it.each<[CustomerStatus, CustomerStatus]>([
      ['lead', 'archived'],
      ['lead', 'paused'],
      ['lead', 'lead'],
      ['active', 'paused'],
      ['active', 'lead'],
      ['archived', 'paused'],
    ])('refuses %s → %s with a clear 400', async (from, to) => {
      const id = await seedCustomer(t.dataSource, greenAcres, { status: from });
      const response = await setStatus(id, to, ownerToken);
      expect(response).toMatchObject({ status: 400, body: { error: invalidCustomerTransitionMessage(from, to) } });
      expect((await customerRow(id)).status).toBe(from);
    });

    it('refuses an unknown status', async () => {
      const id = await seedCustomer(t.dataSource, greenAcres, { status: 'lead' });
      for (const status of ['deleted', 7, null]) {
        const response = await setStatus(id, status, ownerToken);
        expect(response).toMatchObject({ status: 400, body: { error: CUSTOMER_API_ERRORS.invalidStatus } });
      }
    });

    it('refuses crew members with the spec’s messages, archiving in its own words', async () => {
      const crew = await t.tokenFor('crew@demo.test');
      const lead = await seedCustomer(t.dataSource, greenAcres, { status: 'lead' });
      const active = await seedCustomer(t.dataSource, greenAcres, { status: 'active' });
      expect(await setStatus(lead, 'active', crew)).toMatchObject({ status: 403, body: { error: CUSTOMER_MESSAGES.updateStatusForbidden } });
      expect(await setStatus(active, 'archived', crew)).toMatchObject({ status: 403, body: { error: CUSTOMER_MESSAGES.archiveForbidden } });
      expect((await customerRow(lead)).status).toBe('lead');
      expect((await customerRow(active)).status).toBe('active');
    });

    it('answers another organization’s customer like a missing one', async () => {
      const foreign = await seedCustomer(t.dataSource, sparkle, { status: 'lead' });
      const foreignResponse = await setStatus(foreign, 'active', ownerToken);
      const missingResponse = await setStatus(MISSING_ID, 'active', ownerToken);
      expect(foreignResponse).toMatchObject({ status: 404, body: { error: CUSTOMER_API_ERRORS.customerNotFound } });
      expect(missingResponse).toMatchObject({ status: 404, body: foreignResponse.body });
      expect((await customerRow(foreign)).status).toBe('lead');
    });
  });
});
