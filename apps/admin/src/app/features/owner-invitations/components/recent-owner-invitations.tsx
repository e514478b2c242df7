import { Link } from 'react-router-dom';
import { formatDateTime, OWNER_INVITE_MESSAGES, ownerOnboardPath, type OwnerInviteStatus } from '@fsp/contracts';
import { serverErrorOr, useRecentOwnerInvitations } from '@fsp/api-client';
import { Badge, Button, DataTable, EmptyState, ErrorState, LoadingState, PageSection, VisuallyHidden, type BadgeColor } from '@fsp/ui';
import styles from './recent-owner-invitations.module.css';

const STATUS_COLORS: Record<OwnerInviteStatus, BadgeColor> = { pending: 'blue', accepted: 'green', expired: 'gray' };

/** "Recent Owner Invitations" (part 2 §2 Admin panel): newest first, each with an Open link to its onboarding page. */
export function RecentOwnerInvitations() {
  const recent = useRecentOwnerInvitations();
  const invitations = recent.data ?? [];

  return (
    <PageSection
      title="Recent Owner Invitations"
      actions={
        <Button
          variant="secondary"
          onClick={() => void recent.refetch()}
          loading={recent.isFetching && !recent.isPending}
          disabled={recent.isPending}
        >
          Refresh
        </Button>
      }
    >
      {recent.isPending ? (
        <LoadingState label="Loading owner invites…" />
      ) : recent.isError ? (
        <ErrorState
          message={serverErrorOr(recent.error, OWNER_INVITE_MESSAGES.failedToLoad)}
          onRetry={() => void recent.refetch()}
          retrying={recent.isFetching}
        />
      ) : invitations.length === 0 ? (
        <EmptyState title={OWNER_INVITE_MESSAGES.noInvites} />
      ) : (
        <DataTable aria-label="Recent Owner Invitations">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Organization</th>
                <th scope="col">Email</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.code} data-testid="owner-invitation-row">
                  <td data-label="Code" className={styles.code}>
                    {invitation.code}
                  </td>
                  <td data-label="Organization">{invitation.organization_name}</td>
                  <td data-label="Email" className={styles.email}>
                    {invitation.email}
                  </td>
                  <td data-label="Status">
                    <Badge color={STATUS_COLORS[invitation.status]}>{invitation.status}</Badge>
                  </td>
                  <td data-label="Created">{formatDateTime(invitation.created_at)}</td>
                  <td data-label="Expires">{formatDateTime(invitation.expires_at)}</td>
                  <td className={styles.action}>
                    <Link to={ownerOnboardPath(invitation.code)} aria-label={`Open the invitation for ${invitation.organization_name}`}>
                      Open
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
      )}
    </PageSection>
  );
}
