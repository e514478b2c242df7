import { saveServiceErrors, SERVICE_API_ERRORS, SERVICE_MESSAGES as M, serviceFieldError } from './services.js';

describe('serviceFieldError', () => {
  it('requires name, description, price and estimated minutes with the spec’s words', () => {
    expect(saveServiceErrors({})).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
      price_cents: M.priceRequired,
      estimated_minutes: M.minutesRequired,
    });
    expect(serviceFieldError('name', '  ')).toBe(M.nameRequired);
    expect(serviceFieldError('description', 7)).toBe(M.descriptionRequired);
    expect(serviceFieldError('price_cents', null)).toBe(M.priceRequired);
  });

  it('takes whole numbers from 0 to the integer column’s maximum', () => {
    for (const value of [0, 1, 2_147_483_647]) expect(serviceFieldError('price_cents', value)).toBeNull();
    for (const value of [-1, 1.5, '12', Number.NaN]) expect(serviceFieldError('estimated_minutes', value)).toBe(SERVICE_API_ERRORS.numberMinimumZero);
    expect(serviceFieldError('crew_members_needed', 2_147_483_648)).toBe(SERVICE_API_ERRORS.numberTooLarge);
  });

  it('leaves the crew size and optional text optional', () => {
    for (const field of ['crew_members_needed', 'equipment_needed', 'materials', 'notes'] as const) {
      expect(serviceFieldError(field, undefined)).toBeNull();
      expect(serviceFieldError(field, null)).toBeNull();
    }
    expect(serviceFieldError('notes', '')).toBeNull();
  });

  it('limits text lengths and refuses optional text that is not text', () => {
    expect(serviceFieldError('name', 'x'.repeat(200))).toBeNull();
    expect(serviceFieldError('name', 'x'.repeat(201))).toBe('Service name must be at most 200 characters');
    expect(serviceFieldError('equipment_needed', 'x'.repeat(2001))).toBe('Equipment needed must be at most 2000 characters');
    expect(serviceFieldError('materials', ['bags'])).toBe('Materials must be text');
  });
});
