import { ADMIN_MESSAGES, type AdminUser } from '@fsp/contracts';
import {
  clearOwnerPick,
  discardUserChanges,
  NO_QUEUED_EDITS,
  queuedOwnerOf,
  queuedUpdates,
  queueOwnerPick,
  queueUserChanges,
  withQueuedChanges,
} from './queued-user-edits.js';

const user = (overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'email'>): AdminUser => ({
  name: null,
  role: 'user',
  status: 'active',
  organization_id: 'org-a',
  ...overrides,
});

const ana = user({ id: 'u-ana', email: 'ana@example.test', role: 'manager' });
const ben = user({ id: 'u-ben', email: 'ben@example.test', role: 'crew_member' });
const olga = user({ id: 'u-olga', email: 'olga@example.test', role: 'owner' });

describe('queued user edits', () => {
  it('keeps only the fields that differ from the user as loaded', () => {
    let edits = queueUserChanges(NO_QUEUED_EDITS, ana, { role: 'payee' }).edits;
    edits = queueUserChanges(edits, ana, { organization_id: 'org-b' }).edits;
    expect(edits).toEqual({ 'u-ana': { user: ana, changes: { role: 'payee', organization_id: 'org-b' } } });
    expect(withQueuedChanges(ana, edits)).toEqual({ ...ana, role: 'payee', organization_id: 'org-b' });

    edits = queueUserChanges(edits, ana, { role: 'manager' }).edits;
    expect(edits['u-ana']?.changes).toEqual({ organization_id: 'org-b' });
    edits = queueUserChanges(edits, ana, { organization_id: 'org-a' }).edits;
    expect(edits).toEqual({});
  });

  it('measures changes against the user as first loaded, even when a reloaded copy is passed later', () => {
    let edits = queueUserChanges(NO_QUEUED_EDITS, ana, { status: 'inactive' }).edits;
    edits = queueUserChanges(edits, { ...ana, status: 'inactive' }, { status: 'active' }).edits;
    expect(edits).toEqual({});
  });

  it('refuses to make an owner inactive, or an inactive user an owner, and leaves the queue as it was', () => {
    const refused = queueUserChanges(NO_QUEUED_EDITS, olga, { status: 'inactive' });
    expect(refused.refusal).toBe(ADMIN_MESSAGES.ownerCannotBeInactive);
    expect(refused.edits).toBe(NO_QUEUED_EDITS);

    const inactive = user({ id: 'u-ivy', email: 'ivy@example.test', status: 'inactive' });
    expect(queueUserChanges(NO_QUEUED_EDITS, inactive, { role: 'OWNER' }).refusal).toBe(ADMIN_MESSAGES.ownerCannotBeInactive);

    // Once the owner is stepped down in the same queue, making them inactive is fine.
    const steppedDown = queueUserChanges(NO_QUEUED_EDITS, olga, { role: 'manager' }).edits;
    const result = queueUserChanges(steppedDown, olga, { status: 'inactive' });
    expect(result.refusal).toBeNull();
    expect(result.edits['u-olga']?.changes).toEqual({ role: 'manager', status: 'inactive' });
  });

  it('an owner pick queues role owner and the organization, replacing an earlier pick for the same organization', () => {
    const outsider = user({ id: 'u-out', email: 'out@example.test', organization_id: null });
    let edits = queueOwnerPick(NO_QUEUED_EDITS, outsider, 'org-a').edits;
    expect(edits['u-out']?.changes).toEqual({ role: 'owner', organization_id: 'org-a' });
    expect(queuedOwnerOf(edits, 'org-a')?.id).toBe('u-out');

    edits = queueUserChanges(edits, ben, { status: 'inactive' }).edits;
    expect(queueOwnerPick(edits, ben, 'org-a').refusal).toBe(ADMIN_MESSAGES.ownerCannotBeInactive);

    edits = queueOwnerPick(edits, ana, 'org-a').edits;
    expect(queuedOwnerOf(edits, 'org-a')?.id).toBe('u-ana');
    // The earlier pick loses its owner role but keeps the move it was queued with.
    expect(edits['u-out']?.changes).toEqual({ organization_id: 'org-a' });
    expect(edits['u-ana']?.changes).toEqual({ role: 'owner' });

    edits = clearOwnerPick(edits, 'org-a');
    expect(queuedOwnerOf(edits, 'org-a')).toBeNull();
    expect(edits['u-ana']).toBeUndefined();
    expect(Object.keys(edits).sort()).toEqual(['u-ben', 'u-out']);
  });

  it('picking the saved owner again drops the pick', () => {
    let edits = queueOwnerPick(NO_QUEUED_EDITS, ana, 'org-a').edits;
    edits = queueOwnerPick(edits, olga, 'org-a').edits;
    expect(edits).toEqual({});
  });

  it('builds one request per edited user, e-mail plus the changed fields, owners made last', () => {
    let edits = queueUserChanges(NO_QUEUED_EDITS, ana, { role: 'owner', organization_id: 'org-b' }).edits;
    edits = queueUserChanges(edits, olga, { role: 'manager' }).edits;
    edits = queueUserChanges(edits, ben, { organization_id: null }).edits;
    expect(queuedUpdates(edits)).toEqual([
      { userId: 'u-olga', request: { email: 'olga@example.test', role: 'manager' } },
      { userId: 'u-ben', request: { email: 'ben@example.test', organization_id: null } },
      { userId: 'u-ana', request: { email: 'ana@example.test', role: 'owner', organization_id: 'org-b' } },
    ]);
    expect(queuedUpdates(discardUserChanges(edits, ['u-ana', 'u-olga', 'u-ben']))).toEqual([]);
  });
});
