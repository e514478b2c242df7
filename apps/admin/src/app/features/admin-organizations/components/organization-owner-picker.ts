import type { ReactNode } from 'react';
import type { AdminOrganization } from '@fsp/contracts';

/**
 * The owner picker of Edit Organizations, composed in by the admin panel: its choice is queued with the users
 * table's edits (applied by that Save Changes), and Edit Organizations' Reset drops it with the field edits.
 */
export interface OrganizationOwnerPicker {
  field(organization: AdminOrganization): ReactNode;
  /** Whether an owner pick is queued for the organization. */
  picked(organizationId: string): boolean;
  discard(organizationId: string): void;
}
