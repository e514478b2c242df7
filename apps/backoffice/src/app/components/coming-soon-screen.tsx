import { pageTitleFor } from '@fsp/contracts';
import { ComingSoon, PageSection } from '@fsp/ui';
import { Page } from './page.js';

/** A back-office screen whose issue has not landed yet: its title and the plain coming-soon panel. */
export function ComingSoonScreen({ path }: { path: string }) {
  const title = pageTitleFor(path);
  return (
    <Page>
      <PageSection level={1} title={title}>
        <ComingSoon title={title} />
      </PageSection>
    </Page>
  );
}
