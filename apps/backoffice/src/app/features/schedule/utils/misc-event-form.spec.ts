import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { initialMiscEventValues, toCreateMiscEventRequest, validateMiscEvent } from './misc-event-form.js';

const blank = initialMiscEventValues('2026-11-23');

describe('misc event form', () => {
  it('starts on today with a 60-minute duration and no start time', () => {
    expect(blank).toEqual({ title: '', date: '2026-11-23', startTime: '', duration: '60', notes: '', teamId: '' });
  });

  it('needs a title and a duration above 0, with the spec’s words', () => {
    expect(validateMiscEvent({ ...blank, title: '   ', duration: '0' })).toEqual({
      title: 'Title is required',
      duration: 'Duration (minutes) must be > 0',
    });
    expect(validateMiscEvent({ ...blank, title: 'Truck service', duration: '' }).duration).toBe(SCHEDULE_MESSAGES.durationPositive);
    expect(validateMiscEvent({ ...blank, title: 'Truck service', duration: '-5' }).duration).toBe(SCHEDULE_MESSAGES.durationPositive);
    expect(validateMiscEvent({ ...blank, title: 'Truck service' })).toEqual({});
  });

  it('refuses what the API would refuse: a title or notes too long, more than a day', () => {
    expect(validateMiscEvent({ ...blank, title: 't'.repeat(201), duration: '1441', notes: 'n'.repeat(2001) })).toEqual({
      title: 'Title must be at most 200 characters',
      duration: 'Duration (minutes) may be at most 1440',
      notes: 'Notes must be at most 2000 characters',
    });
  });

  it('takes an optional HH:MM start time', () => {
    expect(validateMiscEvent({ ...blank, title: 'x', startTime: '9:5' }).startTime).toBe('Use a time such as 09:30');
    expect(validateMiscEvent({ ...blank, title: 'x', startTime: '09:30' })).toEqual({});
  });

  it('sends trimmed text, whole minutes and nulls for what is left empty', () => {
    expect(toCreateMiscEventRequest({ ...blank, title: ' Truck service ', duration: '90' })).toEqual({
      title: 'Truck service',
      date: '2026-11-23',
      start_time: null,
      duration_minutes: 90,
      notes: null,
      team_id: null,
    });
    expect(toCreateMiscEventRequest({ ...blank, title: 'x', startTime: '07:45', duration: '0.5', notes: 'bring oil', teamId: 'team-a' })).toMatchObject({
      start_time: '07:45',
      duration_minutes: 1,
      notes: 'bring oil',
      team_id: 'team-a',
    });
  });
});
