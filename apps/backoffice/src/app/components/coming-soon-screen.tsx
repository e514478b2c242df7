import { pageTitleFor } from '@fsp/contracts';
import { ComingSoon, Page } from '@fsp/ui';

/** A back-office screen whose issue has not landed yet; the shell's header already shows its title. */
export function ComingSoonScreen({ path }: { path: string }) {
  return (
    <Page>
      <ComingSoon title={pageTitleFor(path)} />
    </Page>
  );
}
