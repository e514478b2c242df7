import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ApiConfigProvider, RemoteAppProviders, type FetchLike } from '@fsp/api-client';
import { TestSessionProvider, type Session } from '@fsp/session';
import { OnboardCustomerPage } from '../components/onboard-customer-page.js';

function SignupStandIn() {
  const { code } = useParams();
  return <p>Signup stand-in {code}</p>;
}

/** The screen at /app/onboard-customer inside the remote's providers, with a stand-in for /signup/{code}. */
export function renderOnboardPage({ session, fetch }: { session: Session; fetch: FetchLike }) {
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch }}>
        <MemoryRouter initialEntries={['/app/onboard-customer']}>
          <RemoteAppProviders>
            <Routes>
              <Route path="/app/onboard-customer" element={<OnboardCustomerPage />} />
              <Route path="/signup/:code" element={<SignupStandIn />} />
            </Routes>
          </RemoteAppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}
