import { useState } from 'react';
import { ADMIN_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useAdminOrganizations } from '@fsp/api-client';
import { EmptyState, ErrorState, LoadingState, PageSection, Select } from '@fsp/ui';
import { OrganizationEditor } from './organization-editor.js';
import type { OrganizationOwnerPicker } from './organization-owner-picker.js';
import styles from './organization-forms.module.css';

export interface EditOrganizationsProps {
  owner: OrganizationOwnerPicker;
}

/** "Edit Organizations" (part 2 §2): pick an organization, edit it, Save Changes or Reset. */
export function EditOrganizations({ owner }: EditOrganizationsProps) {
  const organizations = useAdminOrganizations();
  const [selectedId, setSelectedId] = useState('');
  const list = organizations.data ?? [];
  const selected = list.find((organization) => organization.id === selectedId) ?? null;

  return (
    <PageSection title={ADMIN_MESSAGES.editOrganizations}>
      {organizations.isPending ? (
        <LoadingState label="Loading organizations…" />
      ) : organizations.isError ? (
        <ErrorState
          message={serverErrorOr(organizations.error, ADMIN_MESSAGES.failedToLoadOrganizations)}
          onRetry={() => void organizations.refetch()}
          retrying={organizations.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title={ADMIN_MESSAGES.noOrganizations} />
      ) : (
        <>
          <Select
            label="Organization to edit"
            placeholder="Select an organization…"
            options={list.map((organization) => ({ value: organization.id, label: organization.name }))}
            value={selected?.id ?? ''}
            onChange={(event) => setSelectedId(event.target.value)}
            className={styles.picker}
          />
          {selected && <OrganizationEditor key={selected.id} organization={selected} owner={owner} />}
        </>
      )}
    </PageSection>
  );
}
