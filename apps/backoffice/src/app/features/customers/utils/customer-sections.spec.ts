import type { CustomerRecord } from '@fsp/contracts';
import { belongsToSection, matchesCustomerSearch } from './customer-sections.js';

const base: CustomerRecord = {
  id: 'c1', customer_id: 'c1', created_at: '2025-01-01T00:00:00.000Z', name: 'Nora New', email: 'nora@example.com',
  phone_number: '(919) 555-0100', street: null, city: null, state: null, zip: null, status: 'lead', organization_id: 'o1',
  services: [], available_days: [], user_id: null, user_email: null, user_phone: null, user_name: null,
  linked_user_id: null, linked_user_role: null, linked_user_status: null, outside_service_area: false,
};

describe('belongsToSection', () => {
  it.each([
    ['lead', ['leads']],
    ['active', ['customers']],
    ['paused', ['customers']],
    ['archived', ['archived']],
  ] as const)('puts a %s customer in %j', (status, sections) => {
    const customer = { ...base, status };
    const found = (['leads', 'customers', 'archived', 'members'] as const).filter((key) => belongsToSection(customer, key));
    expect(found).toEqual(sections);
  });

  it('also lists a customer linked to a user under Members', () => {
    expect(belongsToSection({ ...base, status: 'active', user_id: 'u1', linked_user_id: 'u1' }, 'members')).toBe(true);
    expect(belongsToSection({ ...base, status: 'active', user_id: 'u1' }, 'members')).toBe(true);
    expect(belongsToSection({ ...base, status: 'active' }, 'members')).toBe(false);
  });
});

describe('matchesCustomerSearch', () => {
  it.each(['', '  ', 'nora', 'NEW', 'nora@EXAMPLE.com', '555-0100', '919555', '(919) 555'])(
    'finds Nora with "%s"',
    (search) => expect(matchesCustomerSearch(base, search)).toBe(true),
  );

  it.each(['adam', 'example.org', '99', '555-0199', 'n0ra'])('does not find Nora with "%s"', (search) => {
    expect(matchesCustomerSearch(base, search)).toBe(false);
  });

  it('matches the linked user e-mail of a member', () => {
    expect(matchesCustomerSearch({ ...base, user_email: 'nora.login@example.net' }, 'login@')).toBe(true);
  });

  it('copes with missing fields', () => {
    const empty = { ...base, name: null, email: null, phone_number: null };
    expect(matchesCustomerSearch(empty, 'nora')).toBe(false);
    expect(matchesCustomerSearch(empty, '919')).toBe(false);
  });
});
