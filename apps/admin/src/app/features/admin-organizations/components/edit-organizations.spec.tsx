import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, INDUSTRY_SERVICES, type AdminOrganization } from '@fsp/contracts';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { renderForAdmin } from '../../admin-users/testing/admin-session.js';
import { adminOrganization } from '../testing/organization-fixtures.js';
import type { OrganizationOwnerPicker } from './organization-owner-picker.js';
import { OrganizationsPanel } from './organizations-panel.js';

const acme = adminOrganization({
  id: 'org-acme',
  name: 'Acme Lawns',
  industry: 'Lawncare',
  website: 'acme.example',
  phone_number: '(919) 555-0100',
  email: 'hello@acme.example',
  street: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  service_area_zipcodes: ['27601', '27603'],
  services_rendered: ['Lawn Mowing', 'Leaf Removal'],
  insurance_provider: 'Safe Co',
  owner_user_id: 'u-olga',
  invoice_due_day: 10,
  time_zone: 'America/New_York',
});
const bright = adminOrganization({ id: 'org-bright', name: 'Bright Cleaning' });

let server: TestApiServer;
let organizations: AdminOrganization[];

/** Applies an update as the API does (marketing unpacked) and answers the saved organization. */
function applyUpdate(request: RecordedRequest) {
  const { id, marketing, ...changes } = request.body as { id: string; marketing?: Partial<AdminOrganization> } & Partial<AdminOrganization>;
  organizations = organizations.map((organization) => (organization.id === id ? { ...organization, ...changes, ...marketing } : organization));
  return { status: 200, body: organizations.find((organization) => organization.id === id) };
}

beforeEach(async () => {
  organizations = [acme, bright];
  server = await startTestApiServer({
    'GET /api/admin/organizations': () => ({ status: 200, body: organizations }),
    'GET /api/admin/organization-summary': () => ({
      status: 200,
      body: organizations.map((organization, index) => ({ id: organization.id, name: organization.name, member_count: 3 - index })),
    }),
    'POST /api/admin/update-organization': applyUpdate,
  });
});
afterEach(async () => {
  await server.close();
});

/** The admin panel composes in the users table's owner picker (admin-panel-page.spec covers the two together). */
const ownerStandIn: OrganizationOwnerPicker = {
  field: (organization) => <p data-testid="owner-field">Owner of {organization.name}</p>,
  picked: () => false,
  discard: () => undefined,
};

async function renderPanel() {
  renderForAdmin(<OrganizationsPanel owner={ownerStandIn} />, server);
  await screen.findAllByTestId('organization-summary-row');
}

const updates = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/update-organization');
const editSection = () => screen.getByRole('region', { name: ADMIN_MESSAGES.editOrganizations });

async function pick(name: string) {
  await userEvent.selectOptions(await within(editSection()).findByLabelText('Organization to edit'), name);
  return screen.getByRole('form', { name: `Edit ${name}` });
}

