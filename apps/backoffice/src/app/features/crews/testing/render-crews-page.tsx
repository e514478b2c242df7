import { render } from '@testing-library/react';
import { DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import type { TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { CrewsPage } from '../components/crews-page.js';

function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}

/** /app/crews inside the remote's providers, signed in with `role`, talking to a real local HTTP server. */
export function renderCrewsPage(server: TestApiServer, role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <CrewsPage />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}
