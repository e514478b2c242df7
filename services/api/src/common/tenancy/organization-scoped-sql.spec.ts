import { assertOrganizationScoped, UnscopedSqlError } from './organization-scoped-sql.js';

describe('assertOrganizationScoped', () => {
  it.each([
    'SELECT id FROM services WHERE organization_id = $1',
    'SELECT id FROM schedule_rules WHERE organization_id = $1 AND id = $2 FOR UPDATE',
    'SELECT r.id FROM schedule_rules r JOIN customers c ON c.id = r.customer_id AND c.organization_id = $1 WHERE r.organization_id = $1',
    'SELECT time_zone FROM organizations WHERE id = $1',
    'SELECT id FROM organizations WHERE id = $1 FOR NO KEY UPDATE',
    'UPDATE misc_events SET title = $2 WHERE organization_id = $1 AND id = $3',
  ])('lets through %p', (sql) => {
    expect(() => assertOrganizationScoped(sql)).not.toThrow();
  });

  it.each([
    ['no organization filter', 'SELECT id FROM services WHERE id = $2'],
    ['the organization on another parameter', 'SELECT id FROM services WHERE organization_id = $2'],
    ['$1 taken as $10', 'SELECT id FROM services WHERE organization_id = $10'],
    ['a joined table left unfiltered', 'SELECT r.id FROM schedule_rules r JOIN customers c ON c.id = r.customer_id WHERE r.organization_id = $1'],
    ['another organization row', 'SELECT time_zone FROM organizations WHERE id = $2'],
    ['a filter that only looks alike', 'SELECT id FROM services WHERE parent_organization_id = $1'],
    ['no table at all', 'SELECT $1'],
  ])('refuses %s', (_label, sql) => {
    expect(() => assertOrganizationScoped(sql)).toThrow(UnscopedSqlError);
  });
});
