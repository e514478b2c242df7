import { ADMIN_MESSAGES, normalizeRole, type AdminUpdateUserRequest, type AdminUser } from '@fsp/contracts';

/** What the users table queues per user (part 2 §4): role, status and organization. */
export type QueuedUserField = 'role' | 'status' | 'organization_id';
export type QueuedUserChanges = Partial<Pick<AdminUser, QueuedUserField>>;

export interface QueuedUserEdit {
  /** The user as loaded when the first change was queued: what the changes are measured against. */
  user: AdminUser;
  changes: QueuedUserChanges;
}

/** Keyed by user id; a user without changes has no entry. */
export type QueuedUserEdits = Readonly<Record<string, QueuedUserEdit>>;

export const NO_QUEUED_EDITS: QueuedUserEdits = {};

const FIELDS: readonly QueuedUserField[] = ['role', 'status', 'organization_id'];

const isOwner = (role: string | undefined) => normalizeRole(role) === 'owner';

/** The user as the table shows them: as loaded, with their queued changes on top. */
export function withQueuedChanges(user: AdminUser, edits: QueuedUserEdits): AdminUser {
  const edit = edits[user.id];
  return edit ? { ...user, ...edit.changes } : user;
}

export type QueueResult = { edits: QueuedUserEdits; refusal: null } | { edits: QueuedUserEdits; refusal: string };

/**
 * Adds `changes` to the user's queued edit. A change back to the loaded value drops it (and a user left with no
 * changes drops out). An owner cannot be inactive (part 2 §5), so a change that would make one is refused.
 */
export function queueUserChanges(edits: QueuedUserEdits, user: AdminUser, changes: QueuedUserChanges): QueueResult {
  const base = edits[user.id]?.user ?? user;
  const merged: QueuedUserChanges = { ...edits[user.id]?.changes, ...changes };
  const effective = { ...base, ...merged };
  if (isOwner(effective.role) && effective.status === 'inactive') return { edits, refusal: ADMIN_MESSAGES.ownerCannotBeInactive };
  const kept: QueuedUserChanges = {};
  for (const field of FIELDS) {
    if (field in merged && merged[field] !== base[field]) Object.assign(kept, { [field]: merged[field] });
  }
  const next = { ...edits };
  if (Object.keys(kept).length === 0) delete next[user.id];
  else next[user.id] = { user: base, changes: kept };
  return { edits: next, refusal: null };
}

/** Drops the given fields (all when none are named) from each listed user's queued edit. */
export function discardUserChanges(edits: QueuedUserEdits, userIds: readonly string[], fields: readonly QueuedUserField[] = FIELDS): QueuedUserEdits {
  const next = { ...edits };
  for (const id of userIds) {
    const edit = next[id];
    if (!edit) continue;
    const kept = { ...edit.changes };
    for (const field of fields) delete kept[field];
    if (Object.keys(kept).length === 0) delete next[id];
    else next[id] = { ...edit, changes: kept };
  }
  return next;
}

/** The member queued to become the organization's owner, if any. */
export function queuedOwnerOf(edits: QueuedUserEdits, organizationId: string): AdminUser | null {
  const edit = Object.values(edits).find(
    ({ user, changes }) => isOwner(changes.role) && (changes.organization_id ?? user.organization_id) === organizationId,
  );
  return edit ? withQueuedChanges(edit.user, edits) : null;
}

/**
 * Picking an organization's owner in Edit Organizations (part 2 §4): queues the member's role as owner and
 * their organization as this one, replacing another owner pick queued for the same organization.
 */
export function queueOwnerPick(edits: QueuedUserEdits, member: AdminUser, organizationId: string): QueueResult {
  const earlier = queuedOwnerOf(edits, organizationId);
  const cleared = earlier && earlier.id !== member.id ? discardUserChanges(edits, [earlier.id], ['role']) : edits;
  const result = queueUserChanges(cleared, member, { role: 'owner', organization_id: organizationId });
  return result.refusal ? { edits, refusal: result.refusal } : result;
}

/** Drops the owner pick queued for the organization (the admin chose the current owner, or none, again). */
export function clearOwnerPick(edits: QueuedUserEdits, organizationId: string): QueuedUserEdits {
  const earlier = queuedOwnerOf(edits, organizationId);
  return earlier ? discardUserChanges(edits, [earlier.id], ['role']) : edits;
}

export interface QueuedUpdate {
  userId: string;
  request: AdminUpdateUserRequest;
}

/**
 * One update per edited user: the e-mail plus only the changed fields. Updates that make someone an owner go
 * last, so an owner stepped down in the same save makes room first (one owner per organization).
 */
export function queuedUpdates(edits: QueuedUserEdits): QueuedUpdate[] {
  const updates = Object.entries(edits).map(([userId, { user, changes }]) => ({ userId, request: { email: user.email, ...changes } }));
  const makesOwner = (update: QueuedUpdate) => (isOwner(update.request.role) ? 1 : 0);
  return updates.sort((a, b) => makesOwner(a) - makesOwner(b));
}
