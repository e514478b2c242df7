import { ComingSoon, Page } from '@fsp/ui';

/** The header already titles the page "Admin Panel"; its sections arrive with later issues. */
export function AdminPanelPage() {
  return (
    <Page>
      <ComingSoon title="Users, organizations and owner invitations" />
    </Page>
  );
}
