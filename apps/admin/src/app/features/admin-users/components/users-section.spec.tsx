import { jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, MESSAGES, type AdminUser } from '@fsp/contracts';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { adminOrganization } from '../../admin-organizations/testing/organization-fixtures.js';
import { QueuedUserEditsProvider } from '../state/queued-user-edits-context.js';
import { adminUser, renderForAdmin } from '../testing/admin-session.js';
import { usersDirectoryRoute, usersTableQueries } from '../testing/users-directory-route.js';
import { OrganizationOwnerSelect } from './organization-owner-select.js';
import { USER_SEARCH_DEBOUNCE_MS, UsersSection } from './users-section.js';

const acme = adminOrganization({ id: 'org-acme', name: 'Acme Lawns', owner_user_id: 'u-olga' });
const bright = adminOrganization({ id: 'org-bright', name: 'Bright Cleaning' });

const olga = adminUser({ id: 'u-olga', email: 'olga@acme.test', name: 'Olga Owner', role: 'owner', organization_id: 'org-acme' });
const mia = adminUser({ id: 'u-mia', email: 'mia@acme.test', name: 'Mia Manager', role: 'manager', organization_id: 'org-acme' });
const carl = adminUser({ id: 'u-carl', email: 'carl@acme.test', name: 'Carl Crew', role: 'crew_member', organization_id: 'org-acme' });
const ivy = adminUser({ id: 'u-ivy', email: 'ivy@bright.test', name: 'Ivy Inactive', status: 'inactive', organization_id: 'org-bright' });

let server: TestApiServer;
let directory: AdminUser[];

beforeEach(async () => {
  directory = [olga, mia, carl, ivy];
  server = await startTestApiServer({
    'GET /api/admin/users': usersDirectoryRoute(() => directory),
    'GET /api/admin/organizations': { status: 200, body: [acme, bright] },
    'GET /api/admin/organization-summary': { status: 200, body: [] },
  });
});
afterEach(async () => {
  await server.close();
});

function renderUsers(extra?: ReactNode) {
  return renderForAdmin(
    <QueuedUserEditsProvider>
      <UsersSection />
      {extra}
    </QueuedUserEditsProvider>,
    server,
  );
}

function row(email: string): HTMLElement {
  const found = screen.getAllByTestId('admin-user-row').find((candidate) => candidate.dataset['email'] === email);
  if (!found) throw new Error(`No row for ${email}`);
  return found;
}
const rowEmails = () => screen.queryAllByTestId('admin-user-row').map((candidate) => candidate.dataset['email']);
const updates = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/update-user');
const usersSection = () => screen.getByRole('region', { name: 'Users' });

async function loaded() {
  await screen.findAllByTestId('admin-user-row');
  // The organization names fill the dropdowns once their list has loaded.
  await waitFor(() => expect(within(row(mia.email)).getByRole('combobox', { name: `Organization of ${mia.email}` })).toHaveDisplayValue('Acme Lawns'));
}

/** Answers the update as the API does: the user with the changes applied, which the next list load shows. */
function acceptUpdates() {
  server.route('POST /api/admin/update-user', (request: RecordedRequest) => {
    const { email, ...changes } = request.body as { email: string } & Partial<AdminUser>;
    directory = directory.map((user) => (user.email === email ? { ...user, ...changes } : user));
    return { status: 200, body: directory.find((user) => user.email === email) };
  });
}

