import { AppProviders } from '../app/app-providers.js';
import { OwnerOnboardPage } from '../app/features/owner-onboard/components/owner-onboard-page.js';

/** Mounted by the shell at `/admin/owner-onboard/:code/*` (public). */
export default function OwnerOnboard() {
  return (
    <AppProviders>
      <OwnerOnboardPage />
    </AppProviders>
  );
}
