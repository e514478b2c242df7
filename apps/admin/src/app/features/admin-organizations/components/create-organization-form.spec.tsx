import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, INDUSTRIES, type AdminOrganization } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { renderForAdmin } from '../../admin-users/testing/admin-session.js';
import { adminOrganization } from '../testing/organization-fixtures.js';
import { CreateOrganizationForm } from './create-organization-form.js';
import { OrganizationsSummary } from './organizations-summary.js';

let server: TestApiServer;
let organizations: AdminOrganization[];

beforeEach(async () => {
  organizations = [];
  server = await startTestApiServer({
    'GET /api/admin/organization-summary': () => ({
      status: 200,
      body: organizations.map((organization) => ({ id: organization.id, name: organization.name, member_count: 0 })),
    }),
  });
});
afterEach(async () => {
  await server.close();
});

/** Renders the form under the summary it adds to, once the summary has loaded. */
async function renderForm() {
  renderForAdmin(
    <>
      <OrganizationsSummary />
      <CreateOrganizationForm />
    </>,
    server,
  );
  await screen.findByText(ADMIN_MESSAGES.noOrganizations);
}

const form = () => screen.getByRole('form', { name: ADMIN_MESSAGES.createNewOrganization });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const creates = () => server.requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/create-organization');
const advancedToggle = () => within(form()).getByRole('button', { name: ADMIN_MESSAGES.advancedFields });

describe('Create New Organization', () => {
  it('keeps the advanced fields folded away until asked', async () => {
    await renderForm();
    expect(advancedToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(within(form()).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    await userEvent.click(advancedToggle());
    expect(advancedToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(field('Website')).toBeVisible();
    const industry = within(form()).getByRole('combobox', { name: 'Industry' });
    expect(within(industry).getAllByRole('option').map((option) => option.textContent)).toEqual(['No industry', ...INDUSTRIES]);
    await userEvent.click(advancedToggle());
    expect(within(form()).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
  });

  it('requires a name and sends nothing without one', async () => {
    await renderForm();
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));
    expect(within(form()).getByText(ADMIN_MESSAGES.organizationNameRequired)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('sends the name alone when no advanced field is filled in, then lists the new organization', async () => {
    server.route('POST /api/admin/create-organization', () => {
      const created = adminOrganization({ id: 'org-new', name: 'Fresh Start' });
      organizations = [...organizations, created];
      return { status: 201, body: created };
    });
    await renderForm();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), '  Fresh Start ');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText(ADMIN_MESSAGES.organizationCreated)).toBeInTheDocument();
    expect(creates().map((request) => request.body)).toEqual([{ name: 'Fresh Start' }]);
    expect(await screen.findByRole('textbox', { name: 'Name of Fresh Start' })).toHaveValue('Fresh Start');
    expect(within(form()).getByRole('textbox', { name: 'Organization name' })).toHaveValue('');
  });

  it('sends the filled-in advanced fields (state upper-cased, due day a number) and leaves the empty ones out', async () => {
    server.route('POST /api/admin/create-organization', { status: 201, body: adminOrganization({ id: 'org-new', name: 'Shiny Homes' }) });
    await renderForm();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), 'Shiny Homes');
    await userEvent.click(advancedToggle());
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Industry' }), 'Cleaning');
    await userEvent.type(field('Website'), 'shiny.example');
    await userEvent.type(field('Email'), 'hello@shiny.example');
    await userEvent.type(field('City'), 'Raleigh');
    await userEvent.type(field('State'), 'nc');
    expect(field('State')).toHaveValue('NC');
    await userEvent.type(field('ZIP'), '27601');
    await userEvent.type(field('Insurance provider'), '   ');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Time zone' }), 'America/Chicago');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Invoice due day' }), '15');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));

    expect(await screen.findByText(ADMIN_MESSAGES.organizationCreated)).toBeInTheDocument();
    expect(creates()[0]?.headers.authorization).toBe('Bearer admin-token');
    expect(creates()[0]?.body).toEqual({
      name: 'Shiny Homes',
      industry: 'Cleaning',
      website: 'shiny.example',
      email: 'hello@shiny.example',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      time_zone: 'America/Chicago',
      invoice_due_day: 15,
    });
  });

  it('opens the advanced fields to show a broken rule there', async () => {
    await renderForm();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), 'Shiny Homes');
    await userEvent.click(advancedToggle());
    await userEvent.type(field('ZIP'), '123');
    await userEvent.click(advancedToggle());
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));
    expect(advancedToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(within(form()).getByText('Use 5 digits (or ZIP+4).')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('says "Failed to create organization: {server error}", or "Unknown error" when the server names none', async () => {
    allowConsoleError('Creating an organization failed');
    server.route('POST /api/admin/create-organization', { status: 409, body: { error: 'An organization with this name already exists.' } });
    await renderForm();
    await userEvent.type(within(form()).getByRole('textbox', { name: 'Organization name' }), 'Taken Name');
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));
    expect(
      await screen.findByText(ADMIN_MESSAGES.failedToCreateOrganization('An organization with this name already exists.')),
    ).toBeInTheDocument();

    server.route('POST /api/admin/create-organization', { status: 500, rawBody: 'boom' });
    await userEvent.click(within(form()).getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Failed to create organization: Unknown error')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('textbox', { name: 'Organization name' })).toHaveValue('Taken Name'));
  });
});
