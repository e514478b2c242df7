import { ADMIN_ASSIGNABLE_ROLES, type AdminOrganization, type AdminUser } from '@fsp/contracts';
import { Badge, Select } from '@fsp/ui';
import type { QueuedUserChanges } from '../state/queued-user-edits.js';
import { organizationOptions, roleOptions, statusOptions } from '../utils/user-options.js';
import styles from './users-table.module.css';

export interface UserRowProps {
  /** The user with their queued changes on top. */
  user: AdminUser;
  edited: boolean;
  /** Why the last save did not apply this user's edit. */
  failure: string | undefined;
  organizations: readonly AdminOrganization[];
  disabled: boolean;
  onChange(changes: QueuedUserChanges): void;
}

export function UserRow({ user, edited, failure, organizations, disabled, onChange }: UserRowProps) {
  return (
    <tr data-testid="admin-user-row" data-email={user.email} data-edited={edited || undefined} className={edited ? styles.edited : undefined}>
      <td data-label="Email" className={styles.email}>
        <span>{user.email}</span>
        {edited && (
          <Badge color="yellow" className={styles.editedBadge}>
            Edited
          </Badge>
        )}
        {failure && (
          <span className={styles.failure} data-testid="admin-user-failure">
            {failure}
          </span>
        )}
      </td>
      <td data-label="Name">{user.name?.trim() || '—'}</td>
      <td data-label="Role">
        <Select
          label={`Role of ${user.email}`}
          hideLabel
          options={roleOptions(ADMIN_ASSIGNABLE_ROLES, user.role)}
          value={user.role}
          disabled={disabled}
          onChange={(event) => onChange({ role: event.target.value })}
        />
      </td>
      <td data-label="Status">
        <Select
          label={`Status of ${user.email}`}
          hideLabel
          options={statusOptions(user.status)}
          value={user.status}
          disabled={disabled}
          onChange={(event) => onChange({ status: event.target.value })}
        />
      </td>
      <td data-label="Organization">
        <Select
          label={`Organization of ${user.email}`}
          hideLabel
          placeholder="No organization"
          options={organizationOptions(organizations, user.organization_id)}
          value={user.organization_id ?? ''}
          disabled={disabled}
          onChange={(event) => onChange({ organization_id: event.target.value || null })}
        />
      </td>
    </tr>
  );
}
