import {
  addDays,
  DEFAULT_ORGANIZATION_TIME_ZONE,
  isoDateIn,
  occurrencesOfCompact,
  type CompactSchedule,
  type ScheduleOccurrence,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { decodedText, rawRequest } from './read-cache/testing/raw-request.js';
import { seedException, seedOccurrenceInvoice } from './testing/seed-schedule-rows.js';

describe.each(testDatabases())('The compact schedule shape on the demo organization on %s', (database) => {
  let t: TestApi;
  let range: string;
  const tokens = { owner: '', crew: '' };

  beforeAll(async () => {
    t = await startTestApi(database, { config: { seedDemoSchedule: true } });
    const org = await organizationIdOf(t.dataSource, 'owner@demo.test');
    const from = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
    const to = addDays(from, 30);
    range = `?from=${from}&to=${to}`;
    tokens.owner = await t.tokenFor('owner@demo.test');
    tokens.crew = await t.tokenFor('crew@demo.test');

    // A month of the demo schedule, with a visit of each kind the answer can show beside the plain ones.
    const spec = await read<ScheduleOccurrence[]>('', tokens.owner);
    const weekly = spec.filter((occurrence) => occurrence.pattern === 'weekly');
    const [moved, skipped, untimed, billed] = [weekly[0], weekly[1], weekly[2], weekly[3]];
    if (!moved || !skipped || !untimed || !billed) throw new Error('The demo month has fewer than four weekly visits');
    await seedException(t.dataSource, org, { rule_id: moved.rule_id, date: moved.date, moved_to_date: addDays(moved.date, 2), start_minutes: 420 });
    await seedException(t.dataSource, org, { rule_id: skipped.rule_id, date: skipped.date, skipped: true });
    await seedException(t.dataSource, org, { rule_id: untimed.rule_id, date: untimed.date, time_cleared: true, team_id: null });
    await seedOccurrenceInvoice(t.dataSource, org, { customer_id: billed.customer.id, rule_id: billed.rule_id, occurrence_date: billed.date });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function read<T>(shape: string, token: string): Promise<T> {
    const response = await rawRequest(`${t.api.url}/api/owner/schedule${range}${shape}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    return JSON.parse(decodedText(response)) as T;
  }

  it.each(['owner', 'crew'] as const)('agrees visit by visit with the spec shape for the %s', async (who) => {
    const spec = await read<ScheduleOccurrence[]>('', tokens[who]);
    const compact = await read<CompactSchedule>('&shape=compact', tokens[who]);
    expect(spec.length).toBeGreaterThan(10);
    expect(spec.some((occurrence) => occurrence.rescheduled_from !== null)).toBe(true);
    expect(spec.some((occurrence) => occurrence.invoice !== null)).toBe(true);
    expect(occurrencesOfCompact(compact)).toEqual(spec);
    expect(compact.customers.map((customer) => customer.id)).toEqual([...new Set(spec.map((occurrence) => occurrence.customer.id))]);
    expect(compact.services.map((service) => service.key)).toEqual([...new Set(spec.map((occurrence) => occurrence.service.key))]);
  });
});
