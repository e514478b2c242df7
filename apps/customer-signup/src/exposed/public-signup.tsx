import { RemoteAppProviders } from '@fsp/api-client';
import { PublicSignupPage } from '../app/features/public-signup/components/public-signup-page.js';

/** Mounted by the shell at `/public-signup/:code`. */
export default function PublicSignup() {
  return (
    <RemoteAppProviders>
      <PublicSignupPage />
    </RemoteAppProviders>
  );
}
