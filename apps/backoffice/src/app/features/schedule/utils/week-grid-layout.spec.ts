import { DEFAULT_GRID_HOURS, gridHours, hourRows, placeDayItems } from './week-grid-layout.js';

const at = (hhmm: string, durationMinutes: number, id = hhmm) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return { id, startMinutes: hours * 60 + minutes, durationMinutes };
};

describe('gridHours', () => {
  it('shows 08:00 to 17:00 by default', () => {
    expect(gridHours([])).toEqual({ startMinutes: 480, endMinutes: 1020 });
    expect(hourRows(DEFAULT_GRID_HOURS)).toEqual([480, 540, 600, 660, 720, 780, 840, 900, 960]);
  });

  it('widens to whole hours around items before or after, and ignores unscheduled ones', () => {
    const hours = gridHours([at('06:30', 30), at('16:45', 90), { startMinutes: null, durationMinutes: 60 }]);
    expect(hours).toEqual({ startMinutes: 360, endMinutes: 1140 });
  });

  it('never goes past midnight', () => {
    expect(gridHours([at('23:30', 120)]).endMinutes).toBe(1440);
  });
});

describe('placeDayItems', () => {
  const hours = { startMinutes: 480, endMinutes: 1020 };

  it('places an item by its start and duration as a share of the hours shown', () => {
    const [placed] = placeDayItems([at('09:30', 54)], hours);
    expect(placed.topPercent).toBeCloseTo((90 / 540) * 100);
    expect(placed.heightPercent).toBeCloseTo(10);
    expect(placed).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('leaves unscheduled items out', () => {
    expect(placeDayItems([{ startMinutes: null, durationMinutes: 60 }], hours)).toEqual([]);
  });

  it('puts overlapping items side by side and lets back-to-back items share a lane', () => {
    const placed = placeDayItems([at('09:00', 60, 'a'), at('09:30', 60, 'b'), at('10:00', 30, 'c'), at('13:00', 60, 'd')], hours);
    const byId = Object.fromEntries(placed.map((entry) => [entry.item.id, entry]));
    expect(byId['a']).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId['b']).toMatchObject({ lane: 1, lanes: 2 });
    // c starts when a ends, so it reuses a's lane; it still overlaps b, so the group keeps two lanes.
    expect(byId['c']).toMatchObject({ lane: 0, lanes: 2 });
    // d overlaps nothing and gets the full width.
    expect(byId['d']).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('counts lanes at the busiest moment of a chain of overlaps', () => {
    const placed = placeDayItems([at('08:00', 180, 'long'), at('08:00', 60, 'x'), at('08:30', 60, 'y'), at('09:00', 60, 'z')], hours);
    expect(placed.map((entry) => [entry.item.id, entry.lane])).toEqual([
      ['long', 0],
      ['x', 1],
      ['y', 2],
      ['z', 1],
    ]);
    expect(new Set(placed.map((entry) => entry.lanes))).toEqual(new Set([3]));
  });
});
