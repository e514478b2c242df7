import type { ReactNode } from 'react';
import type { AdminOrganization } from '@fsp/contracts';
import { CreateOrganizationForm } from './create-organization-form.js';
import { EditOrganizations } from './edit-organizations.js';
import { OrganizationsSummary } from './organizations-summary.js';

export interface OrganizationsPanelProps {
  /** The owner picker of Edit Organizations, composed in by the admin panel. */
  ownerField(organization: AdminOrganization): ReactNode;
}

/** The Admin Panel's organization sections: the summary, Create New Organization and Edit Organizations. */
export function OrganizationsPanel({ ownerField }: OrganizationsPanelProps) {
  return (
    <>
      <OrganizationsSummary />
      <CreateOrganizationForm />
      <EditOrganizations ownerField={ownerField} />
    </>
  );
}
