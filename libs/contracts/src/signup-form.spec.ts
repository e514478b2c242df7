import {
  availableDaysError,
  availableHoursError,
  normalizeSignupDetails,
  SIGNUP_FORM_MESSAGES as M,
  signupDetailError,
  smsConsentText,
  validateSignupDetails,
  type AvailabilityTemplateDay,
} from './signup-form.js';

const valid = {
  name: 'Jamie Customer',
  email: 'jamie@example.com',
  phone_number: '(919) 555-0100',
  street: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
};

describe('signup detail rules (part 2 §5)', () => {
  it('accepts a complete, well-formed set of details', () => {
    expect(validateSignupDetails(valid)).toEqual({});
  });

  it('gives every empty field its message, in form order', () => {
    expect(Object.entries(validateSignupDetails({}))).toEqual([
      ['name', M.nameRequired],
      ['email', M.emailInvalid],
      ['phone_number', M.phoneInvalid],
      ['street', M.streetRequired],
      ['city', M.cityRequired],
      ['state', M.stateInvalid],
      ['zip', M.zipInvalid],
    ]);
  });

  it.each([
    ['email', 'jamie@example', M.emailInvalid],
    ['email', 'ja mie@example.com', M.emailInvalid],
    ['phone_number', '555-0100', M.phoneInvalid],
    ['phone_number', '919 555 01x0', M.phoneInvalid],
    ['phone_number', '++19195550100', M.phoneInvalid],
    ['state', 'N', M.stateInvalid],
    ['state', 'N1', M.stateInvalid],
    ['state', 'NCA', M.stateInvalid],
    ['zip', '2760', M.zipInvalid],
    ['zip', '27601-12', M.zipInvalid],
    ['name', '   ', M.nameRequired],
  ] as const)('%s "%s" → %s', (field, value, message) => {
    expect(signupDetailError(field, value)).toBe(message);
  });

  it.each([
    ['phone_number', '+1 (919) 555.0100'],
    ['phone_number', '9195550100'],
    ['state', 'nc'],
    ['zip', '27601-1234'],
    ['email', ' jamie@example.com '],
  ] as const)('%s "%s" is fine', (field, value) => {
    expect(signupDetailError(field, value)).toBeNull();
  });

  it('stores details trimmed with the state upper-cased', () => {
    expect(normalizeSignupDetails({ ...valid, name: '  Jamie  ', state: 'nc ' })).toMatchObject({ name: 'Jamie', state: 'NC' });
  });
});

describe('available days', () => {
  const template: AvailabilityTemplateDay[] = [
    { key: 'mon', label: 'Monday', offered: true, start: '08:00', end: '17:00' },
    { key: 'sun', label: 'Sunday', offered: false, start: '08:00', end: '17:00' },
  ];

  it('needs HH:MM hours with the start first', () => {
    expect(availableHoursError('08:00', '17:00')).toBeNull();
    expect(availableHoursError('17:00', '08:00')).toBe(M.availableHoursInvalid);
    expect(availableHoursError('09:00', '09:00')).toBe(M.availableHoursInvalid);
    expect(availableHoursError('9:00', '17:00')).toBe(M.availableHoursInvalid);
  });

  it('allows only offered days, once each', () => {
    expect(availableDaysError([{ day: 'mon', start: '09:00', end: '12:00' }], template)).toBeNull();
    expect(availableDaysError([{ day: 'sun', start: '09:00', end: '12:00' }], template)).toBe(M.dayNotOffered);
    expect(availableDaysError([{ day: 'tue', start: '09:00', end: '12:00' }], template)).toBe(M.dayNotOffered);
    const twice = [
      { day: 'mon' as const, start: '09:00', end: '12:00' },
      { day: 'mon' as const, start: '13:00', end: '15:00' },
    ];
    expect(availableDaysError(twice, template)).toBe(M.dayRepeated);
  });
});

it('names the organization in the SMS consent text', () => {
  expect(smsConsentText('Green Acres Lawn Care')).toContain('text messages from Green Acres Lawn Care');
  expect(smsConsentText('Green Acres Lawn Care')).toContain('Reply STOP to opt out');
});
