import { addDays } from './calendar-dates.js';
import { alreadyScheduledMessage } from './schedule-messages.js';

describe('alreadyScheduledMessage', () => {
  it('names every date of a short clash, and the first ten of a long one', () => {
    expect(alreadyScheduledMessage(['2026-11-24', '2026-12-01'])).toBe('Already scheduled on: 2026-11-24, 2026-12-01');
    const weekly = Array.from({ length: 26 }, (_, week) => addDays('2026-11-24', week * 7));
    expect(alreadyScheduledMessage(weekly)).toBe(`Already scheduled on: ${weekly.slice(0, 10).join(', ')} and 16 more`);
  });
});
