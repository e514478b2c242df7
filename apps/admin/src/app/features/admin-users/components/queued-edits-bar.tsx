import { ADMIN_MESSAGES } from '@fsp/contracts';
import { Button, Notice } from '@fsp/ui';
import { useQueuedUserEdits } from '../state/queued-user-edits-context.js';
import styles from './users-table.module.css';

export interface QueuedEditsBarProps {
  saving: boolean;
  onSave(): void;
}

/** How many users have queued edits (on any page, or from Edit Organizations), why some were refused, Save Changes and Reset. */
export function QueuedEditsBar({ saving, onSave }: QueuedEditsBarProps) {
  const { edits, failures, reset } = useQueuedUserEdits();
  const count = Object.keys(edits).length;
  const refused = Object.entries(failures).filter(([userId]) => userId in edits);

  return (
    <div className={styles.queue}>
      {refused.length > 0 && (
        <Notice tone="error" title="These changes were not saved:" data-testid="refused-edits">
          <ul className={styles.refusedList}>
            {refused.map(([userId, message]) => (
              <li key={userId}>
                <strong>{edits[userId]?.user.email}</strong>: {message}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <div className={styles.queueActions}>
        <p className={styles.queueCount} aria-live="polite" data-testid="queued-edits-count">
          {count === 0 ? 'No unsaved changes' : `${count} ${count === 1 ? 'user' : 'users'} with unsaved changes`}
        </p>
        <Button variant="secondary" onClick={reset} disabled={count === 0 || saving}>
          {ADMIN_MESSAGES.reset}
        </Button>
        <Button onClick={onSave} disabled={count === 0} loading={saving}>
          {ADMIN_MESSAGES.saveChanges}
        </Button>
      </div>
    </div>
  );
}
