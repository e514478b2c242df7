import { jest } from '@jest/globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { OrganizationSettings, OrganizationUpdateRequest, UpdateMeRequest, UserProfile } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { SettingsPage } from '../components/settings-page.js';
import type { PendingTab, SettingsNavigation } from '../utils/settings-navigation.js';
import { ONBOARDING_REQUIRED, ORGANIZATION } from './settings-fixtures.js';

/** What the fake API holds; its write routes change it, as the real API would. */
export interface SettingsApiState {
  organization: OrganizationSettings;
  profile: UserProfile;
}

/**
 * A real local HTTP server with the Settings screen's endpoints: reads answer the state, the organization update
 * merges the posted fields (as saved, state upper-cased by the API's rules), update-me merges the profile.
 */
export async function startSettingsApi(state: SettingsApiState): Promise<TestApiServer> {
  return startTestApiServer({
    'GET /api/owner/my-organization': () => ({ status: 200, body: state.organization }),
    'POST /api/owner/organization/update': (request) => {
      const { id: _id, ...changes } = request.body as OrganizationUpdateRequest;
      state.organization = { ...state.organization, ...changes } as OrganizationSettings;
      return { status: 200, body: state.organization };
    },
    'GET /api/owner/stripe/status': { status: 200, body: ONBOARDING_REQUIRED },
    'PUT /api/users/update-me': (request) => {
      const { notification_prefs, ...changes } = request.body as UpdateMeRequest;
      state.profile = {
        ...state.profile,
        ...changes,
        notification_prefs: { ...state.profile.notification_prefs, ...notification_prefs },
      } as UserProfile;
      return { status: 200, body: state.profile };
    },
  });
}

/** jsdom has no structuredClone; the fixtures are plain JSON. */
const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function freshState(profile: UserProfile): SettingsApiState {
  return { organization: copy(ORGANIZATION), profile: copy(profile) };
}

/** The navigation seam, recording where the screen would have gone. */
export function recordingNavigation() {
  const tab: { go: jest.Mock<PendingTab['go']>; close: jest.Mock<PendingTab['close']> } = { go: jest.fn(), close: jest.fn() };
  const navigation = {
    leavePage: jest.fn<SettingsNavigation['leavePage']>(),
    openPendingTab: jest.fn<SettingsNavigation['openPendingTab']>(() => tab),
    tab,
  };
  return navigation;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderSettingsOptions {
  profile: UserProfile;
  url?: string;
  navigation?: SettingsNavigation;
  refreshProfile?: () => Promise<UserProfile | null>;
}

/** /app/settings inside the remote's providers and a router (the tab lives in the URL), signed in with `profile`. */
export function renderSettings(server: TestApiServer, { profile, url = '/app/settings', navigation, refreshProfile }: RenderSettingsOptions) {
  const session = createTestSession({
    status: 'signed-in',
    profile,
    getAccessToken: async () => `${profile.role}-token`,
    ...(refreshProfile ? { refreshProfile } : {}),
  });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/app/settings"
              element={
                <RemoteAppProviders>
                  <SettingsPage navigation={navigation} />
                </RemoteAppProviders>
              }
            />
          </Routes>
          <Where />
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

/** One part of the screen inside the remote's providers, signed in with `profile`. */
export function renderInProviders(server: TestApiServer, profile: UserProfile, element: ReactElement) {
  const session = createTestSession({ status: 'signed-in', profile, getAccessToken: async () => `${profile.role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>{element}</RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}
