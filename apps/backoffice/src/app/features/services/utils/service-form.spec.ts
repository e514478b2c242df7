import { SERVICE_API_ERRORS, SERVICE_MESSAGES as M, type ServiceRecord } from '@fsp/contracts';
import {
  emptyServiceForm,
  priceFieldText,
  priceFromFieldText,
  serviceFormFrom,
  toSaveServiceRequest,
  validateServiceForm,
  type ServiceFormValues,
} from './service-form.js';

const filled: ServiceFormValues = {
  ...emptyServiceForm(),
  name: ' Aeration ',
  description: ' Core ',
  price_cents: '12.5',
  estimated_minutes: '30',
};

describe('service form', () => {
  it('names the four required fields of an empty form', () => {
    expect(validateServiceForm(emptyServiceForm())).toEqual({
      name: M.nameRequired,
      description: M.descriptionRequired,
      price_cents: M.priceRequired,
      estimated_minutes: M.minutesRequired,
    });
  });

  it('counts blank text and a price without digits as missing', () => {
    expect(validateServiceForm({ ...filled, name: '   ', price_cents: '.' })).toEqual({
      name: M.nameRequired,
      price_cents: M.priceRequired,
    });
  });

  it('refuses negative or fractional minutes and crew sizes, but not a blank crew size', () => {
    expect(validateServiceForm({ ...filled, estimated_minutes: '-1', crew_members_needed: '2.5' })).toEqual({
      estimated_minutes: SERVICE_API_ERRORS.numberMinimumZero,
      crew_members_needed: SERVICE_API_ERRORS.numberMinimumZero,
    });
    expect(validateServiceForm({ ...filled, crew_members_needed: '' })).toEqual({});
  });

  it('trims text, sends blank optional fields as null and the price in cents', () => {
    expect(toSaveServiceRequest({ ...filled, crew_members_needed: '0', notes: '  ', materials: ' Seed ' })).toEqual({
      name: 'Aeration',
      description: 'Core',
      price_cents: 1250,
      estimated_minutes: 30,
      crew_members_needed: 0,
      equipment_needed: null,
      materials: 'Seed',
      notes: null,
    });
  });

  it('fills the form from a service, with the price in dollars and blanks for what is not set', () => {
    const service: ServiceRecord = {
      id: 's1',
      key: 'aeration',
      name: 'Aeration',
      description: null,
      equipment_needed: null,
      price_cents: 8550,
      currency: 'USD',
      estimated_minutes: null,
      crew_members_needed: 3,
      materials: null,
      notes: 'Bring seed',
      active: true,
    };
    expect(serviceFormFrom(service)).toEqual({
      name: 'Aeration',
      description: '',
      price_cents: '85.50',
      estimated_minutes: '',
      crew_members_needed: '3',
      equipment_needed: '',
      materials: '',
      notes: 'Bring seed',
    });
  });

  it('shows the price after a $ and keeps only digits and a dot of what is typed', () => {
    expect(priceFieldText('')).toBe('');
    expect(priceFieldText('12.5')).toBe('$12.5');
    expect(priceFromFieldText('$1,2a3.456')).toBe('123.45');
    expect(priceFromFieldText('$')).toBe('');
  });
});
