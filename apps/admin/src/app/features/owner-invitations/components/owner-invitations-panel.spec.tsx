import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, INDUSTRIES, OWNER_INVITE_MESSAGES, type OwnerInvitation, type UserProfile } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { OwnerInvitationsPanel } from './owner-invitations-panel.js';
import { allowConsoleError } from '@fsp/ui/testing';

const admin: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'a1', role: 'admin', email: 'admin@demo.test', name: 'Avery Admin',
  impersonating: false, real_user: null, organization_id: null,
};

function invitation(overrides: Partial<OwnerInvitation>): OwnerInvitation {
  const code = overrides.code ?? 'code-1';
  return {
    code,
    created_at: '2026-03-01T15:00:00.000Z',
    organization_name: 'Bright Lawns',
    email: 'bright@example.test',
    owner_name: null,
    industry: null,
    status: 'pending',
    expires_at: '2026-03-06T15:00:00.000Z',
    link: `http://localhost:4200/admin/owner-onboard/${code}`,
    ...overrides,
  };
}

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer();
});
afterEach(async () => {
  await server.close();
});

function renderPanel() {
  const session = createTestSession({ status: 'signed-in', profile: admin, getAccessToken: async () => 'admin-token' });
  return renderPage(<OwnerInvitationsPanel />, { url: '/app/admin', path: '/app/admin', session, fetch: server.fetch });
}

const form = () => screen.getByRole('form', { name: 'Invite Organization Owner' });

