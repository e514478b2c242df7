import type { AdminUser } from '@fsp/contracts';
import { filterUsers } from './filter-users.js';

const users: AdminUser[] = [
  { id: '1', email: 'owner@demo.test', name: 'Olivia Owner', role: 'owner', status: 'active', organization_id: 'o1' },
  { id: '2', email: 'crew@demo.test', name: 'Casey Crew', role: 'crew_member', status: 'active', organization_id: 'o1' },
  { id: '3', email: 'nobody@demo.test', name: null, role: 'USER', status: 'inactive', organization_id: null },
];

describe('filterUsers', () => {
  it('returns everyone for a blank search', () => {
    expect(filterUsers(users, '  ')).toHaveLength(3);
  });

  it('matches name, e-mail and role case-insensitively', () => {
    expect(filterUsers(users, 'olivia').map((u) => u.id)).toEqual(['1']);
    expect(filterUsers(users, 'CREW@').map((u) => u.id)).toEqual(['2']);
    expect(filterUsers(users, 'user').map((u) => u.id)).toEqual(['3']);
    expect(filterUsers(users, 'crew member').map((u) => u.id)).toEqual(['2']);
    expect(filterUsers(users, 'zzz')).toEqual([]);
  });
});
