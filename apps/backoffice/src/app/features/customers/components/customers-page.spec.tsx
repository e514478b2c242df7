import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_PROFILE_SETTINGS,
  API_ERRORS,
  CUSTOMER_MESSAGES,
  ORGANIZATION_SETTINGS_MESSAGES,
  type CustomerRecord,
  type UserProfile,
} from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { CustomersPage } from './customers-page.js';
import { allowConsoleError, setViewportWidth } from '@fsp/ui/testing';

function record(overrides: Partial<CustomerRecord> & Pick<CustomerRecord, 'id' | 'name'>): CustomerRecord {
  return {
    customer_id: overrides.id,
    created_at: '2025-03-01T15:00:00.000Z',
    email: null,
    phone_number: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    status: 'lead',
    organization_id: 'o1',
    services: [],
    available_days: [],
    user_id: null,
    user_email: null,
    user_phone: null,
    user_name: null,
    linked_user_id: null,
    linked_user_role: null,
    linked_user_status: null,
    outside_service_area: false,
    ...overrides,
  };
}

const CUSTOMERS: CustomerRecord[] = [
  record({
    id: 'lead-1',
    name: 'Nora New',
    email: 'nora@example.com',
    phone_number: '(919) 555-0100',
    street: '1 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    services: [
      { key: 'mowing', label: 'Lawn mowing', price_cents: 4500 },
      { key: 'edging', label: 'Edging', price_cents: 1250 },
    ],
  }),
  record({ id: 'lead-2', name: 'Pat Phoneonly', phone_number: '252-555-0199' }),
  record({ id: 'active-1', name: 'Adam Active', email: 'adam@example.com', status: 'active' }),
  record({ id: 'paused-1', name: 'Paula Paused', email: 'paula@example.com', status: 'paused' }),
  record({ id: 'archived-1', name: 'Archie Archived', email: 'archie@example.com', status: 'archived' }),
  record({
    id: 'member-1',
    name: 'Mia Member',
    email: 'mia@example.com',
    status: 'active',
    user_id: 'u-mia',
    user_email: 'mia.user@example.com',
    user_name: 'Mia Member',
    linked_user_id: 'u-mia',
    linked_user_role: 'user',
    linked_user_status: 'active',
  }),
];

function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}

let server: TestApiServer;
let customers: CustomerRecord[];

beforeEach(async () => {
  customers = CUSTOMERS.map((customer) => ({ ...customer }));
  // The list answers whatever the store holds now, so reloads after an action show the change.
  server = await startTestApiServer({ 'GET /api/owner/customers': () => ({ status: 200, body: customers }) });
});
afterEach(async () => {
  await server.close();
});

function renderCustomers(role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <CustomersPage />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const section = (key: 'leads' | 'customers' | 'archived' | 'members') => screen.getByTestId(`customer-section-${key}`);
const rowNames = (key: 'leads' | 'customers' | 'archived' | 'members') =>
  within(section(key))
    .queryAllByTestId('customer-row')
    .map((row) => within(row).getByRole('rowheader').textContent);
const row = (key: 'leads' | 'customers' | 'archived' | 'members', id: string) =>
  within(section(key))
    .getAllByTestId('customer-row')
    .find((candidate) => candidate.dataset['customerId'] === id) as HTMLElement;
const requestsTo = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);

async function loaded() {
  await screen.findByText('Nora New');
}

