import type { ReactNode } from 'react';
import { ComingSoon, Page } from '@fsp/ui';

export interface AdminPanelPageProps {
  /** The owner-invitation sections (feature owner-invitations), composed in by the exposed module. */
  ownerInvitations: ReactNode;
}

/** The header already titles the page "Admin Panel"; users and organizations arrive with a later issue. */
export function AdminPanelPage({ ownerInvitations }: AdminPanelPageProps) {
  return (
    <Page>
      {ownerInvitations}
      <ComingSoon title="Users and organizations" />
    </Page>
  );
}
