import { availabilityTemplate } from './availability-template.js';

describe('availabilityTemplate', () => {
  it('offers Monday to Friday 08:00–17:00 when the organization has no business hours', () => {
    for (const hours of [null, {}]) {
      const template = availabilityTemplate(hours);
      expect(template.map((day) => day.key)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
      expect(template.filter((day) => day.offered).map((day) => day.key)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri']);
      expect(template[1]).toEqual({ key: 'mon', label: 'Monday', offered: true, start: '08:00', end: '17:00' });
      expect(template[0]).toMatchObject({ label: 'Sunday', offered: false });
    }
  });

  it('follows business hours: open days with their hours, closed days not offered, days not set as by default', () => {
    const template = availabilityTemplate({
      sat: { open: '09:30', close: '13:00', closed: false },
      mon: { open: '07:00', close: '19:00', closed: false },
      tue: { open: '07:00', close: '19:00', closed: true },
      wed: { open: null, close: null, closed: false },
    });
    const offered = Object.fromEntries(template.filter((day) => day.offered).map((day) => [day.key, [day.start, day.end]]));
    expect(offered).toEqual({
      mon: ['07:00', '19:00'],
      wed: ['08:00', '17:00'],
      thu: ['08:00', '17:00'],
      fri: ['08:00', '17:00'],
      sat: ['09:30', '13:00'],
    });
  });

  it('does not offer a day whose hours end before they start', () => {
    const template = availabilityTemplate({ mon: { open: '18:00', close: '08:00', closed: false } });
    expect(template.find((day) => day.key === 'mon')?.offered).toBe(false);
  });
});
