import { pageTitleFor } from '@fsp/contracts';
import { ComingSoon } from '@fsp/ui';
import { Page } from './page.js';

/** A back-office screen whose issue has not landed yet; the shell's header already shows its title. */
export function ComingSoonScreen({ path }: { path: string }) {
  return (
    <Page>
      <ComingSoon title={pageTitleFor(path)} />
    </Page>
  );
}
