import { DASHBOARD_MESSAGES, INVOICE_MESSAGES, SCHEDULE_MESSAGES, TEAM_MESSAGES } from '@fsp/contracts';
import { ApiError } from '@fsp/api-client';
import { miscEvent, occurrence } from '../testing/dashboard-fixtures.js';
import { formatAddress, serviceLabelsOf, stopCountLabel, stopFromMiscEvent, stopFromOccurrence, stopTimeLabel, todaysStops } from './dashboard-stops.js';
import { invoiceRefusal } from './invoice-refusal.js';
import { scheduleLoadErrorMessage } from './load-error-message.js';
import { groupStopsByTeam, UNASSIGNED_GROUP_ID } from './team-groups.js';

describe('dashboard stops', () => {
  it('puts the visit’s service first, then the customer’s others, without repeats and at most four', () => {
    const visit = occurrence({
      rule_id: 1,
      service: { key: 'b', label: 'Bravo', estimated_minutes: null, price_cents: 0 },
      customer: {
        services: ['a', 'b', 'c', 'a2', 'd', 'e'].map((key) => ({ key, label: key === 'a2' ? 'A' : key.toUpperCase(), price_cents: 0 })),
      },
    });
    expect(serviceLabelsOf(visit)).toEqual(['Bravo', 'A', 'C', 'D']);
  });

  it('formats what is known of an address', () => {
    expect(formatAddress({ street: '1 Main St', city: 'Raleigh', state: 'NC', zip: '27601' })).toBe('1 Main St, Raleigh, NC 27601');
    expect(formatAddress({ street: null, city: 'Raleigh', state: null, zip: '27601' })).toBe('Raleigh, 27601');
    expect(formatAddress({ street: ' ', city: null, state: null, zip: null })).toBeNull();
  });

  it('names a customer without a name by e-mail, and reads contact details', () => {
    const stop = stopFromOccurrence(occurrence({ rule_id: 2, customer: { name: null, email: ' x@example.com ', phone_number: '' } }));
    expect(stop).toMatchObject({ key: '2|2026-05-04', kind: 'visit', title: ' x@example.com ', email: 'x@example.com', phone: null });
  });

  it('shows misc events as Misc, once, with the event’s title', () => {
    expect(stopFromMiscEvent(miscEvent({ id: 4, title: 'Standup' }))).toMatchObject({
      key: '-4|2026-05-04',
      ruleId: -4,
      kind: 'misc',
      pattern: 'once',
      title: 'Standup',
      serviceLabels: ['Misc'],
    });
  });

  it('orders the day by time with unscheduled stops last', () => {
    const stops = todaysStops(
      [occurrence({ rule_id: 1, start_minutes: null, customer: { name: 'Late' } }), occurrence({ rule_id: 2, start_minutes: 600, customer: { name: 'Ten' } })],
      [miscEvent({ id: 1, title: 'Eight', start_minutes: 480 })],
    );
    expect(stops.map((stop) => stop.title)).toEqual(['Eight', 'Ten', 'Late']);
    expect(stops.map(stopTimeLabel)).toEqual(['8:00 AM', '10:00 AM', DASHBOARD_MESSAGES.unscheduled]);
  });

  it('counts stops', () => {
    expect([0, 1, 2].map(stopCountLabel)).toEqual(['0 stops', '1 stop', '2 stops']);
  });

  it('groups by team, sending stops of unknown teams to Unassigned', () => {
    const stops = todaysStops(
      [occurrence({ rule_id: 1, team_id: 'a' }), occurrence({ rule_id: 2, team_id: 'gone' }), occurrence({ rule_id: 3, team_id: null })],
      [],
    );
    const groups = groupStopsByTeam(stops, [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }]);
    expect(groups.map((group) => [group.id, group.stops.map((stop) => stop.ruleId)])).toEqual([
      ['a', [1]],
      ['b', []],
      [UNASSIGNED_GROUP_ID, [2, 3]],
    ]);
  });

  it('refuses to invoice misc events and recurring services', () => {
    expect(invoiceRefusal({ kind: 'misc', pattern: 'once' })).toBe(INVOICE_MESSAGES.cannotInvoiceMiscEvent);
    expect(invoiceRefusal({ kind: 'visit', pattern: 'monthly' })).toBe(INVOICE_MESSAGES.onlyOneOffInvoiced);
    expect(invoiceRefusal({ kind: 'visit', pattern: 'once' })).toBeNull();
  });

  it('words load failures', () => {
    expect(scheduleLoadErrorMessage(new ApiError(403, 'x', 'Custom refusal'))).toBe('Custom refusal');
    expect(scheduleLoadErrorMessage(new ApiError(403, 'x', null))).toBe(SCHEDULE_MESSAGES.viewForbidden);
    expect(scheduleLoadErrorMessage(new ApiError(500, 'x', null))).toBe(DASHBOARD_MESSAGES.failedToLoad);
    expect(scheduleLoadErrorMessage(new ApiError(400, 'x', TEAM_MESSAGES.failedToLoad))).toBe(TEAM_MESSAGES.failedToLoad);
    expect(scheduleLoadErrorMessage(new Error('network'))).toBe(DASHBOARD_MESSAGES.failedToLoad);
  });
});
