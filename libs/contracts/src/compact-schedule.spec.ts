import { compactScheduleOf, occurrencesOfCompact } from './compact-schedule.js';
import type { OccurrenceCustomer, OccurrenceService, ScheduleOccurrence } from './schedule.js';

const customer = (id: string): OccurrenceCustomer => ({
  id,
  name: `Customer ${id}`,
  email: `${id}@example.test`,
  phone_number: null,
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  status: 'active',
  available_days: [],
  services: [],
});
const mowing: OccurrenceService = { key: 'mowing', label: 'Mowing', estimated_minutes: 45, price_cents: 4500 };
const edging: OccurrenceService = { key: 'edging', label: 'Edging', estimated_minutes: null, price_cents: 2000 };

const visit = (ruleId: number, date: string, who: OccurrenceCustomer, service: OccurrenceService): ScheduleOccurrence => ({
  rule_id: ruleId,
  date,
  pattern: 'weekly',
  interval: 1,
  start_date: '2026-11-02',
  end_date: '2027-11-02',
  weekday: 'mon',
  notes: null,
  team_id: null,
  start_minutes: 480,
  duration_minutes: 45,
  service,
  customer: who,
  rescheduled_from: null,
  invoice: ruleId === 2 ? { id: 'inv-1', status: 'open' } : null,
});

describe('the compact schedule shape', () => {
  const [ann, bob] = [customer('a'), customer('b')];
  const spec = [visit(1, '2026-11-02', ann, mowing), visit(2, '2026-11-02', bob, edging), visit(1, '2026-11-09', ann, mowing)];

  it('sends each customer and service once and keeps the visits in order', () => {
    const compact = compactScheduleOf(spec);
    expect(compact.customers).toEqual([ann, bob]);
    expect(compact.services).toEqual([mowing, edging]);
    expect(compact.occurrences.map((o) => [o.rule_id, o.date, o.customer_id, o.service_key])).toEqual([
      [1, '2026-11-02', 'a', 'mowing'],
      [2, '2026-11-02', 'b', 'edging'],
      [1, '2026-11-09', 'a', 'mowing'],
    ]);
  });

  it('expands back to the spec shape visit by visit', () => {
    expect(occurrencesOfCompact(compactScheduleOf(spec))).toEqual(spec);
    expect(occurrencesOfCompact(compactScheduleOf([]))).toEqual([]);
  });

  it('refuses a visit that refers to a customer the answer does not hold', () => {
    const compact = compactScheduleOf(spec);
    expect(() => occurrencesOfCompact({ ...compact, customers: [ann] })).toThrow('visit of rule 2 on 2026-11-02');
  });
});
