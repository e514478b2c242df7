import { LoadingState } from '@fsp/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicSiteProviders } from '../app/components/public-site-providers.js';
import { LandingPage } from '../app/features/landing/components/landing-page.js';

// The landing page comes with the routes; every other page is fetched when it is opened.
const GetStartedPage = lazy(() =>
  import(/* webpackChunkName: "lazy-page-get-started" */ '../app/features/get-started/components/get-started-page.js').then((module) => ({
    default: module.GetStartedPage,
  })),
);
const OnboardingCallbackPage = lazy(() =>
  import(/* webpackChunkName: "lazy-page-onboarding-callback" */ '../app/features/onboarding-callback/components/onboarding-callback-page.js').then(
    (module) => ({ default: module.OnboardingCallbackPage }),
  ),
);
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "lazy-page-login" */ '../app/features/login/components/login-page.js').then((module) => ({ default: module.LoginPage })),
);
const UnauthorizedPage = lazy(() =>
  import(/* webpackChunkName: "lazy-page-unauthorized" */ '../app/features/errors/components/unauthorized-page.js').then((module) => ({
    default: module.UnauthorizedPage,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "lazy-page-not-found" */ '../app/features/errors/components/not-found-page.js').then((module) => ({
    default: module.NotFoundPage,
  })),
);

/** Mounted by the shell at `/*`: the public pages and the not-found page. */
export default function PublicSiteRoutes() {
  return (
    <PublicSiteProviders>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="get-started" element={<GetStartedPage />} />
          <Route path="onboarding-callback" element={<OnboardingCallbackPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="unauthorized" element={<UnauthorizedPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </PublicSiteProviders>
  );
}
