import { useState } from 'react';
import { ADMIN_MESSAGES, ADMIN_USERS_DEFAULT_LIMIT, MESSAGES, type AdminUsersQuery } from '@fsp/contracts';
import { serverErrorOr, useAdminOrganizations, useAdminUsers } from '@fsp/api-client';
import { Checkbox, DataTable, EmptyState, ErrorState, LoadingState, PageSection, TextField, useToast } from '@fsp/ui';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { useSaveQueuedUserEdits } from '../hooks/use-save-queued-user-edits.js';
import { useQueuedUserEdits } from '../state/queued-user-edits-context.js';
import { withQueuedChanges } from '../state/queued-user-edits.js';
import { QueuedEditsBar } from './queued-edits-bar.js';
import { UserRow } from './user-row.js';
import { UsersPager } from './users-pager.js';
import styles from './users-table.module.css';

/** Part 2 §9: searches wait 400 ms after the last keystroke. */
export const USER_SEARCH_DEBOUNCE_MS = 400;

/**
 * "Users" (part 2 §2, §4): search, the table with role, status and organization dropdowns whose edits are queued,
 * "Show inactive users", the pager, Save Changes and Reset.
 */
export function UsersSection() {
  const toast = useToast();
  const queued = useQueuedUserEdits();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [showInactive, setShowInactive] = useState(false);
  const [page, setPage] = useState(1);
  // A new search starts again at the first page.
  const [searchedFor, setSearchedFor] = useState(settledSearch);
  if (searchedFor !== settledSearch) {
    setSearchedFor(settledSearch);
    setPage(1);
  }

  const query: AdminUsersQuery = {
    page,
    limit: ADMIN_USERS_DEFAULT_LIMIT,
    status: showInactive ? 'all' : 'active',
    ...(settledSearch ? { search: settledSearch } : {}),
  };
  const users = useAdminUsers(query);
  const organizations = useAdminOrganizations();
  const { save, saving } = useSaveQueuedUserEdits();

  const totalPages = Math.max(1, users.data?.totalPages ?? 1);
  // Saving can shrink the list (a user made inactive leaves it): stay on a page that exists.
  if (users.data && page > totalPages) setPage(totalPages);

  const rows = users.data?.users ?? [];

  return (
    <PageSection title="Users" description="Changes are queued and applied with Save Changes.">
      <div className={styles.filters}>
        <TextField
          label="Search users"
          type="search"
          placeholder="Search by name or e-mail"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className={styles.search}
        />
        <Checkbox
          label={ADMIN_MESSAGES.showInactiveUsers}
          checked={showInactive}
          onChange={(event) => {
            setShowInactive(event.target.checked);
            setPage(1);
          }}
        />
      </div>
      {users.isPending ? (
        <LoadingState label="Loading users…" />
      ) : users.isError ? (
        <ErrorState
          message={serverErrorOr(users.error, MESSAGES.failedToFetchUsers)}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={ADMIN_MESSAGES.noUsers} />
      ) : (
        <DataTable aria-label="Users" className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Organization</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((user) => (
              <UserRow
                key={user.id}
                user={withQueuedChanges(user, queued.edits)}
                edited={user.id in queued.edits}
                failure={queued.failures[user.id]}
                organizations={organizations.data ?? []}
                disabled={saving}
                onChange={(changes) => {
                  const refusal = queued.queue(user, changes);
                  if (refusal) toast.error(refusal);
                }}
              />
            ))}
          </tbody>
        </DataTable>
      )}
      {!users.isError && <UsersPager page={page} totalPages={totalPages} loading={users.isFetching} onPage={setPage} />}
      <QueuedEditsBar saving={saving} onSave={() => void save()} />
    </PageSection>
  );
}
