import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_PROFILE_SETTINGS, type AdminUser, type UserProfile } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, type Session } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { ImpersonatePage } from './impersonate-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

const admin: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'a1', role: 'admin', email: 'admin@demo.test', name: 'Avery Admin',
  impersonating: false, real_user: null, organization_id: null,
};

const USERS: AdminUser[] = [
  { id: 'a1', email: 'admin@demo.test', name: 'Avery Admin', role: 'admin', status: 'active', organization_id: null },
  { id: 'u1', email: 'owner@demo.test', name: 'Olivia Owner', role: 'owner', status: 'active', organization_id: 'o1' },
  { id: 'u2', email: 'manager@demo.test', name: 'Marcus Manager', role: 'manager', status: 'active', organization_id: 'o1' },
  { id: 'u3', email: 'crew@demo.test', name: 'Casey Crew', role: 'crew_member', status: 'inactive', organization_id: 'o1' },
  { id: 'u4', email: 'pay@demo.test', name: 'Pat Payee', role: 'Payee', status: 'active', organization_id: 'o1' },
  { id: 'a2', email: 'admin2@demo.test', name: 'Second Admin', role: 'ADMIN', status: 'active', organization_id: null },
];

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ 'GET /api/admin/users': { status: 200, body: { users: USERS, totalPages: 1 } } });
});
afterEach(async () => {
  await server.close();
});

function adminSession(overrides: Partial<Session> = {}) {
  return createTestSession({ status: 'signed-in', profile: admin, getAccessToken: async () => 'admin-token', ...overrides });
}

function renderImpersonate(session: Session) {
  return renderPage(<ImpersonatePage />, { url: '/app/impersonate', path: '/app/impersonate', session, fetch: server.fetch });
}

const card = (email: string) => screen.getAllByTestId('impersonate-user-card').find((el) => el.dataset['email'] === email) as HTMLElement;
const visibleEmails = () => screen.queryAllByTestId('impersonate-user-card').map((el) => el.dataset['email']);

