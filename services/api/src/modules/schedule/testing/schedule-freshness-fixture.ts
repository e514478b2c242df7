import {
  occurrencesOfCompact,
  SCHEDULE_SHAPE_PARAM,
  type CompactSchedule,
  type CreateScheduleRuleRequest,
  type CreateScheduleRuleResponse,
  type CreateInvoiceResponse,
  type ScheduleOccurrence,
  SCHEDULE_SHAPES,
  type ScheduleShape,
} from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import type { TestApi, TestResponse } from '../../../testing/start-test-api.js';
import { organizationIdOf, seedCustomer, type SeedCustomer } from '../../customers/testing/seed-customer.js';
import { customerWithCard, onboard, type CustomerWithCard } from '../../invoices/autopay/testing/autopay-fixture.js';
import { seedService, seedTeam, seedUser, type SeedService } from './seed-schedule-rows.js';

/**
 * What the schedule-read freshness suite works in: the seeded demo organization read through one API process
 * (`reader`) and written through `writer`, the same process or a second one on the same PostgreSQL schema. Rows a
 * case only arranges go straight into the tables or through the reader; the write a case checks goes through the
 * writer's HTTP API.
 */

/** Every shape GET /api/owner/schedule serves: each case warms and checks all of them (they are cached apart). */
export const SERVED_SHAPES: readonly ScheduleShape[] = SCHEDULE_SHAPES;

/** One reader's read of a range: the cache key a write must not leave stale. */
export interface ScheduleView {
  token: string;
  from: string;
  to: string;
  teamId?: string;
}

export interface CrewUser {
  id: string;
  email: string;
  token: string;
}

export interface FreshnessWorld {
  reader: TestApi;
  writer: TestApi;
  organizationId: string;
  ownerId: string;
  tokens: { owner: string; admin: string };
  /** A unique suffix for names and e-mails. */
  unique(): string;
  /** A customer of the organization, active unless `fields` says otherwise. */
  customer(fields?: SeedCustomer): Promise<string>;
  /** A team of the organization with these members. */
  team(memberIds?: string[]): Promise<string>;
  /** A new crew member of the organization on no team, with a token. */
  crewMember(): Promise<CrewUser>;
  /** A service of the organization (its key is unique). */
  service(service: Omit<SeedService, 'key'>): Promise<{ id: string; key: string }>;
  /** A rule added through the reader's POST /api/owner/schedule. */
  rule(body: Pick<CreateScheduleRuleRequest, 'customer_id'> & Partial<CreateScheduleRuleRequest>): Promise<number>;
  /** The invoice of one visit of a one-off rule, made through the reader's POST /api/owner/invoices/from-occurrence. */
  invoiceOf(ruleId: number, date: string): Promise<string>;
  /** The organization connected to the payments sandbox (once, on first use); its provider account id. */
  payments(): Promise<string>;
  /** A customer who saved `cardNumber` with auto-pay consent at signup (the organization is connected first). */
  customerWithCard(cardNumber: string): Promise<CustomerWithCard>;
}

/** Throws with the answer when a request did not succeed, so that a case fails at the write that was refused. */
export async function expectOk<T>(response: Promise<TestResponse<T>>, step: string): Promise<T> {
  const answer = await response;
  if (answer.status >= 300) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** GET /api/owner/schedule for `view` in `shape`, as the spec's occurrences. */
export async function readSchedule(api: TestApi, view: ScheduleView, shape: ScheduleShape): Promise<ScheduleOccurrence[]> {
  const query = new URLSearchParams({ from: view.from, to: view.to });
  if (view.teamId) query.set('team_id', view.teamId);
  if (shape !== 'spec') query.set(SCHEDULE_SHAPE_PARAM, shape);
  const body = await expectOk(api.request<ScheduleOccurrence[] | CompactSchedule>('GET', `/api/owner/schedule?${query}`, { token: view.token }), `Reading ${query}`);
  if (shape === 'spec') return body as ScheduleOccurrence[];
  return occurrencesOfCompact(body as CompactSchedule);
}

export async function freshnessWorld(reader: TestApi, writer: TestApi = reader): Promise<FreshnessWorld> {
  const db = reader.dataSource;
  const organizationId = await organizationIdOf(db, 'owner@demo.test');
  const owner = await reader.tokenFor('owner@demo.test');
  const admin = await reader.tokenFor('admin@demo.test');
  const ownerId = await reader.userIdOf('owner@demo.test');
  let sequence = 0;
  const unique = () => `${(sequence += 1)}-${randomBytes(3).toString('hex')}`;
  let account: Promise<string> | undefined;

  async function connectedAccount(): Promise<string | null> {
    const rows = (await db.query(`SELECT stripe_account_id, stripe_onboarding_completed FROM organizations WHERE id = $1`, [organizationId])) as Array<{
      stripe_account_id: string | null;
      stripe_onboarding_completed: boolean;
    }>;
    return rows[0]?.stripe_onboarding_completed ? rows[0].stripe_account_id : null;
  }

  /** Another world on the same database may have connected the organization already. */
  async function payments(): Promise<string> {
    account ??= (async () => {
      if (!(await connectedAccount())) await onboard(reader, owner);
      const id = await connectedAccount();
      if (!id) throw new Error('Onboarding left the organization without a provider account');
      return id;
    })();
    return account;
  }

  return {
    reader,
    writer,
    organizationId,
    ownerId,
    tokens: { owner, admin },
    unique,
    customer: (fields = {}) => seedCustomer(db, organizationId, { name: `Freshness ${unique()}`, status: 'active', ...fields }),
    team: (memberIds = []) => seedTeam(db, organizationId, `Freshness team ${unique()}`, memberIds),
    async crewMember() {
      const email = `freshness.crew.${unique()}@example.com`;
      const id = await seedUser(db, organizationId, email, 'crew_member');
      return { id, email, token: await reader.tokenFor(email) };
    },
    async service(service) {
      const key = `freshness-${unique()}`;
      return { id: await seedService(db, organizationId, { ...service, key }), key };
    },
    async rule(body) {
      const created = await expectOk(
        reader.request<CreateScheduleRuleResponse>('POST', '/api/owner/schedule', {
          token: owner,
          body: { service_key: 'lawn-mowing', pattern: 'once', start_date: '2030-03-06', ...body },
        }),
        'Adding a rule',
      );
      return created.rule_id;
    },
    async invoiceOf(ruleId, date) {
      const created = await expectOk(
        reader.request<CreateInvoiceResponse>('POST', '/api/owner/invoices/from-occurrence', { token: owner, body: { rule_id: ruleId, date } }),
        'Invoicing a visit',
      );
      return created.id;
    },
    payments,
    async customerWithCard(cardNumber) {
      await payments();
      return customerWithCard(reader, organizationId, cardNumber);
    },
  };
}