describe('Users table', () => {
  it('lists the active users with their role, status and organization dropdowns', async () => {
    renderUsers();
    expect(screen.getByText('Loading users…')).toBeInTheDocument();
    await loaded();
    expect(rowEmails()).toEqual([olga.email, mia.email, carl.email]);
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Email', 'Name', 'Role', 'Status', 'Organization']);
    const mias = within(row(mia.email));
    expect(mias.getByText('Mia Manager')).toBeInTheDocument();
    expect(mias.getByRole('combobox', { name: `Role of ${mia.email}` })).toHaveValue('manager');
    expect(mias.getByRole('combobox', { name: `Status of ${mia.email}` })).toHaveValue('active');
    const organization = mias.getByRole('combobox', { name: `Organization of ${mia.email}` });
    expect(within(organization).getAllByRole('option').map((option) => option.textContent)).toEqual(['No organization', 'Acme Lawns', 'Bright Cleaning']);
    expect(usersTableQueries(server.requests)).toEqual([{ page: '1', limit: '25', status: 'active' }]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getByTestId('users-page')).toHaveTextContent('Page 1 of 1');
  });

  it('"Show inactive users" asks for status=all from the first page; the pager moves 25 at a time', async () => {
    directory = Array.from({ length: 60 }, (_, index) =>
      adminUser({ id: `u-${index}`, email: `user${String(index).padStart(2, '0')}@example.test`, status: index % 10 === 9 ? 'inactive' : 'active' }),
    );
    renderUsers();
    await screen.findAllByTestId('admin-user-row');
    expect(screen.getByTestId('users-page')).toHaveTextContent(ADMIN_MESSAGES.pageOf(1, 3));
    const pager = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('users-page')).toHaveTextContent('Page 2 of 3'));
    await waitFor(() => expect(rowEmails()[0]).toBe('user27@example.test'));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('users-page')).toHaveTextContent('Page 3 of 3'));
    await waitFor(() => expect(rowEmails()).toHaveLength(4));
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('checkbox', { name: ADMIN_MESSAGES.showInactiveUsers }));
    await waitFor(() => expect(screen.getByTestId('users-page')).toHaveTextContent('Page 1 of 3'));
    await waitFor(() => expect(rowEmails()).toContain('user09@example.test'));
    expect(usersTableQueries(server.requests)).toEqual([
      { page: '1', limit: '25', status: 'active' },
      { page: '2', limit: '25', status: 'active' },
      { page: '3', limit: '25', status: 'active' },
      { page: '1', limit: '25', status: 'all' },
    ]);
  });

  it('searches 400 ms after the last keystroke, once, from the first page', async () => {
    directory = Array.from({ length: 30 }, (_, index) => adminUser({ id: `u-${index}`, email: `user${index}@example.test` }));
    directory.push(adminUser({ id: 'u-zed', email: 'zed@example.test', name: 'Zed Zulu' }));
    renderUsers();
    await screen.findAllByTestId('admin-user-row');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('users-page')).toHaveTextContent('Page 2 of 2'));
    await waitFor(() => expect(rowEmails()).toContain('zed@example.test'));
    const before = usersTableQueries(server.requests).length;

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const search = screen.getByRole('searchbox', { name: 'Search users' });
      fireEvent.change(search, { target: { value: 'z' } });
      act(() => jest.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 100));
      fireEvent.change(search, { target: { value: 'zulu ' } });
      act(() => jest.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 1));
      expect(usersTableQueries(server.requests)).toHaveLength(before);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(rowEmails()).toEqual(['zed@example.test']));
    expect(usersTableQueries(server.requests).slice(before)).toEqual([{ page: '1', limit: '25', status: 'active', search: 'zulu' }]);
    expect(screen.getByTestId('users-page')).toHaveTextContent('Page 1 of 1');
  });

  it('says "Failed to fetch users" (or the server error) when the list fails, and retries', async () => {
    server.route('GET /api/admin/users', { status: 500, rawBody: 'boom' });
    renderUsers();
    const alert = await within(usersSection()).findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent(MESSAGES.failedToFetchUsers);

    server.route('GET /api/admin/users', { status: 403, body: { error: 'Admin role required' } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(usersSection()).findByText('Admin role required', {}, { timeout: 5000 })).toBeInTheDocument();

    server.route('GET /api/admin/users', usersDirectoryRoute(() => directory));
    await userEvent.click(within(usersSection()).getByRole('button', { name: 'Try again' }));
    await loaded();
  });

  it('says so when no user matches', async () => {
    directory = [];
    renderUsers();
    expect(await screen.findByText(ADMIN_MESSAGES.noUsers)).toBeInTheDocument();
  });
});

