import { RemoteAppProviders } from '@fsp/api-client';
import { OwnerOnboardPage } from '../app/features/owner-onboard/components/owner-onboard-page.js';

/** Mounted by the shell at `/admin/owner-onboard/:code/*` (public). */
export default function OwnerOnboard() {
  return (
    <RemoteAppProviders>
      <OwnerOnboardPage />
    </RemoteAppProviders>
  );
}
