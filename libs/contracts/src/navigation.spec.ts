import { breadcrumbFor, pageTitleFor, sidebarEntriesFor } from './navigation.js';

const labels = (role: string) => sidebarEntriesFor(role).map((entry) => entry.label);

describe('sidebarEntriesFor', () => {
  it('gives crew members the dashboard, customers and schedule only', () => {
    expect(labels('crew_member')).toEqual(['Dashboard', 'Customers', 'Schedule']);
  });

  it('gives managers the office screens but not Crews', () => {
    expect(labels('manager')).toEqual([
      'Dashboard', 'Customers', 'Schedule', 'Services', 'Invoices', 'Payments', 'Reports', 'Insights', 'Settings',
    ]);
  });

  it('gives owners Crews as well', () => {
    expect(labels('owner')).toContain('Crews');
    expect(labels('owner')).not.toContain('Admin Panel');
  });

  it('gives admins the admin section', () => {
    expect(labels('admin').slice(-3)).toEqual(['Crews', 'Admin Panel', 'Impersonate']);
  });

  it('compares roles case-insensitively', () => {
    expect(labels('OWNER')).toEqual(labels('owner'));
  });
});

describe('pageTitleFor', () => {
  it('uses the spec titles and falls back to the product name', () => {
    expect(pageTitleFor('/app/crews')).toBe('Crew Management');
    expect(pageTitleFor('/app/')).toBe('Dashboard');
    expect(pageTitleFor('/app/unknown')).toBe('Fieldwise');
  });
});

describe('breadcrumbFor', () => {
  it('is Home plus the last path segment', () => {
    expect(breadcrumbFor('/app')).toEqual(['Home']);
    expect(breadcrumbFor('/app/customers')).toEqual(['Home', 'customers']);
    expect(breadcrumbFor('/app/invite/abc')).toEqual(['Home', 'abc']);
  });
});
