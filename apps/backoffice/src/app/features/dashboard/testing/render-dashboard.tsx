import { render } from '@testing-library/react';
import type { MiscEventListing, ScheduleOccurrence, Team } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { scheduleAnswer, startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { DashboardPage } from '../components/dashboard-page.js';
import { profile, TODAY } from './dashboard-fixtures.js';

/** What the stand-in API answers; tests change it between calls to see reloads. */
export interface DashboardData {
  occurrences: ScheduleOccurrence[];
  miscEvents: MiscEventListing[];
  teams: Team[];
}

/** A real local HTTP server answering the dashboard's reads from `data`. */
export async function startDashboardApi(data: DashboardData): Promise<TestApiServer> {
  return startTestApiServer({
    'GET /api/owner/schedule/calendar': { status: 200, body: { time_zone: 'America/New_York', today: TODAY } },
    'GET /api/owner/schedule': (request) => ({
      status: 200,
      body: scheduleAnswer(
        data.occurrences.filter((o) => o.date >= (request.query.get('from') ?? '') && o.date <= (request.query.get('to') ?? '')),
        request.query,
      ),
    }),
    'GET /api/owner/schedule/misc': (request) => ({
      status: 200,
      body: data.miscEvents.filter((e) => e.date >= (request.query.get('from') ?? '') && e.date <= (request.query.get('to') ?? '')),
    }),
    'GET /api/owner/teams': () => ({ status: 200, body: data.teams }),
    'GET /api/owner/stripe/balance': { status: 200, body: { ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] } },
  });
}

export function renderDashboard(server: TestApiServer, role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <DashboardPage />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}