describe('Organizations summary', () => {
  it('lists each organization with its member count and renames one in place', async () => {
    await renderPanel();
    const rows = screen.getAllByTestId('organization-summary-row');
    expect(rows.map((row) => within(row).getByRole('textbox').getAttribute('value'))).toEqual(['Acme Lawns', 'Bright Cleaning']);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['3', '2']);

    const brightRow = screen.getByRole('form', { name: 'Rename Bright Cleaning' });
    const name = within(brightRow).getByRole('textbox', { name: 'Name of Bright Cleaning' });
    const save = within(brightRow).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Brighter Homes{Escape}');
    expect(name).toHaveValue('Bright Cleaning');

    await userEvent.clear(name);
    await userEvent.click(save);
    expect(within(brightRow).getByText(ADMIN_MESSAGES.organizationNameRequired)).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    await userEvent.type(name, ' Brighter Homes {Enter}');
    expect(await screen.findByText(ADMIN_MESSAGES.organizationSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([{ id: 'org-bright', name: 'Brighter Homes' }]);
    expect(updates()[0]?.headers.authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(within(editSection()).getByRole('option', { name: 'Brighter Homes' })).toBeInTheDocument());
  });

  it('shows the server’s refusal of a rename', async () => {
    allowConsoleError('Renaming an organization failed');
    server.route('POST /api/admin/update-organization', { status: 409, body: { error: 'An organization with this name already exists.' } });
    await renderPanel();
    const name = screen.getByRole('textbox', { name: 'Name of Bright Cleaning' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Lawns{Enter}');
    expect(await screen.findByText('An organization with this name already exists.')).toBeInTheDocument();
    expect(name).toHaveValue('Acme Lawns');
  });
});

describe('Edit Organizations', () => {
  it('shows the picked organization’s fields and its owner picker', async () => {
    await renderPanel();
    expect(within(editSection()).queryByRole('form')).not.toBeInTheDocument();
    const form = await pick('Acme Lawns');
    expect(within(form).getByLabelText('Organization name')).toHaveValue('Acme Lawns');
    expect(within(form).getByLabelText('Industry')).toHaveValue('Lawncare');
    expect(within(form).getByLabelText('Time zone')).toHaveValue('America/New_York');
    expect(within(form).getByLabelText('Invoice due day')).toHaveValue('10');
    expect(within(form).getByTestId('owner-field')).toHaveTextContent('Owner of Acme Lawns');
    const zipcodes = within(form).getByRole('list', { name: 'Service-area ZIP codes' });
    expect(within(zipcodes).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['27601', '27603']);
    const services = within(form).getByRole('group', { name: 'Services rendered' });
    expect(within(services).getAllByRole('checkbox')).toHaveLength(INDUSTRY_SERVICES.Lawncare.length);
    expect(within(services).getByLabelText('Lawn Mowing')).toBeChecked();
    expect(within(services).getByLabelText('Snow Removal')).not.toBeChecked();
    expect(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeDisabled();
  });

  it('Save Changes sends the id and only the changed fields, emptied ones as null', async () => {
    await renderPanel();
    const form = await pick('Acme Lawns');
    await userEvent.clear(within(form).getByLabelText('Website'));
    const city = within(form).getByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, ' Durham ');
    const state = within(form).getByLabelText('State');
    await userEvent.clear(state);
    await userEvent.type(state, 'sc');
    expect(state).toHaveValue('SC');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove 27603' }));
    const zipEntry = within(form).getByLabelText('Add a ZIP code');
    await userEvent.type(zipEntry, '27-6o05 9{Enter}');
    await userEvent.selectOptions(within(form).getByLabelText('Invoice due day'), 'Not set');
    await userEvent.selectOptions(within(form).getByLabelText('Time zone'), 'America/Chicago');
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));

    expect(await screen.findByText(ADMIN_MESSAGES.organizationSaved)).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([
      {
        id: 'org-acme',
        website: null,
        city: 'Durham',
        state: 'SC',
        service_area_zipcodes: ['27601', '27605'],
        invoice_due_day: null,
        time_zone: 'America/Chicago',
      },
    ]);
    // Saved: nothing is left to save.
    await waitFor(() => expect(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeDisabled());
    expect(within(form).getByLabelText('Website')).toHaveValue('');
  });

  it('sends industry and services rendered under marketing when either changed', async () => {
    await renderPanel();
    let form = await pick('Acme Lawns');
    const services = () => within(form).getByRole('group', { name: 'Services rendered' });
    await userEvent.click(within(services()).getByLabelText('Leaf Removal'));
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]?.body).toEqual({ id: 'org-acme', marketing: { industry: 'Lawncare', services_rendered: ['Lawn Mowing'] } });
    await screen.findByText(ADMIN_MESSAGES.organizationSaved);

    // A new industry keeps only the services it also offers.
    form = await pick('Acme Lawns');
    await userEvent.selectOptions(within(form).getByLabelText('Industry'), 'Cleaning');
    expect(within(services()).queryByLabelText('Lawn Mowing')).not.toBeInTheDocument();
    await userEvent.click(within(services()).getByLabelText('Interior Window Cleaning'));
    await userEvent.click(within(services()).getByLabelText('Deep Cleaning'));
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1]?.body).toEqual({ id: 'org-acme', marketing: { industry: 'Cleaning', services_rendered: ['Deep Cleaning', 'Interior Window Cleaning'] } });
  });

  it('Reset puts the saved values back and sends nothing', async () => {
    await renderPanel();
    const form = await pick('Acme Lawns');
    await userEvent.clear(within(form).getByLabelText('Organization name'));
    await userEvent.type(within(form).getByLabelText('Organization name'), 'Other');
    await userEvent.selectOptions(within(form).getByLabelText('Industry'), 'No industry');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove 27601' }));
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.reset }));
    expect(within(form).getByLabelText('Organization name')).toHaveValue('Acme Lawns');
    expect(within(form).getByLabelText('Industry')).toHaveValue('Lawncare');
    expect(within(within(form).getByRole('group', { name: 'Services rendered' })).getByLabelText('Leaf Removal')).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Remove 27601' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeDisabled();
    expect(updates()).toHaveLength(0);
  });

  it('checks the fields before sending, and shows the server’s refusal keeping the edits', async () => {
    allowConsoleError('Saving an organization failed');
    await renderPanel();
    const form = await pick('Bright Cleaning');
    await userEvent.type(within(form).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(within(form).getByText('Enter a valid email.')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Email'));
    await userEvent.type(within(form).getByLabelText('Email'), 'hi@bright.example');
    server.route('POST /api/admin/update-organization', { status: 400, body: { error: 'Choose a valid time zone.' } });
    await userEvent.click(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges }));
    expect(await screen.findByText('Choose a valid time zone.')).toBeInTheDocument();
    expect(updates().map((request) => request.body)).toEqual([{ id: 'org-bright', email: 'hi@bright.example' }]);
    expect(within(form).getByLabelText('Email')).toHaveValue('hi@bright.example');
    expect(within(form).getByRole('button', { name: ADMIN_MESSAGES.saveChanges })).toBeEnabled();
  });

  it('says when there are no organizations yet', async () => {
    organizations = [];
    renderForAdmin(<OrganizationsPanel owner={ownerStandIn} />, server);
    await waitFor(() => expect(screen.getAllByText(ADMIN_MESSAGES.noOrganizations)).toHaveLength(2));
  });
});