describe('Recent Owner Invitations', () => {
  it('lists the invitations newest first with an Open link to each onboarding page', async () => {
    server.route('GET /api/admin/owner-invitations/recent', {
      status: 200,
      body: [
        invitation({ code: 'newest', organization_name: 'Newest Co', email: 'new@example.test', status: 'pending' }),
        invitation({ code: 'older', organization_name: 'Older Co', email: 'old@example.test', status: 'accepted' }),
      ],
    });
    renderPanel();
    expect(screen.getByText('Loading owner invites…')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('owner-invitation-row');
    expect(rows.map((row) => within(row).getByText(/Co$/).textContent)).toEqual(['Newest Co', 'Older Co']);
    expect(within(rows[0]).getByText('newest')).toBeInTheDocument();
    expect(within(rows[0]).getByText('new@example.test')).toBeInTheDocument();
    expect(within(rows[0]).getByText('pending')).toHaveAttribute('data-color', 'blue');
    expect(within(rows[1]).getByText('accepted')).toHaveAttribute('data-color', 'green');
    expect(within(rows[0]).getByRole('link', { name: /^Open/ })).toHaveAttribute('href', '/admin/owner-onboard/newest');
    expect(server.requests[0].headers.authorization).toBe('Bearer admin-token');
    const table = screen.getByRole('table', { name: 'Recent Owner Invitations' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Code', 'Organization', 'Email', 'Status', 'Created', 'Expires', 'Actions',
    ]);
  });

  it('says when there are none yet', async () => {
    server.route('GET /api/admin/owner-invitations/recent', { status: 200, body: [] });
    renderPanel();
    expect(await screen.findByText(OWNER_INVITE_MESSAGES.noInvites)).toBeInTheDocument();
  });

  it('shows "Failed to load owner invites" (or the server error) and retries', async () => {
    server.route('GET /api/admin/owner-invitations/recent', { status: 500, rawBody: 'boom' });
    renderPanel();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(OWNER_INVITE_MESSAGES.failedToLoad);

    server.route('GET /api/admin/owner-invitations/recent', { status: 403, body: { error: 'Admin role required' } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The hook retries once (about a second) before reporting the failure again.
    expect(await screen.findByText('Admin role required', {}, { timeout: 5000 })).toBeInTheDocument();

    server.route('GET /api/admin/owner-invitations/recent', { status: 200, body: [invitation({})] });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('owner-invitation-row')).toBeInTheDocument();
  });
});

describe('Invite Organization Owner', () => {
  beforeEach(() => {
    server.route('GET /api/admin/owner-invitations/recent', { status: 200, body: [] });
  });

  it('offers the industries and a TTL of 120 hours by default', async () => {
    renderPanel();
    const industry = within(form()).getByRole('combobox', { name: 'Industry' });
    expect(within(industry).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select an industry…', ...INDUSTRIES]);
    expect(within(form()).getByRole('spinbutton', { name: 'TTL (hours)' })).toHaveValue(120);
  });

  it('asks for the owner e-mail and organization name, and a TTL of at least 1, before sending anything', async () => {
    renderPanel();
    await screen.findByText(OWNER_INVITE_MESSAGES.noInvites);
    const ttl = within(form()).getByRole('spinbutton', { name: 'TTL (hours)' });
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '0');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create invite' }));
    expect(within(form()).getByText(OWNER_INVITE_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(form()).getByText(OWNER_INVITE_MESSAGES.orgNameRequired)).toBeInTheDocument();
    expect(within(form()).getByText(OWNER_INVITE_MESSAGES.ttlTooSmall)).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Owner email' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(form()).getByRole('textbox', { name: 'Owner email' }), 'not-an-email');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create invite' }));
    expect(within(form()).getByText(OWNER_INVITE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('creates the invite, shows a toast and its link, and refreshes the recent list', async () => {
    const created = invitation({ code: 'fresh', organization_name: 'Fresh Cuts', email: 'fresh@example.test' });
    server.route('POST /api/admin/owner-invitations', { status: 201, body: created });
    renderPanel();
    await screen.findByText(OWNER_INVITE_MESSAGES.noInvites);
    server.route('GET /api/admin/owner-invitations/recent', { status: 200, body: [created] });

    await userEvent.type(within(form()).getByRole('textbox', { name: 'Owner email' }), ' fresh@example.test ');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Owner name' }), 'Frida Fresh');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), 'Fresh Cuts');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Industry' }), 'House Washing');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Website' }), 'freshcuts.example');
    const ttl = within(form()).getByRole('spinbutton', { name: 'TTL (hours)' });
    await userEvent.clear(ttl);
    await userEvent.type(ttl, '48');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create invite' }));

    expect(await screen.findByText(OWNER_INVITE_MESSAGES.created)).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers.authorization).toBe('Bearer admin-token');
    expect(post?.body).toEqual({
      owner_email: 'fresh@example.test',
      owner_name: 'Frida Fresh',
      org_name: 'Fresh Cuts',
      industry: 'House Washing',
      website: 'freshcuts.example',
      phone_number: null,
      ttl_hours: 48,
    });
    const newInvite = screen.getByRole('status', { name: 'New owner invite' });
    expect(within(newInvite).getByRole('link', { name: created.link })).toHaveAttribute('href', created.link);
    expect(await screen.findByTestId('owner-invitation-row')).toHaveTextContent('Fresh Cuts');
    expect(within(form()).getByRole('textbox', { name: 'Owner email' })).toHaveValue('');
  });

  it('shows the server error, else "Failed to create owner invite"', async () => {

    allowConsoleError('Creating an owner invite failed');
    server.route('POST /api/admin/owner-invitations', {
      status: 409,
      body: { error: OWNER_INVITE_MESSAGES.oneOwnerPerOrganization },
    });
    renderPanel();
    await screen.findByText(OWNER_INVITE_MESSAGES.noInvites);
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Owner email' }), 'second@example.test');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), 'Green Acres Lawn Care');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create invite' }));
    expect(await screen.findByText(OWNER_INVITE_MESSAGES.oneOwnerPerOrganization)).toBeInTheDocument();

    server.route('POST /api/admin/owner-invitations', { status: 502, rawBody: 'Bad gateway' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Create invite' }));
    expect(await screen.findByText(OWNER_INVITE_MESSAGES.failedToCreate)).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: 'Owner email' })).toHaveValue('second@example.test'));
  });
});
