import { CreateOrganizationForm } from './create-organization-form.js';
import { EditOrganizations } from './edit-organizations.js';
import type { OrganizationOwnerPicker } from './organization-owner-picker.js';
import { OrganizationsSummary } from './organizations-summary.js';

export interface OrganizationsPanelProps {
  owner: OrganizationOwnerPicker;
}

/** The Admin Panel's organization sections: the summary, Create New Organization and Edit Organizations. */
export function OrganizationsPanel({ owner }: OrganizationsPanelProps) {
  return (
    <>
      <OrganizationsSummary />
      <CreateOrganizationForm />
      <EditOrganizations owner={owner} />
    </>
  );
}
