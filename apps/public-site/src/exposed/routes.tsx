import { RemoteAppProviders } from '@fsp/api-client';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../app/features/errors/components/not-found-page.js';
import { UnauthorizedPage } from '../app/features/errors/components/unauthorized-page.js';
import { GetStartedPage } from '../app/features/get-started/components/get-started-page.js';
import { LandingPage } from '../app/features/landing/components/landing-page.js';
import { LoginPage } from '../app/features/login/components/login-page.js';
import { OnboardingCallbackPage } from '../app/features/onboarding-callback/components/onboarding-callback-page.js';

/** Mounted by the shell at `/*`: the public pages and the not-found page. */
export default function PublicSiteRoutes() {
  return (
    <RemoteAppProviders>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="get-started" element={<GetStartedPage />} />
        <Route path="onboarding-callback" element={<OnboardingCallbackPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="unauthorized" element={<UnauthorizedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RemoteAppProviders>
  );
}
