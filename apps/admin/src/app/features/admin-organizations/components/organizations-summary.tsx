import { ADMIN_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useOrganizationSummary } from '@fsp/api-client';
import { DataTable, EmptyState, ErrorState, LoadingState, PageSection } from '@fsp/ui';
import { OrganizationNameCell } from './organization-name-cell.js';
import styles from './organizations-summary.module.css';

/** "Organizations" summary (part 2 §2, §3): each name, editable in place, and its member count. */
export function OrganizationsSummary() {
  const summary = useOrganizationSummary();
  const rows = summary.data ?? [];

  return (
    <PageSection title="Organizations">
      {summary.isPending ? (
        <LoadingState label="Loading organizations…" />
      ) : summary.isError ? (
        <ErrorState
          message={serverErrorOr(summary.error, ADMIN_MESSAGES.failedToLoadOrganizations)}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={ADMIN_MESSAGES.noOrganizations} />
      ) : (
        <DataTable aria-label="Organizations" className={styles.summary}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col" className={styles.count}>
                Members
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((organization) => (
              <tr key={organization.id} data-testid="organization-summary-row">
                <td data-label="Name" className={styles.nameCell}>
                  <OrganizationNameCell organization={organization} />
                </td>
                <td data-label="Members" className={styles.count}>
                  {organization.member_count}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </PageSection>
  );
}
