import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, DEFAULT_PROFILE_SETTINGS, type AdminUser } from '@fsp/contracts';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession } from '@fsp/session';
import AdminPanel from '../../../../exposed/admin-panel.js';
import { renderPage } from '../../../testing/render-page.js';
import { adminOrganization } from '../../admin-organizations/testing/organization-fixtures.js';
import { adminUser } from '../../admin-users/testing/admin-session.js';
import { usersDirectoryRoute } from '../../admin-users/testing/users-directory-route.js';

const profile = { ...DEFAULT_PROFILE_SETTINGS, id: 'a1', email: 'admin@demo.test', name: null, impersonating: false, real_user: null, organization_id: null };

const acme = adminOrganization({ id: 'org-acme', name: 'Acme Lawns' });
const mia = adminUser({ id: 'u-mia', email: 'mia@acme.test', name: 'Mia Manager', role: 'manager', organization_id: 'org-acme' });
const carl = adminUser({ id: 'u-carl', email: 'carl@acme.test', name: 'Carl Crew', role: 'crew_member', organization_id: 'org-acme' });

let server: TestApiServer;
let directory: AdminUser[];

beforeEach(async () => {
  directory = [mia, carl];
  server = await startTestApiServer({
    'GET /api/admin/users': usersDirectoryRoute(() => directory),
    'GET /api/admin/organizations': { status: 200, body: [acme] },
    'GET /api/admin/organization-summary': { status: 200, body: [{ id: acme.id, name: acme.name, member_count: 2 }] },
    'GET /api/admin/owner-invitations/recent': { status: 200, body: [] },
    'POST /api/admin/update-user': (request: RecordedRequest) => {
      const { email, ...changes } = request.body as { email: string } & Partial<AdminUser>;
      directory = directory.map((user) => (user.email === email ? { ...user, ...changes } : user));
      return { status: 200, body: directory.find((user) => user.email === email) };
    },
  });
});
afterEach(async () => {
  await server.close();
});

function renderAdminPanel(role: string) {
  const session = createTestSession({ status: 'signed-in', profile: { ...profile, role }, getAccessToken: async () => 'admin-token' });
  return renderPage(<AdminPanel />, { url: '/app/admin', path: '/app/admin/*', session, fetch: server.fetch });
}

/** The admin panel, once its users table has loaded: the Users region. */
async function renderUsersSection() {
  renderAdminPanel('admin');
  await screen.findAllByTestId('admin-user-row');
  return screen.getByRole('region', { name: 'Users' });
}

const updateUserBodies = () =>
  server.requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/update-user').map((request) => request.body);

/** Edit Organizations with Acme Lawns picked, once its Owner field offers `options` choices (No owner included). */
async function ownerPickerOfAcme(options: number) {
  const edit = screen.getByRole('region', { name: ADMIN_MESSAGES.editOrganizations });
  await userEvent.selectOptions(await within(edit).findByLabelText('Organization to edit'), acme.name);
  const owner = within(edit).getByRole('combobox', { name: 'Owner' });
  await waitFor(() => expect(within(owner).getAllByRole('option')).toHaveLength(options));
  return { edit, owner };
}

describe('Admin panel', () => {
  it('shows admins its sections in the order of the spec, none of them a placeholder', async () => {
    renderAdminPanel('Admin');
    await screen.findAllByTestId('admin-user-row');
    await screen.findByTestId('organization-summary-row');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      ADMIN_MESSAGES.createUser,
      'Users',
      'Invite Organization Owner',
      'Recent Owner Invitations',
      'Organizations',
      ADMIN_MESSAGES.createNewOrganization,
      ADMIN_MESSAGES.editOrganizations,
    ]);
    expect(screen.queryByTestId('coming-soon')).not.toBeInTheDocument();
  });

  it('an owner picked in Edit Organizations is applied by the users’ Save Changes with their other edits', async () => {
    const users = await renderUsersSection();
    await userEvent.selectOptions(within(users).getByRole('combobox', { name: `Status of ${mia.email}` }), 'inactive');

    const { owner } = await ownerPickerOfAcme(3);
    // Mia is queued as inactive, so she cannot be the owner.
    expect(within(owner).getByRole('option', { name: 'Mia Manager (mia@acme.test) (inactive)' })).toBeDisabled();
    await userEvent.selectOptions(owner, 'Carl Crew (carl@acme.test)');
    expect(within(users).getByTestId('queued-edits-count')).toHaveTextContent('2 users with unsaved changes');
    const carlsRow = within(users).getAllByTestId('admin-user-row').find((row) => row.dataset['email'] === carl.email);
    expect(carlsRow).toHaveAttribute('data-edited', 'true');

    await userEvent.click(within(users).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updateUserBodies()).toEqual([
      { email: mia.email, status: 'inactive' },
      { email: carl.email, role: 'owner' },
    ]);
    // Nothing is sent to update-organization for an owner pick.
    expect(server.requests.some((request) => request.path === '/api/admin/update-organization')).toBe(false);
  });

  it('the owner picker asks for the organization’s members and offers one queued to join it', async () => {
    const bright = adminOrganization({ id: 'org-bright', name: 'Bright Cleaning' });
    const dana = adminUser({ id: 'u-dana', email: 'dana@bright.test', name: 'Dana Doe', role: 'manager', organization_id: bright.id });
    directory = [mia, carl, dana];
    server.route('GET /api/admin/organizations', { status: 200, body: [acme, bright] });
    const users = await renderUsersSection();
    await userEvent.selectOptions(within(users).getByRole('combobox', { name: `Organization of ${dana.email}` }), 'Acme Lawns');

    const { owner } = await ownerPickerOfAcme(4);
    expect(within(owner).getByRole('option', { name: 'Dana Doe (dana@bright.test)' })).toBeEnabled();
    const pickerQueries = server.requests.filter((request) => request.path === '/api/admin/users' && request.query.has('organization_id'));
    expect(pickerQueries.map((request) => request.query.get('organization_id'))).toEqual(['org-acme']);

    await userEvent.selectOptions(owner, 'Dana Doe (dana@bright.test)');
    await userEvent.click(within(users).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updateUserBodies()).toEqual([{ email: dana.email, role: 'owner', organization_id: 'org-acme' }]);
  });

  it('Edit Organizations’ Reset drops a queued owner pick along with the field edits', async () => {
    const users = await renderUsersSection();
    const { edit, owner } = await ownerPickerOfAcme(3);
    const reset = within(edit).getByRole('button', { name: ADMIN_MESSAGES.reset });
    expect(reset).toBeDisabled();

    await userEvent.selectOptions(owner, 'Carl Crew (carl@acme.test)');
    expect(within(users).getByTestId('queued-edits-count')).toHaveTextContent('1 user with unsaved changes');
    await userEvent.click(reset);
    expect(owner).toHaveValue('');
    expect(within(users).getByTestId('queued-edits-count')).toHaveTextContent('No unsaved changes');
    expect(reset).toBeDisabled();
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('sends everyone else to /unauthorized', () => {
    renderAdminPanel('crew_member');
    expect(screen.getByText('Unauthorized stand-in')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
