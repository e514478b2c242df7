import { ApiError, ScheduleConflictError } from '@fsp/api-client';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import {
  addScheduleErrorMessage,
  defaultEndDate,
  initialAddScheduleValues,
  toCreateScheduleRuleRequest,
  validateAddSchedule,
  type AddScheduleValues,
} from './add-schedule-form.js';

const filled = (patch: Partial<AddScheduleValues> = {}): AddScheduleValues => ({
  ...initialAddScheduleValues('2026-11-23'),
  customerId: 'cust-ada',
  serviceKey: 'mowing',
  ...patch,
});

describe('defaultEndDate', () => {
  it('is the start date for one-off and 180 days later for recurring patterns', () => {
    expect(defaultEndDate('once', '2026-11-23')).toBe('2026-11-23');
    expect(defaultEndDate('weekly', '2026-11-23')).toBe('2027-05-22');
    expect(defaultEndDate('every_6_months', '')).toBe('');
  });
});

describe('validateAddSchedule', () => {
  it('asks for a customer and a service with the spec’s words', () => {
    expect(validateAddSchedule(initialAddScheduleValues('2026-11-23'))).toEqual({
      customerId: SCHEDULE_MESSAGES.selectCustomer,
      serviceKey: SCHEDULE_MESSAGES.selectService,
    });
    expect(SCHEDULE_MESSAGES.selectCustomer).toBe('Please select a customer');
    expect(SCHEDULE_MESSAGES.selectService).toBe('Please select a service');
  });

  it('needs an interval of at least 1 only for every X weeks and every X months', () => {
    expect(validateAddSchedule(filled({ pattern: 'every_x_weeks', interval: '0' })).interval).toBe('Interval must be at least 1');
    expect(validateAddSchedule(filled({ pattern: 'every_x_months', interval: '1.5' })).interval).toBe('Interval must be at least 1');
    expect(validateAddSchedule(filled({ pattern: 'every_x_months', interval: '3' }))).toEqual({});
    expect(validateAddSchedule(filled({ pattern: 'weekly', interval: '' }))).toEqual({});
    expect(validateAddSchedule(filled({ pattern: 'every_x_weeks', interval: '100' })).interval).toBe('Interval may be at most 99');
  });

  it('bounds the notes as the API does', () => {
    expect(validateAddSchedule(filled({ notes: 'n'.repeat(2001) })).notes).toBe('Notes must be at most 2000 characters');
    expect(validateAddSchedule(filled({ notes: ' Back gate ' }))).toEqual({});
  });

  it('refuses a recurring end before the start but ignores the end of a one-off', () => {
    expect(validateAddSchedule(filled({ pattern: 'weekly', endDate: '2026-11-01' })).endDate).toBe('The end date cannot be before the start date');
    expect(validateAddSchedule(filled({ pattern: 'once', endDate: '2026-11-01' }))).toEqual({});
    expect(validateAddSchedule(filled({ startDate: '' })).startDate).toBe('Choose a start date');
  });
});

describe('toCreateScheduleRuleRequest', () => {
  it('ends a one-off on its start date and leaves out the interval', () => {
    expect(toCreateScheduleRuleRequest(filled({ endDate: '2027-01-01', notes: '  gate code 12 ', teamId: 'team-a' }))).toEqual({
      customer_id: 'cust-ada',
      service_key: 'mowing',
      pattern: 'once',
      interval: null,
      start_date: '2026-11-23',
      end_date: '2026-11-23',
      notes: 'gate code 12',
      team_id: 'team-a',
    });
  });

  it('sends the interval and end date of a recurring rule, and nulls for empty optional fields', () => {
    expect(toCreateScheduleRuleRequest(filled({ pattern: 'every_x_weeks', interval: '2', endDate: '2027-02-01' }))).toMatchObject({
      pattern: 'every_x_weeks',
      interval: 2,
      end_date: '2027-02-01',
      notes: null,
      team_id: null,
    });
  });
});

describe('addScheduleErrorMessage', () => {
  it('lists the dates of a 409, words a 403 and otherwise shows the server’s reason or the default', () => {
    const conflict = new ScheduleConflictError(new ApiError(409, 'dup', 'dup', { error: 'dup', dates: ['2026-11-23', '2026-11-30'] }), [
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(addScheduleErrorMessage(conflict)).toBe('Already scheduled on: 2026-11-23, 2026-11-30');
    expect(addScheduleErrorMessage(new ApiError(403, 'x', 'Owner or Manager role required to edit schedule'))).toBe(
      'Owner or Manager role required to add schedule',
    );
    expect(addScheduleErrorMessage(new ApiError(400, 'Customer not found', 'Customer not found'))).toBe('Customer not found');
    expect(addScheduleErrorMessage(new ApiError(500, 'Failed to add to schedule'))).toBe('Failed to add to schedule');
    expect(addScheduleErrorMessage(new TypeError('network'))).toBe('Failed to add to schedule');
  });
});
