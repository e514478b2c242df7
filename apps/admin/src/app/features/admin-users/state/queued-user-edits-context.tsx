import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AdminUser } from '@fsp/contracts';
import {
  clearOwnerPick,
  discardUserChanges,
  NO_QUEUED_EDITS,
  queueOwnerPick,
  queueUserChanges,
  type QueuedUserChanges,
  type QueuedUserEdits,
} from './queued-user-edits.js';

/** Why the last save left a user's edit queued: the server's message, by user id. */
export type QueuedEditFailures = Readonly<Record<string, string>>;

export interface QueuedUserEditsApi {
  edits: QueuedUserEdits;
  failures: QueuedEditFailures;
  /** Returns the refusal (e.g. "Organization owners cannot be set to inactive.") when the change is not queued. */
  queue(user: AdminUser, changes: QueuedUserChanges): string | null;
  pickOwner(member: AdminUser, organizationId: string): string | null;
  clearOwnerPick(organizationId: string): void;
  /** After Save Changes: the applied edits leave the queue; the failed ones stay with their reasons. */
  settle(applied: readonly string[], failures: QueuedEditFailures): void;
  /** Reset: every queued edit is discarded. */
  reset(): void;
}

const QueuedUserEditsContext = createContext<QueuedUserEditsApi | null>(null);

/**
 * The users table's queued edits, shared with Edit Organizations (whose owner pick queues a user edit too), so
 * one Save Changes applies both.
 */
export function QueuedUserEditsProvider({ children }: { children: ReactNode }) {
  const [edits, setEdits] = useState<QueuedUserEdits>(NO_QUEUED_EDITS);
  const [failures, setFailures] = useState<QueuedEditFailures>({});

  const forget = useCallback((userIds: readonly string[]) => {
    setFailures((current) => {
      if (!userIds.some((id) => id in current)) return current;
      const next = { ...current };
      for (const id of userIds) delete next[id];
      return next;
    });
  }, []);

  const queue = useCallback(
    (user: AdminUser, changes: QueuedUserChanges) => {
      const result = queueUserChanges(edits, user, changes);
      if (result.refusal) return result.refusal;
      setEdits(result.edits);
      forget([user.id]);
      return null;
    },
    [edits, forget],
  );

  const pickOwner = useCallback(
    (member: AdminUser, organizationId: string) => {
      const result = queueOwnerPick(edits, member, organizationId);
      if (result.refusal) return result.refusal;
      setEdits(result.edits);
      forget([member.id]);
      return null;
    },
    [edits, forget],
  );

  const api = useMemo<QueuedUserEditsApi>(
    () => ({
      edits,
      failures,
      queue,
      pickOwner,
      clearOwnerPick: (organizationId) => setEdits((current) => clearOwnerPick(current, organizationId)),
      settle: (applied, failed) => {
        setEdits((current) => discardUserChanges(current, applied));
        setFailures(failed);
      },
      reset: () => {
        setEdits(NO_QUEUED_EDITS);
        setFailures({});
      },
    }),
    [edits, failures, queue, pickOwner],
  );

  return <QueuedUserEditsContext.Provider value={api}>{children}</QueuedUserEditsContext.Provider>;
}

export function useQueuedUserEdits(): QueuedUserEditsApi {
  const api = useContext(QueuedUserEditsContext);
  if (!api) throw new Error('useQueuedUserEdits needs a QueuedUserEditsProvider around it');
  return api;
}
