import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_API_ERRORS, ADMIN_MESSAGES, OWNER_INVITE_MESSAGES, type AdminOrganization, type AdminUser } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { adminOrganization } from '../../admin-organizations/testing/organization-fixtures.js';
import { QueuedUserEditsProvider } from '../state/queued-user-edits-context.js';
import { adminUser, renderForAdmin } from '../testing/admin-session.js';
import { usersDirectoryRoute } from '../testing/users-directory-route.js';
import { UsersPanel } from './users-panel.js';

const acme = adminOrganization({ id: 'org-acme', name: 'Acme Lawns' });
const bright = adminOrganization({ id: 'org-bright', name: 'Bright Cleaning' });

let server: TestApiServer;
let directory: AdminUser[];

function start(organizations: AdminOrganization[]) {
  server.route('GET /api/admin/organizations', { status: 200, body: organizations });
}

beforeEach(async () => {
  directory = [adminUser({ id: 'u-1', email: 'first@example.test' })];
  server = await startTestApiServer({ 'GET /api/admin/users': usersDirectoryRoute(() => directory) });
});
afterEach(async () => {
  await server.close();
});

function renderPanel() {
  return renderForAdmin(
    <QueuedUserEditsProvider>
      <UsersPanel />
    </QueuedUserEditsProvider>,
    server,
  );
}

const form = () => screen.getByRole('form', { name: ADMIN_MESSAGES.createUser });
const creates = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/create-user');

async function organizationsLoaded() {
  await waitFor(() => expect(within(form()).getByRole('combobox', { name: 'Organization' })).toBeEnabled());
}

describe('Create User', () => {
  it('offers every role but owner', async () => {
    start([acme]);
    renderPanel();
    const role = within(form()).getByRole('combobox', { name: 'Role' });
    expect(within(role).getAllByRole('option').map((option) => option.textContent)).toEqual(['User', 'Crew member', 'Manager', 'Payee', 'Admin']);
    expect(role).toHaveValue('user');
  });

  it('asks for the e-mail, and for an organization when organizations exist, before sending anything', async () => {
    start([acme, bright]);
    renderPanel();
    await organizationsLoaded();
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));
    expect(within(form()).getByText(ADMIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(form()).getByText(ADMIN_MESSAGES.organizationRequired)).toBeInTheDocument();
    expect(within(form()).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));
    expect(within(form()).getByText(OWNER_INVITE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('needs no organization when there is none', async () => {
    start([]);
    server.route('POST /api/admin/create-user', { status: 201, body: adminUser({ id: 'u-new', email: 'solo@example.test' }) });
    renderPanel();
    await organizationsLoaded();
    expect(within(form()).getByRole('combobox', { name: 'Organization' })).not.toBeRequired();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), 'solo@example.test');
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));
    expect(await screen.findByText(ADMIN_MESSAGES.userCreated)).toBeInTheDocument();
    expect(creates()[0]?.body).toEqual({ email: 'solo@example.test', name: null, role: 'user', organization_id: null });
  });

  it('sends e-mail, name, role and organization, shows a toast, clears the form and refreshes the users list', async () => {
    start([acme, bright]);
    server.route('POST /api/admin/create-user', () => {
      const created = adminUser({ id: 'u-new', email: 'nina@bright.test', name: 'Nina New', role: 'manager', organization_id: 'org-bright' });
      directory = [...directory, created];
      return { status: 201, body: created };
    });
    renderPanel();
    await organizationsLoaded();
    await screen.findByTestId('admin-user-row');

    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), ' nina@bright.test ');
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Name' }), 'Nina New');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Role' }), 'Manager');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Organization' }), 'Bright Cleaning');
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));

    expect(await screen.findByText(ADMIN_MESSAGES.userCreated)).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(creates()[0]?.body).toEqual({ email: 'nina@bright.test', name: 'Nina New', role: 'manager', organization_id: 'org-bright' });
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row').map((row) => row.dataset['email'])).toEqual(['first@example.test', 'nina@bright.test']));
    expect(within(form()).getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(within(form()).getByRole('combobox', { name: 'Organization' })).toHaveValue('');
  });

  it('shows the server’s error and keeps what was typed', async () => {
    allowConsoleError('Creating a user failed');
    start([acme]);
    server.route('POST /api/admin/create-user', { status: 409, body: { error: ADMIN_API_ERRORS.userExists } });
    renderPanel();
    await organizationsLoaded();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Email' }), 'first@example.test');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Organization' }), 'Acme Lawns');
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent(ADMIN_API_ERRORS.userExists);
    expect(within(form()).getByRole('textbox', { name: 'Email' })).toHaveValue('first@example.test');

    server.route('POST /api/admin/create-user', { status: 502, rawBody: 'Bad gateway' });
    await userEvent.click(within(form()).getByRole('button', { name: ADMIN_MESSAGES.createUser }));
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.failedToCreateUser));
  });
});
