import { buildMiscEvent, buildOccurrence, buildOccurrenceCustomer } from '@fsp/api-client/testing';
import { itemAccessibleName, itemTimeLabel, itemTimeRangeLabel, teamName } from './item-labels.js';
import { customerDisplayName, itemsByDay, mergeScheduleItems, miscEventIdOf } from './schedule-items.js';

describe('mergeScheduleItems', () => {
  it('turns visits and misc events into one list in date and time order, Unscheduled last within a day', () => {
    const items = mergeScheduleItems(
      [
        buildOccurrence({ rule_id: 1, date: '2026-11-24', start_minutes: 600, customer: { name: 'Late Tuesday' } }),
        buildOccurrence({ rule_id: 2, date: '2026-11-23', customer: { name: 'Unscheduled Monday' } }),
        buildOccurrence({ rule_id: 3, date: '2026-11-23', start_minutes: 540, customer: { name: 'Monday nine' } }),
      ],
      [buildMiscEvent({ id: 7, title: 'Truck service', date: '2026-11-23', start_minutes: 480 })],
    );
    expect(items.map((item) => item.title)).toEqual(['Truck service', 'Monday nine', 'Unscheduled Monday', 'Late Tuesday']);
    const misc = items[0];
    expect(misc).toMatchObject({ kind: 'misc', ruleId: -7, serviceLabel: 'Misc', pattern: 'once', durationMinutes: 60 });
    expect(miscEventIdOf(misc)).toBe(7);
    expect(items[1]).toMatchObject({ kind: 'visit', ruleId: 3, serviceLabel: 'Lawn mowing', durationMinutes: 45 });
  });

  it('shows a misc event once when the schedule read carries it too', () => {
    const items = mergeScheduleItems(
      [buildOccurrence({ rule_id: -7, date: '2026-11-23', start_minutes: 480, pattern: 'once', service: { label: 'Misc' } })],
      [buildMiscEvent({ id: 7, title: 'Truck service', date: '2026-11-23', start_minutes: 480 })],
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: 'Truck service', kind: 'misc' });
  });

  it('names a customer without a name by e-mail, else by id', () => {
    expect(customerDisplayName(buildOccurrenceCustomer({ id: 'c1', name: '  ', email: 'bob@example.com' }))).toBe('bob@example.com');
    expect(customerDisplayName(buildOccurrenceCustomer({ id: 'c1', name: null }))).toBe('Customer #c1');
  });
});

describe('itemsByDay', () => {
  it('gives every day of the range a list, and drops items outside it', () => {
    const items = mergeScheduleItems(
      [buildOccurrence({ rule_id: 1, date: '2026-11-24' }), buildOccurrence({ rule_id: 1, date: '2026-12-24' })],
      [],
    );
    const byDay = itemsByDay(items, ['2026-11-23', '2026-11-24']);
    expect([...byDay.keys()]).toEqual(['2026-11-23', '2026-11-24']);
    expect(byDay.get('2026-11-23')).toEqual([]);
    expect(byDay.get('2026-11-24')?.map((item) => item.key)).toEqual(['1:2026-11-24']);
  });
});

describe('item labels', () => {
  const [timed, unscheduled] = mergeScheduleItems(
    [
      buildOccurrence({ rule_id: 1, date: '2026-11-23', start_minutes: 810, duration_minutes: 90, customer: { name: 'Ada Lovelace' } }),
      buildOccurrence({ rule_id: 2, date: '2026-11-23', customer: { name: 'Ada Lovelace' } }),
    ],
    [],
  );

  it('shows times in 12-hour form, or Unscheduled', () => {
    expect(itemTimeLabel(timed)).toBe('1:30 PM');
    expect(itemTimeRangeLabel(timed)).toBe('1:30 PM – 3:00 PM');
    expect(itemTimeLabel(unscheduled)).toBe('Unscheduled');
    expect(itemTimeRangeLabel(unscheduled)).toBe('Unscheduled');
  });

  it('gives one accessible name per item: who, what, when', () => {
    expect(itemAccessibleName(timed)).toBe('Ada Lovelace — Lawn mowing — Mon, Nov 23 1:30 PM');
    expect(itemAccessibleName(unscheduled)).toBe('Ada Lovelace — Lawn mowing — Mon, Nov 23 Unscheduled');
  });

  it('names teams, including one the list no longer has', () => {
    const teams = [{ id: 't1', name: 'Alpha crew' }];
    expect(teamName('t1', teams)).toBe('Alpha crew');
    expect(teamName('gone', teams)).toBe('Unknown team');
    expect(teamName(null, teams)).toBeNull();
  });
});