describe('ImpersonatePage', () => {
  it('loads the whole directory with the admin token', async () => {
    renderImpersonate(adminSession());
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
    expect(server.requests[0].path).toBe('/api/admin/users');
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ status: 'all', limit: '1000', page: '1' });
    expect(server.requests[0].headers.authorization).toBe('Bearer admin-token');
    expect(visibleEmails()).toHaveLength(USERS.length);
  });

  it('shows role badges in the spec colours', async () => {
    renderImpersonate(adminSession());
    await screen.findByText('Olivia Owner');
    const colour = (email: string) => within(card(email)).getByTestId('role-badge').dataset['color'];
    expect(colour('admin2@demo.test')).toBe('purple');
    expect(colour('owner@demo.test')).toBe('green');
    expect(colour('manager@demo.test')).toBe('blue');
    expect(colour('pay@demo.test')).toBe('yellow');
    expect(colour('crew@demo.test')).toBe('gray');
    expect(within(card('crew@demo.test')).getByTestId('status-badge')).toHaveTextContent('inactive');
  });

  it('filters instantly by name, e-mail or role and shows an empty state', async () => {
    renderImpersonate(adminSession());
    await screen.findByText('Olivia Owner');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(search, { target: { value: 'marcus' } });
    expect(visibleEmails()).toEqual(['manager@demo.test']);
    fireEvent.change(search, { target: { value: 'CREW@demo' } });
    expect(visibleEmails()).toEqual(['crew@demo.test']);
    fireEvent.change(search, { target: { value: 'admin' } });
    expect(visibleEmails()).toEqual(['admin@demo.test', 'admin2@demo.test']);
    fireEvent.change(search, { target: { value: 'nobody-like-this' } });
    expect(visibleEmails()).toEqual([]);
    expect(screen.getByText('No users match your search')).toBeInTheDocument();
  });

  it('offers Impersonate only where the API allows it', async () => {
    renderImpersonate(adminSession());
    await screen.findByText('Olivia Owner');
    expect(within(card('owner@demo.test')).getByRole('button', { name: 'Impersonate Olivia Owner' })).toBeEnabled();
    expect(within(card('admin2@demo.test')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('admin2@demo.test')).getByText('Admins cannot be impersonated')).toBeInTheDocument();
    expect(within(card('admin@demo.test')).getByText('This is you')).toBeInTheDocument();
  });

  it('starts impersonation, refreshes the profile, tells other tabs and lands on /app', async () => {
    const order: string[] = [];
    server.route('POST /api/admin/impersonate/start', (request) => {
      order.push(`start ${JSON.stringify(request.body)}`);
      return { status: 200, body: { impersonating: true, target_user_id: 'u1' } };
    });
    const owner: UserProfile = {
      ...DEFAULT_PROFILE_SETTINGS, id: 'u1', role: 'owner', email: 'owner@demo.test', name: 'Olivia Owner', organization_id: 'o1',
      impersonating: true, real_user: { id: 'a1', email: 'admin@demo.test', name: 'Avery Admin', role: 'admin' },
    };
    // Like the real provider, refreshing swaps the profile, which makes the page's admin check fail.
    const view = renderImpersonate(
      adminSession({
        refreshProfile: async () => {
          order.push('refreshProfile');
          view.setSession(adminSession({ profile: owner, announceImpersonationChange: () => void order.push('announce') }));
          return owner;
        },
        announceImpersonationChange: () => void order.push('announce'),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Olivia Owner' }));
    expect(await screen.findByText('Dashboard stand-in')).toBeInTheDocument();
    expect(order).toEqual(['start {"user_id":"u1"}', 'refreshProfile', 'announce']);
    expect(screen.queryByText('Unauthorized stand-in')).not.toBeInTheDocument();
  });

  it('toasts "Failed to impersonate" with the server reason and stays', async () => {

    allowConsoleError('Starting impersonation failed');
    server.route('POST /api/admin/impersonate/start', { status: 400, body: { error: 'Stop the current impersonation before starting another' } });
    const refreshed: string[] = [];
    renderImpersonate(adminSession({ refreshProfile: async () => (refreshed.push('x'), null) }));
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Marcus Manager' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Failed to impersonate');
    expect(toast).toHaveTextContent('Stop the current impersonation before starting another');
    expect(refreshed).toEqual([]);
    expect(screen.getByRole('button', { name: 'Impersonate Marcus Manager' })).toBeEnabled();
  });

  it('toasts "Failed to impersonate" when the server gives no reason', async () => {

    allowConsoleError('Starting impersonation failed');
    server.route('POST /api/admin/impersonate/start', { status: 502, rawBody: 'Bad gateway' });
    renderImpersonate(adminSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Olivia Owner' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(/^Failed to impersonate/);
  });

  it('shows "Failed to load users" with a retry that reloads', async () => {
    server.route('GET /api/admin/users', { status: 500, body: { error: 'The database is unavailable' } });
    renderImpersonate(adminSession());
    // The remote's QueryClient retries a failed load once (about a second) before showing the error.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to load users');
    server.route('GET /api/admin/users', { status: 200, body: { users: USERS, totalPages: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
  });

  it('Refresh reloads the directory', async () => {
    renderImpersonate(adminSession());
    await screen.findByText('Olivia Owner');
    server.route('GET /api/admin/users', { status: 200, body: { users: [...USERS, { ...USERS[1], id: 'u9', email: 'new@demo.test', name: 'New Person' }], totalPages: 1 } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('New Person')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/api/admin/users')).toHaveLength(2);
  });

  it.each(['owner', 'crew_member', 'Manager'])('sends a %s to /unauthorized without loading users', async (role) => {
    renderImpersonate(adminSession({ profile: { ...admin, id: 'x', role } }));
    expect(await screen.findByText('Unauthorized stand-in')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('accepts the admin role in any case', async () => {
    renderImpersonate(adminSession({ profile: { ...admin, role: 'ADMIN' } }));
    expect(await screen.findByText('Olivia Owner')).toBeInTheDocument();
  });
});