describe('Queued edits', () => {
  it('Save Changes sends one update per edited user with only the changed fields, then clears the queue', async () => {
    acceptUpdates();
    renderUsers();
    await loaded();
    const saveChanges = within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges });
    expect(saveChanges).toBeDisabled();

    await userEvent.selectOptions(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` }), 'payee');
    await userEvent.selectOptions(within(row(mia.email)).getByRole('combobox', { name: `Organization of ${mia.email}` }), 'Bright Cleaning');
    await userEvent.selectOptions(within(row(carl.email)).getByRole('combobox', { name: `Status of ${carl.email}` }), 'inactive');
    // A change put back is no change.
    await userEvent.selectOptions(within(row(olga.email)).getByRole('combobox', { name: `Organization of ${olga.email}` }), 'No organization');
    await userEvent.selectOptions(within(row(olga.email)).getByRole('combobox', { name: `Organization of ${olga.email}` }), 'Acme Lawns');

    expect(row(mia.email)).toHaveAttribute('data-edited', 'true');
    expect(within(row(mia.email)).getByText('Edited')).toBeInTheDocument();
    expect(row(carl.email)).toHaveAttribute('data-edited', 'true');
    expect(row(olga.email)).not.toHaveAttribute('data-edited');
    expect(screen.getByTestId('queued-edits-count')).toHaveTextContent('2 users with unsaved changes');
    expect(updates()).toHaveLength(0);

    await userEvent.click(saveChanges);
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([
      { email: mia.email, role: 'payee', organization_id: 'org-bright' },
      { email: carl.email, status: 'inactive' },
    ]);
    expect(updates()[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(screen.getByTestId('queued-edits-count')).toHaveTextContent('No unsaved changes');
    // The list reloads: Carl, now inactive, leaves the active list; Mia shows her saved role.
    await waitFor(() => expect(rowEmails()).toEqual([olga.email, mia.email]));
    expect(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` })).toHaveValue('payee');
    expect(row(mia.email)).not.toHaveAttribute('data-edited');
  });

  it('Reset discards the queued edits and sends nothing', async () => {
    acceptUpdates();
    renderUsers();
    await loaded();
    await userEvent.selectOptions(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` }), 'admin');
    await userEvent.selectOptions(within(row(carl.email)).getByRole('combobox', { name: `Organization of ${carl.email}` }), 'No organization');
    await userEvent.click(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.reset }));

    expect(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` })).toHaveValue('manager');
    expect(within(row(carl.email)).getByRole('combobox', { name: `Organization of ${carl.email}` })).toHaveValue('org-acme');
    expect(screen.queryAllByText('Edited')).toHaveLength(0);
    expect(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeDisabled();
    expect(updates()).toHaveLength(0);
  });

  it('keeps a refused edit queued with the server message, clears the applied ones and says "Failed to save changes"', async () => {
    allowConsoleError('Saving the changes to');
    server.route('POST /api/admin/update-user', (request: RecordedRequest) => {
      const body = request.body as { email: string };
      if (body.email === mia.email) return { status: 409, body: { error: ADMIN_MESSAGES.oneOwnerPerOrganization } };
      if (body.email === olga.email) return { status: 400, body: { error: ADMIN_MESSAGES.ownerCannotBeInactive } };
      return { status: 200, body: { ...carl, ...(request.body as object) } };
    });
    renderUsers();
    await loaded();
    await userEvent.selectOptions(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` }), 'owner');
    await userEvent.selectOptions(within(row(carl.email)).getByRole('combobox', { name: `Role of ${carl.email}` }), 'manager');
    await userEvent.selectOptions(within(row(olga.email)).getByRole('combobox', { name: `Organization of ${olga.email}` }), 'Bright Cleaning');
    await userEvent.click(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));

    const toast = await screen.findByText(ADMIN_MESSAGES.failedToSaveChanges, { selector: '[data-testid="toast"] *' });
    expect(toast.closest('[data-testid="toast"]')).toHaveAttribute('role', 'alert');
    // Owners are made last, after the other updates.
    expect(updates().map((request) => (request.body as { email: string }).email)).toEqual([carl.email, olga.email, mia.email]);
    expect(within(row(mia.email)).getByTestId('admin-user-failure')).toHaveTextContent(ADMIN_MESSAGES.oneOwnerPerOrganization);
    expect(within(row(olga.email)).getByTestId('admin-user-failure')).toHaveTextContent(ADMIN_MESSAGES.ownerCannotBeInactive);
    expect(within(row(mia.email)).getByRole('combobox', { name: `Role of ${mia.email}` })).toHaveValue('owner');
    expect(row(mia.email)).toHaveAttribute('data-edited', 'true');
    expect(row(carl.email)).not.toHaveAttribute('data-edited');
    const refused = screen.getByTestId('refused-edits');
    expect(refused).toHaveTextContent(`${mia.email}: ${ADMIN_MESSAGES.oneOwnerPerOrganization}`);
    expect(refused).toHaveTextContent(`${olga.email}: ${ADMIN_MESSAGES.ownerCannotBeInactive}`);
    expect(screen.getByTestId('queued-edits-count')).toHaveTextContent('2 users with unsaved changes');

    // Saving again sends only the edits still queued.
    server.requests.length = 0;
    acceptUpdates();
    await userEvent.click(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([
      { email: olga.email, organization_id: 'org-bright' },
      { email: mia.email, role: 'owner' },
    ]);
    expect(screen.queryByTestId('refused-edits')).not.toBeInTheDocument();
  });

  it('refuses to queue an owner as inactive with the rule’s message', async () => {
    renderUsers();
    await loaded();
    await userEvent.selectOptions(within(row(olga.email)).getByRole('combobox', { name: `Status of ${olga.email}` }), 'inactive');
    expect(await screen.findByText(ADMIN_MESSAGES.ownerCannotBeInactive)).toBeInTheDocument();
    expect(within(row(olga.email)).getByRole('combobox', { name: `Status of ${olga.email}` })).toHaveValue('active');
    expect(row(olga.email)).not.toHaveAttribute('data-edited');
    expect(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeDisabled();
  });

  it('an owner picked in Edit Organizations is queued with the users’ edits and applied by their Save Changes', async () => {
    acceptUpdates();
    renderUsers(<OrganizationOwnerSelect organization={acme} />);
    await loaded();
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveValue(olga.id));
    expect(within(owner).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No owner',
      'Olga Owner (olga@acme.test)',
      'Mia Manager (mia@acme.test)',
      'Carl Crew (carl@acme.test)',
    ]);

    // Olga steps down in the table; Carl is picked as the owner.
    await userEvent.selectOptions(within(row(olga.email)).getByRole('combobox', { name: `Role of ${olga.email}` }), 'manager');
    await userEvent.selectOptions(owner, carl.id);
    expect(owner).toHaveValue(carl.id);
    expect(screen.getByText(`${carl.email} becomes the owner when you use Save Changes under Users.`)).toBeInTheDocument();
    expect(within(row(carl.email)).getByRole('combobox', { name: `Role of ${carl.email}` })).toHaveValue('owner');
    expect(row(carl.email)).toHaveAttribute('data-edited', 'true');
    expect(updates()).toHaveLength(0);

    await userEvent.click(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([
      { email: olga.email, role: 'manager' },
      { email: carl.email, role: 'owner' },
    ]);
  });

  it('an owner pick brings in a user of another organization, and choosing "No owner" drops the pick', async () => {
    directory = [...directory, adminUser({ id: 'u-nomad', email: 'nomad@example.test', organization_id: null })];
    acceptUpdates();
    renderUsers(<OrganizationOwnerSelect organization={bright} />);
    await loaded();
    // Move the nomad into Bright Cleaning in the table, then pick them as its owner.
    await userEvent.selectOptions(within(row('nomad@example.test')).getByRole('combobox', { name: 'Organization of nomad@example.test' }), 'Bright Cleaning');
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    expect(within(owner).getByRole('option', { name: 'Ivy Inactive (ivy@bright.test) (inactive)' })).toBeDisabled();
    await userEvent.selectOptions(owner, 'u-nomad');
    expect(within(row('nomad@example.test')).getByRole('combobox', { name: 'Role of nomad@example.test' })).toHaveValue('owner');

    await userEvent.selectOptions(owner, 'No owner');
    expect(within(row('nomad@example.test')).getByRole('combobox', { name: 'Role of nomad@example.test' })).toHaveValue('user');
    await userEvent.click(within(usersSection()).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText(ADMIN_MESSAGES.changesSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([{ email: 'nomad@example.test', organization_id: 'org-bright' }]);
  });
});
