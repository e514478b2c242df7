import { addDays } from '@fsp/contracts';
import { availableSlots, openingHoursOn, type OpeningHours, type WeekdayHours } from './available-slots.js';

const open = (openTime: string | null, close: string | null): WeekdayHours => ({ open: openTime, close, closed: false });
const DEFAULT_HOURS: OpeningHours = { openMinutes: 480, closeMinutes: 1020 };
/** 2026-03-01 is a Sunday. */
const SUNDAY = '2026-03-01';
const MONDAY = '2026-03-02';

describe('openingHoursOn', () => {
  it('uses 08:00–17:00 when the organization has set no hours', () => {
    expect(openingHoursOn(MONDAY, null)).toEqual(DEFAULT_HOURS);
    expect(openingHoursOn(MONDAY, {})).toEqual(DEFAULT_HOURS);
  });

  it('uses the organization’s hours for the date’s weekday and the default on days it has not set', () => {
    const hours = { mon: open('07:30', '15:00') };
    expect(openingHoursOn(MONDAY, hours)).toEqual({ openMinutes: 450, closeMinutes: 900 });
    expect(openingHoursOn(addDays(MONDAY, 1), hours)).toEqual(DEFAULT_HOURS);
    expect(openingHoursOn(addDays(MONDAY, 7), hours)).toEqual({ openMinutes: 450, closeMinutes: 900 });
  });

  it('reads the keys sun..sat for the seven weekdays', () => {
    const keys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    const hours = Object.fromEntries(keys.map((key, index) => [key, open(`0${index + 1}:00`, '18:00')]));
    keys.forEach((_, index) => {
      expect(openingHoursOn(addDays(SUNDAY, index), hours)).toEqual({ openMinutes: (index + 1) * 60, closeMinutes: 1080 });
    });
  });

  it('gives a day marked closed no hours, whatever times it keeps', () => {
    expect(openingHoursOn(SUNDAY, { sun: { open: '09:00', close: '12:00', closed: true } })).toBeNull();
    expect(openingHoursOn(SUNDAY, { sun: { open: null, close: null, closed: true } })).toBeNull();
  });

  it('gives no hours when closing is not after opening', () => {
    expect(openingHoursOn(MONDAY, { mon: open('12:00', '12:00') })).toBeNull();
    expect(openingHoursOn(MONDAY, { mon: open('17:00', '09:00') })).toBeNull();
    expect(openingHoursOn(MONDAY, { mon: open('18:00', null) })).toBeNull();
  });

  it('falls back to the default for a missing or unreadable time', () => {
    expect(openingHoursOn(MONDAY, { mon: open(null, '12:00') })).toEqual({ openMinutes: 480, closeMinutes: 720 });
    expect(openingHoursOn(MONDAY, { mon: open('10:00', null) })).toEqual({ openMinutes: 600, closeMinutes: 1020 });
    expect(openingHoursOn(MONDAY, { mon: open('9am', '25:00') })).toEqual(DEFAULT_HOURS);
  });
});

describe('availableSlots', () => {
  it('offers 15-minute steps from opening while a 45-minute job still ends by closing', () => {
    const slots = availableSlots(DEFAULT_HOURS, 45, []);
    expect(slots).toEqual(Array.from({ length: 34 }, (_, index) => 480 + 15 * index));
    expect(slots.at(-1)).toBe(975);
  });

  it('steps from the organization’s own opening time', () => {
    expect(availableSlots({ openMinutes: 490, closeMinutes: 600 }, 60, [])).toEqual([490, 505, 520, 535]);
  });

  it('offers opening alone for a job exactly as long as the day, and nothing for a longer one', () => {
    expect(availableSlots(DEFAULT_HOURS, 540, [])).toEqual([480]);
    expect(availableSlots(DEFAULT_HOURS, 541, [])).toEqual([]);
    expect(availableSlots(DEFAULT_HOURS, 24 * 60, [])).toEqual([]);
  });

  it('offers nothing on a closed day or for a job without length', () => {
    expect(availableSlots(null, 45, [])).toEqual([]);
    expect(availableSlots(DEFAULT_HOURS, 0, [])).toEqual([]);
    expect(availableSlots(DEFAULT_HOURS, -15, [])).toEqual([]);
  });

  it('allows a job to end as a busy item starts or start as it ends', () => {
    const hours = { openMinutes: 480, closeMinutes: 720 };
    expect(availableSlots(hours, 60, [{ startMinutes: 600, durationMinutes: 60 }])).toEqual([480, 495, 510, 525, 540, 660]);
  });

  it('refuses a start whose job would overlap a busy item by a single minute on either side', () => {
    const hours = { openMinutes: 480, closeMinutes: 750 };
    expect(availableSlots(hours, 60, [{ startMinutes: 599, durationMinutes: 62 }])).toEqual([480, 495, 510, 525, 675, 690]);
  });

  it('refuses a start inside a busy item and one whose job would cover it whole', () => {
    const slots = availableSlots(DEFAULT_HOURS, 90, [{ startMinutes: 600, durationMinutes: 15 }]);
    expect(slots).not.toContain(600);
    expect(slots).not.toContain(540);
    expect(slots).toContain(510);
    expect(slots).toContain(615);
  });

  it('keeps clear of several busy items, including ones that start before opening', () => {
    const busy = [
      { startMinutes: 420, durationMinutes: 90 },
      { startMinutes: 600, durationMinutes: 45 },
      { startMinutes: 720, durationMinutes: 60 },
      { startMinutes: 960, durationMinutes: 30 },
    ];
    expect(availableSlots(DEFAULT_HOURS, 45, busy)).toEqual([510, 525, 540, 555, 645, 660, 675, 780, 795, 810, 825, 840, 855, 870, 885, 900, 915]);
  });

  it('offers nothing when busy items fill the day', () => {
    const busy = [
      { startMinutes: 480, durationMinutes: 300 },
      { startMinutes: 770, durationMinutes: 250 },
    ];
    expect(availableSlots(DEFAULT_HOURS, 15, busy)).toEqual([]);
  });

  it('does not depend on the order of the busy items', () => {
    const busy = [
      { startMinutes: 900, durationMinutes: 45 },
      { startMinutes: 540, durationMinutes: 30 },
    ];
    expect(availableSlots(DEFAULT_HOURS, 45, busy)).toEqual(availableSlots(DEFAULT_HOURS, 45, [...busy].reverse()));
  });
});
