import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_PROFILE_SETTINGS, DASHBOARD_MESSAGES, INVOICE_MESSAGES, type UserProfile } from '@fsp/contracts';
import { ApiConfigProvider } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { BACKOFFICE_SCREENS } from '../app/screens.js';
import BackofficeRoutes from './routes.js';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

let server: TestApiServer;
beforeAll(async () => {
  // The dashboard at /app reads today's schedule: an empty day.
  server = await startTestApiServer({
    'GET /api/owner/schedule/calendar': { status: 200, body: { time_zone: 'America/New_York', today: '2026-05-04' } },
    'GET /api/owner/schedule': { status: 200, body: { customers: [], services: [], occurrences: [] } },
    'GET /api/owner/schedule/misc': { status: 200, body: [] },
  });
});
afterAll(() => server.close());

const managerProfile: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'm1',
  role: 'manager',
  email: 'manager@demo.test',
  name: 'Marcus Manager',
  impersonating: false,
  real_user: null,
  organization_id: 'o1',
};

function renderAt(url: string) {
  const session = createTestSession({ status: 'signed-in', profile: managerProfile, getAccessToken: async () => 'token' });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/app/*" element={<BackofficeRoutes />} />
            <Route path="/signup/:code" element={<p>Signup stand-in</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

describe('Back-office routes', () => {
  const titles: Record<string, string> = {
    services: 'Services',
    crews: 'Crew Management',
    reports: 'Reports',
    settings: 'Settings',
    customers: 'Customers',
    'onboard-customer': 'Onboard Customer',
    schedule: 'Schedule',
    invoices: 'Invoices',
    payments: 'Payments',
    insights: 'Insights',
  };
  it('/app is today’s dashboard', async () => {
    renderAt('/app');
    expect(screen.getByRole('heading', { name: DASHBOARD_MESSAGES.title })).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MESSAGES.empty)).toBeInTheDocument();
  });

  it('/app/settings is the Settings screen, fetched when it is opened', async () => {
    renderAt('/app/settings?tab=user');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: titles['settings'] })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
  });

  it('/app/invoices is the Invoices screen', async () => {
    server.route('GET /api/owner/invoices', { status: 200, body: [] });
    renderAt('/app/invoices');
    expect(await screen.findByText(INVOICE_MESSAGES.noOpenInvoices)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: INVOICE_MESSAGES.runBilling })).toBeInTheDocument();
  });

  it('every screen has a title here', () => {
    expect(BACKOFFICE_SCREENS.filter((screen) => !titles[screen])).toEqual([]);
  });

  it('sends /app/invite/{token} to /signup/{token}', () => {
    renderAt('/app/invite/tok-123');
    expect(screen.getByText('Signup stand-in')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup/tok-123');
  });

  it('sends unknown /app paths to /app', async () => {
    renderAt('/app/nothing/here');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
    expect(await screen.findByText(DASHBOARD_MESSAGES.empty)).toBeInTheDocument();
  });
});
