import type { ReactNode } from 'react';
import { Page } from '@fsp/ui';

export interface AdminPanelPageProps {
  /** Create User and the users table (feature admin-users). */
  users: ReactNode;
  /** Invite Organization Owner and Recent Owner Invitations (feature owner-invitations). */
  ownerInvitations: ReactNode;
  /** The organizations summary, Create New Organization and Edit Organizations (feature admin-organizations). */
  organizations: ReactNode;
}

/** The header already titles the page "Admin Panel"; its sections come in the order of part 2 §2. */
export function AdminPanelPage({ users, ownerInvitations, organizations }: AdminPanelPageProps) {
  return (
    <Page>
      {users}
      {ownerInvitations}
      {organizations}
    </Page>
  );
}