describe('CustomersPage', () => {
  it('loads with the bearer token and shows a loading state per section', async () => {
    renderCustomers();
    expect(screen.getByText('Loading leads…')).toBeInTheDocument();
    expect(screen.getByText('Loading members…')).toBeInTheDocument();
    await loaded();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer owner-token');
  });

  it('sorts customers into Leads, Customers, Archived and Members', async () => {
    renderCustomers();
    await loaded();
    expect(rowNames('leads')).toEqual(['Nora New', 'Pat Phoneonly']);
    expect(rowNames('customers')).toEqual(['Adam Active', 'Paula Paused', 'Mia Member']);
    expect(rowNames('archived')).toEqual(['Archie Archived']);
    expect(rowNames('members')).toEqual(['Mia Member']);

    const nora = row('leads', 'lead-1');
    expect(nora).toHaveTextContent('nora@example.com');
    expect(nora).toHaveTextContent('(919) 555-0100');
    expect(nora).toHaveTextContent('1 Main St, Raleigh, NC 27601');
    expect(within(nora).getByTestId('customer-status')).toHaveTextContent('lead');
    expect(within(nora).getByText('Lawn mowing ($45.00 USD)')).toBeInTheDocument();
    expect(within(nora).getByText('Edging ($12.50 USD)')).toBeInTheDocument();
    expect(within(nora).getByRole('time')).toHaveAttribute('datetime', '2025-03-01T15:00:00.000Z');

    const linked = within(row('members', 'member-1')).getByTestId('linked-user');
    expect(linked).toHaveTextContent('mia.user@example.com');
    expect(linked).toHaveTextContent('user');
    expect(linked).toHaveTextContent('active');
  });

  it('flags a lead or customer whose signup ZIP is outside the service area', async () => {
    customers = customers.map((customer) =>
      customer.id === 'lead-2' || customer.id === 'active-1' ? { ...customer, outside_service_area: true } : customer,
    );
    renderCustomers();
    await loaded();
    expect(within(row('leads', 'lead-2')).getByTestId('outside-service-area')).toHaveTextContent(ORGANIZATION_SETTINGS_MESSAGES.outsideServiceArea);
    expect(within(row('customers', 'active-1')).getByTestId('outside-service-area')).toHaveTextContent('Outside service area');
    expect(within(row('leads', 'lead-1')).queryByTestId('outside-service-area')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('outside-service-area')).toHaveLength(2);
  });

  it('gives each section its own search over name, e-mail and phone', async () => {
    renderCustomers();
    await loaded();
    const leadSearch = screen.getByRole('searchbox', { name: 'Search Leads' });
    fireEvent.change(leadSearch, { target: { value: '2525550199' } });
    expect(rowNames('leads')).toEqual(['Pat Phoneonly']);
    expect(rowNames('customers')).toEqual(['Adam Active', 'Paula Paused', 'Mia Member']);
    fireEvent.change(leadSearch, { target: { value: 'NORA@EXAMPLE' } });
    expect(rowNames('leads')).toEqual(['Nora New']);
    fireEvent.change(leadSearch, { target: { value: 'nobody' } });
    expect(rowNames('leads')).toEqual([]);
    expect(within(section('leads')).getByText('No leads match your search')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Customers' }), { target: { value: 'paula' } });
    expect(rowNames('customers')).toEqual(['Paula Paused']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Members' }), { target: { value: 'mia.user' } });
    expect(rowNames('members')).toEqual(['Mia Member']);
  });

  it('shows an empty state for a section with nobody in it', async () => {
    customers = customers.filter((customer) => customer.status !== 'archived');
    renderCustomers();
    await loaded();
    expect(within(section('archived')).getByText('No archived customers yet')).toBeInTheDocument();
  });

  it('offers the row actions by status to owners and managers', async () => {
    renderCustomers('Manager');
    await loaded();
    const nora = row('leads', 'lead-1');
    expect(within(nora).getByRole('button', { name: 'Convert to user' })).toBeEnabled();
    expect(within(nora).getByRole('button', { name: 'Mark Active' })).toBeEnabled();
    expect(within(row('customers', 'paused-1')).getByRole('button', { name: 'Archive' })).toBeEnabled();
    expect(within(row('archived', 'archived-1')).getByRole('button', { name: 'Unarchive' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: CUSTOMER_MESSAGES.provisionOnConvert })).not.toBeChecked();
  });

  it('disables Convert to user with a hint when the lead has no e-mail', async () => {
    renderCustomers();
    await loaded();
    const convert = within(row('leads', 'lead-2')).getByRole('button', { name: 'Convert to user' });
    expect(convert).toBeDisabled();
    expect(convert).toHaveAccessibleDescription('Add an e-mail address to convert this lead.');
    expect(within(row('leads', 'lead-2')).getByRole('button', { name: 'Mark Active' })).toBeEnabled();
  });

  it('shows crew members the lists without any action', async () => {
    renderCustomers('crew_member');
    await loaded();
    expect(rowNames('leads')).toEqual(['Nora New', 'Pat Phoneonly']);
    for (const name of ['Convert to user', 'Mark Active', 'Archive', 'Unarchive']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('converts a lead with the checkbox value, says so and reloads the list', async () => {
    server.route('POST /api/owner/customers/lead-1/convert', (request) => {
      customers = customers.map((customer) =>
        customer.id === 'lead-1'
          ? { ...customer, status: 'active', user_id: 'u-nora', user_email: 'nora@example.com', linked_user_id: 'u-nora', linked_user_role: 'user', linked_user_status: 'active' }
          : customer,
      );
      return { status: 200, body: { ok: true, echoed: request.body } };
    });
    const user = userEvent.setup();
    renderCustomers();
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: CUSTOMER_MESSAGES.provisionOnConvert }));
    await user.click(within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent(CUSTOMER_MESSAGES.converted);
    expect(requestsTo('POST', '/api/owner/customers/lead-1/convert').map((r) => r.body)).toEqual([{ provision_auth0: true }]);
    await waitFor(() => expect(rowNames('members')).toEqual(['Nora New', 'Mia Member']));
    expect(rowNames('leads')).toEqual(['Pat Phoneonly']);
    expect(requestsTo('GET', '/api/owner/customers')).toHaveLength(2);
  });

  it('falls back to the leads route when the customers route answers 404', async () => {
    server.route('POST /api/owner/leads/lead-1/convert', { status: 200, body: { ok: true } });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(CUSTOMER_MESSAGES.converted);
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => `${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      '/api/owner/customers/lead-1/convert {"provision_auth0":false}',
      '/api/owner/leads/lead-1/convert {"provision_auth0":false}',
    ]);
  });

  it('says "Owner/Manager role required to convert leads" when convert is forbidden', async () => {

    allowConsoleError('Converting the lead failed');
    server.route('POST /api/owner/customers/lead-1/convert', { status: 403, body: { error: 'Forbidden' } });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent(/^Owner\/Manager role required to convert leads/);
    // Every fallback route was tried before giving up.
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(4);
    expect(rowNames('leads')).toEqual(['Nora New', 'Pat Phoneonly']);
  });

  it('shows the server’s reason when convert fails otherwise, else "Failed to convert lead"', async () => {

    allowConsoleError('Converting the lead failed');
    server.route('POST /api/owner/customers/lead-1/convert', {
      status: 409,
      body: { error: 'This e-mail address belongs to a user of another organization' },
    });
    renderCustomers();
    await loaded();
    const convert = () => fireEvent.click(within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' }));
    convert();
    expect(await screen.findByText('This e-mail address belongs to a user of another organization')).toBeInTheDocument();
    server.route('POST /api/owner/customers/lead-1/convert', { status: 502, rawBody: 'Bad gateway' });
    await waitFor(() => expect(within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' })).toBeEnabled());
    convert();
    expect(await screen.findByText(CUSTOMER_MESSAGES.failedToConvert)).toBeInTheDocument();
  });

  it.each([
    ['leads', 'lead-1', 'Mark Active', 'active'],
    ['customers', 'active-1', 'Archive', 'archived'],
    ['archived', 'archived-1', 'Unarchive', 'active'],
  ] as const)('%s: %s → %s sends the status and reloads', async (key, id, button, status) => {
    server.route(`POST /api/owner/customers/${id}/status`, (request) => {
      customers = customers.map((customer) => (customer.id === id ? { ...customer, status } : customer));
      return { status: 200, body: { ok: true, echoed: request.body } };
    });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row(key, id)).getByRole('button', { name: button }));
    await waitFor(() => expect(requestsTo('GET', '/api/owner/customers')).toHaveLength(2));
    expect(requestsTo('POST', `/api/owner/customers/${id}/status`).map((r) => r.body)).toEqual([{ status }]);
    const target = status === 'archived' ? 'archived' : 'customers';
    await waitFor(() => expect(within(section(target)).getAllByTestId('customer-row').map((r) => r.dataset['customerId'])).toContain(id));
  });

  it('falls back to PUT /api/owner/customers/{id} for a status change', async () => {
    server.route('PUT /api/owner/customers/active-1', { status: 200, body: { ok: true } });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row('customers', 'active-1')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(requestsTo('PUT', '/api/owner/customers/active-1')).toHaveLength(1));
    expect(server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/owner/customers/active-1/status',
      'POST /api/owner/leads/active-1/status',
      'PUT /api/owner/customers/active-1',
    ]);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('words a forbidden archive and a forbidden status change as the spec does', async () => {

    allowConsoleError('Changing the customer status failed');
    server.route('POST /api/owner/customers/active-1/status', { status: 403, body: { error: 'nope' } });
    server.route('POST /api/owner/customers/lead-1/status', { status: 403, body: { error: 'nope' } });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row('customers', 'active-1')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.archiveForbidden)).toBeInTheDocument();
    await waitFor(() => expect(within(row('leads', 'lead-1')).getByRole('button', { name: 'Mark Active' })).toBeEnabled());
    fireEvent.click(within(row('leads', 'lead-1')).getByRole('button', { name: 'Mark Active' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.updateStatusForbidden)).toBeInTheDocument();
    expect(CUSTOMER_MESSAGES.archiveForbidden).toBe('Owner/Manager role required to archive');
    expect(CUSTOMER_MESSAGES.updateStatusForbidden).toBe('Owner/Manager role required to update status');
  });

  it('defaults to "Failed to archive customer" and "Failed to update status"', async () => {

    allowConsoleError('Changing the customer status failed');
    server.route('POST /api/owner/customers/paused-1/status', { status: 500, rawBody: 'boom' });
    server.route('POST /api/owner/customers/archived-1/status', { status: 500, rawBody: 'boom' });
    renderCustomers();
    await loaded();
    fireEvent.click(within(row('customers', 'paused-1')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.failedToArchive)).toBeInTheDocument();
    await waitFor(() => expect(within(row('archived', 'archived-1')).getByRole('button', { name: 'Unarchive' })).toBeEnabled());
    fireEvent.click(within(row('archived', 'archived-1')).getByRole('button', { name: 'Unarchive' }));
    expect(await screen.findByText(CUSTOMER_MESSAGES.failedToUpdateStatus)).toBeInTheDocument();
  });

  it('shows "Failed to load customers" (or the server’s reason) with empty lists, and Refresh reloads', async () => {
    renderCustomers();
    await loaded();
    server.route('GET /api/owner/customers', { status: 500, body: { error: API_ERRORS.internal } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    // The remote's QueryClient retries a failed load once (about a second) before showing the error.
    expect(await screen.findByText(CUSTOMER_MESSAGES.failedToLoad, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryAllByTestId('customer-row')).toHaveLength(0);
    expect(within(section('leads')).getByText('No leads yet')).toBeInTheDocument();
    server.route('GET /api/owner/customers', { status: 503, body: { error: API_ERRORS.databaseUnavailable } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(API_ERRORS.databaseUnavailable, {}, { timeout: 4000 })).toBeInTheDocument();

    server.route('GET /api/owner/customers', () => ({ status: 200, body: customers }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Nora New')).toBeInTheDocument();
    expect(screen.queryByText(CUSTOMER_MESSAGES.failedToLoad)).not.toBeInTheDocument();
  });

  it('works from the keyboard: tab to a row action and press Enter', async () => {
    server.route('POST /api/owner/customers/lead-1/convert', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    renderCustomers();
    await loaded();
    const convert = within(row('leads', 'lead-1')).getByRole('button', { name: 'Convert to user' });
    for (let presses = 0; presses < 40 && document.activeElement !== convert; presses++) await user.tab();
    expect(convert).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('toast')).toHaveTextContent(CUSTOMER_MESSAGES.converted);
  });

  describe('with thousands of customers', () => {
    const MANY = 2000;
    const many = (): CustomerRecord[] =>
      Array.from({ length: MANY }, (_, index) =>
        record({
          id: `bulk-${index}`,
          name: `Bulk Customer ${index}`,
          email: `bulk-${index}@example.com`,
          phone_number: `(919) 555-${String(index).padStart(4, '0')}`,
          status: index % 2 === 0 ? 'lead' : 'active',
          outside_service_area: index === MANY - 2,
        }),
      );
    const drawnRows = (key: 'leads' | 'customers' | 'archived' | 'members') => within(section(key)).queryAllByTestId('customer-row');
    const listBox = (key: 'leads' | 'customers') => within(section(key)).getByRole('group', { name: key === 'leads' ? 'Leads list' : 'Customers list' });

    afterEach(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('draws only the rows in view of each section, and tells assistive technology the full count', async () => {
      customers = many();
      renderCustomers();
      expect(await within(section('leads')).findByText('Bulk Customer 0')).toBeInTheDocument();
      expect(screen.getByText('1000 leads')).toBeInTheDocument();
      expect(screen.getByText('1000 customers')).toBeInTheDocument();
      for (const key of ['leads', 'customers'] as const) {
        expect(drawnRows(key).length).toBeGreaterThan(5);
        expect(drawnRows(key).length).toBeLessThan(40);
        expect(within(section(key)).getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
      }
      expect(drawnRows('leads')[0]).toHaveAttribute('aria-rowindex', '2');
      expect(screen.queryAllByTestId('customer-row').length).toBeLessThan(80);
    });

    it('draws the rows further down as the list scrolls', async () => {
      customers = many();
      renderCustomers();
      await within(section('leads')).findByText('Bulk Customer 0');
      const box = listBox('leads');
      act(() => {
        box.scrollTop = 72 * 600;
        fireEvent.scroll(box);
      });
      await waitFor(() => expect(rowNames('leads')).toContain('Bulk Customer 1200'));
      expect(rowNames('leads')).not.toContain('Bulk Customer 0');
      expect(drawnRows('leads').length).toBeLessThan(40);
      const firstDrawn = Number(drawnRows('leads')[0]?.getAttribute('aria-rowindex'));
      expect(firstDrawn).toBeGreaterThan(500);
    });

    it('finds any customer by search, badges and actions included, however far down the list', async () => {
      customers = many();
      renderCustomers();
      await within(section('leads')).findByText('Bulk Customer 0');
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search Leads' }), { target: { value: 'bulk customer 1998' } });
      await waitFor(() => expect(rowNames('leads')).toEqual(['Bulk Customer 1998']));
      expect(within(row('leads', 'bulk-1998')).getByTestId('outside-service-area')).toHaveTextContent(ORGANIZATION_SETTINGS_MESSAGES.outsideServiceArea);
      expect(within(row('leads', 'bulk-1998')).getByRole('button', { name: 'Convert to user' })).toBeEnabled();
      expect(screen.getByText('1 of 1000 leads')).toBeInTheDocument();

      fireEvent.change(screen.getByRole('searchbox', { name: 'Search Customers' }), { target: { value: '5551999' } });
      await waitFor(() => expect(rowNames('customers')).toEqual(['Bulk Customer 1999']));
      // The other sections keep their own list.
      expect(drawnRows('leads')).toHaveLength(1);
    });

    it('draws a window of cards on phones too', async () => {
      setViewportWidth(375);
      customers = many();
      renderCustomers();
      await within(section('leads')).findByText('Bulk Customer 0');
      expect(drawnRows('leads').length).toBeGreaterThan(1);
      expect(drawnRows('leads').length).toBeLessThan(20);
    });
  });
});
