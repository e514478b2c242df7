import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES } from '@fsp/contracts';
import { invalidateAdminDirectoryQueries, serverErrorOr, useUpdateUser } from '@fsp/api-client';
import { useToast } from '@fsp/ui';
import { useQueuedUserEdits } from '../state/queued-user-edits-context.js';
import { queuedUpdates } from '../state/queued-user-edits.js';

/**
 * Save Changes (part 2 §2, §4): one POST /api/admin/update-user per edited user, one after another. The applied
 * edits leave the queue; a refused one stays queued with the server's reason, and "Failed to save changes" is
 * shown when any was refused.
 */
export function useSaveQueuedUserEdits() {
  const queued = useQueuedUserEdits();
  const update = useUpdateUser();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const updates = queuedUpdates(queued.edits);
    if (updates.length === 0) return;
    setSaving(true);
    const applied: string[] = [];
    const failures: Record<string, string> = {};
    for (const { userId, request } of updates) {
      try {
        await update.mutateAsync(request);
        applied.push(userId);
      } catch (error) {
        console.error(`Saving the changes to ${request.email} failed`, error);
        failures[userId] = serverErrorOr(error, ADMIN_MESSAGES.failedToSaveChanges);
      }
    }
    queued.settle(applied, failures);
    setSaving(false);
    if (Object.keys(failures).length > 0) toast.error(ADMIN_MESSAGES.failedToSaveChanges);
    else toast.success(ADMIN_MESSAGES.changesSaved);
    if (applied.length > 0) await invalidateAdminDirectoryQueries(queryClient);
  };

  return { save, saving };
}
