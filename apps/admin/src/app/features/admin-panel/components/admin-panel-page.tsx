import { ComingSoon, PageSection } from '@fsp/ui';
import { Page } from '../../../components/page.js';

export function AdminPanelPage() {
  return (
    <Page>
      <PageSection level={1} title="Admin Panel">
        <ComingSoon title="Users, organizations and owner invitations" />
      </PageSection>
    </Page>
  );
}
