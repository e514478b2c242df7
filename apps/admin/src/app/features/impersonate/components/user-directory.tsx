import { useState } from 'react';
import { hasAnyRole, IMPERSONATION_DIRECTORY_QUERY, MESSAGES, type AdminUser, type UserProfile } from '@fsp/contracts';
import { useAdminUsers } from '@fsp/api-client';
import { Button, EmptyState, ErrorState, LoadingState, PageSection, TextField } from '@fsp/ui';
import { filterUsers } from '../utils/filter-users.js';
import { UserCard } from './user-card.js';
import styles from './user-directory.module.css';

export interface UserDirectoryProps {
  me: UserProfile | null;
  pendingUserId: string | null;
  onImpersonate(user: AdminUser): void;
}

/** The API refuses these, so the page does not offer them. */
function refusalFor(user: AdminUser, me: UserProfile | null): string | null {
  if (me && (user.id === me.id || user.email.toLowerCase() === me.email.toLowerCase())) return 'This is you';
  if (hasAnyRole(user.role, ['admin'])) return 'Admins cannot be impersonated';
  return null;
}

export function UserDirectory({ me, pendingUserId, onImpersonate }: UserDirectoryProps) {
  const [search, setSearch] = useState('');
  const directory = useAdminUsers(IMPERSONATION_DIRECTORY_QUERY);
  const users = directory.data?.users ?? [];
  const visible = filterUsers(users, search);

  return (
    <PageSection
      title="Users"
      description="Act as another user to see what they see. Stop at any time from the banner."
      actions={
        <Button
          variant="secondary"
          onClick={() => void directory.refetch()}
          loading={directory.isFetching && !directory.isPending}
          disabled={directory.isPending || pendingUserId !== null}
        >
          Refresh
        </Button>
      }
    >
      <TextField
        label="Search users"
        hideLabel
        type="search"
        placeholder="Search by name, email or role"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className={styles.search}
      />
      {directory.isPending ? (
        <LoadingState label="Loading users…" />
      ) : directory.isError ? (
        <ErrorState message={MESSAGES.failedToLoadUsers} onRetry={() => void directory.refetch()} retrying={directory.isFetching} />
      ) : visible.length === 0 ? (
        <EmptyState
          title={users.length === 0 ? 'No users yet' : 'No users match your search'}
          description={users.length === 0 ? undefined : 'Try a different name, e-mail or role.'}
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {visible.length === users.length ? `${users.length} users` : `${visible.length} of ${users.length} users`}
          </p>
          <ul className={styles.grid} aria-label="Users">
            {visible.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                refusal={refusalFor(user, me)}
                impersonating={pendingUserId === user.id}
                disabled={pendingUserId !== null && pendingUserId !== user.id}
                onImpersonate={onImpersonate}
              />
            ))}
          </ul>
        </>
      )}
    </PageSection>
  );
}
