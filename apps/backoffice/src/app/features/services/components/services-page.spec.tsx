import { jest } from '@jest/globals';
import { setImmediate as afterPendingIo } from 'node:timers/promises';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, API_ERRORS,
  SERVICE_API_ERRORS,
  SERVICE_MESSAGES as M,
  type SaveServiceRequest,
  type ServiceRecord,
  type UserProfile, } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { ServicesPage } from './services-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

const PATH = '/api/owner/services';

function service(overrides: Partial<ServiceRecord> & Pick<ServiceRecord, 'id' | 'name'>): ServiceRecord {
  return {
    key: overrides.name.toLowerCase().replace(/\W+/g, '-'),
    description: null,
    equipment_needed: null,
    price_cents: 4500,
    currency: 'USD',
    estimated_minutes: 45,
    crew_members_needed: null,
    materials: null,
    notes: null,
    active: true,
    ...overrides,
  };
}

const SERVICES: ServiceRecord[] = [
  service({ id: 's-hedge', name: 'Hedge Trimming', price_cents: 6000, estimated_minutes: 60, active: false }),
  service({
    id: 's-mow',
    name: 'Lawn Mowing',
    description: 'Mow, edge and blow',
    equipment_needed: 'Mower, edger',
    crew_members_needed: 2,
    materials: 'Fuel',
    notes: 'Gate code 1234',
  }),
];

function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}

let server: TestApiServer;
let services: ServiceRecord[];

/** PATCH answers like the API: only `active` toggles, anything else replaces the editable fields. */
function patchRoute(id: string) {
  return (request: RecordedRequest) => {
    const body = request.body as Partial<SaveServiceRequest>;
    services = services.map((current) => {
      if (current.id !== id) return current;
      if (Object.keys(body).length === 1 && typeof body.active === 'boolean') return { ...current, active: body.active };
      return { ...current, ...(body as SaveServiceRequest), crew_members_needed: body.crew_members_needed ?? null };
    });
    return { status: 200, body: services.find((current) => current.id === id) };
  };
}

beforeEach(async () => {
  services = SERVICES.map((record) => ({ ...record }));
  server = await startTestApiServer({
    [`GET ${PATH}`]: () => ({ status: 200, body: [...services].sort((a, b) => a.name.localeCompare(b.name)) }),
    [`POST ${PATH}`]: (request) => {
      const body = request.body as SaveServiceRequest;
      const created = service({ ...body, id: `s-${services.length + 1}`, crew_members_needed: body.crew_members_needed ?? null });
      services.push(created);
      server.route(`PATCH ${PATH}/${created.id}`, patchRoute(created.id));
      return { status: 201, body: created };
    },
    [`PATCH ${PATH}/s-hedge`]: patchRoute('s-hedge'),
    [`PATCH ${PATH}/s-mow`]: patchRoute('s-mow'),
  });
});
afterEach(async () => {
  await server.close();
});

function renderServices(role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <ServicesPage />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const requestsTo = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const item = (name: string) =>
  screen.getAllByTestId('service-item').find((candidate) => within(candidate).queryByRole('heading', { name })) as HTMLElement;
const itemNames = () => screen.queryAllByTestId('service-item').map((candidate) => within(candidate).getByRole('heading').textContent);
const addForm = () => screen.getByRole('form', { name: 'Add Service' });
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

/** Under fake timers: lets pending I/O in and runs the timers due now until `check` passes, else fails with its error. */
async function runUntil(check: () => void): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    await act(async () => {
      await afterPendingIo();
      jest.advanceTimersByTime(0);
    });
    try {
      check();
      return;
    } catch {
      // not yet
    }
  }
  check();
}

async function loaded() {
  await screen.findByRole('heading', { name: 'Lawn Mowing' });
}

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'New' }));
  return addForm();
}

describe('ServicesPage', () => {
  it('loads with the bearer token and lists every service with price, minutes and active state', async () => {
    renderServices();
    expect(screen.getByText('Loading services…')).toBeInTheDocument();
    await loaded();
    expect(requestsTo('GET', PATH)[0]?.headers.authorization).toBe('Bearer owner-token');
    expect(itemNames()).toEqual(['Hedge Trimming', 'Lawn Mowing']);
    const hedge = item('Hedge Trimming');
    expect(hedge).toHaveTextContent('$60.00');
    expect(hedge).toHaveTextContent('60 min');
    expect(hedge).toHaveTextContent('Inactive');
    expect(within(hedge).getByRole('checkbox', { name: 'Active Hedge Trimming' })).not.toBeChecked();
    const mow = item('Lawn Mowing');
    expect(mow).toHaveTextContent('$45.00');
    expect(mow).toHaveTextContent('45 min');
    expect(within(mow).getByRole('checkbox', { name: 'Active Lawn Mowing' })).toBeChecked();
  });

  it('shows an empty state without services', async () => {
    services = [];
    renderServices();
    expect(await screen.findByText('No services yet.')).toBeInTheDocument();
  });

  it('says "Failed to load services" when the load fails without a reason, the server’s reason otherwise, and retries', async () => {
    server.route(`GET ${PATH}`, { status: 500, body: { error: API_ERRORS.internal } });
    renderServices();
    // A failure without a reason is tried once more before the screen gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(M.failedToLoad);
    expect(requestsTo('GET', PATH)).toHaveLength(2);
    expect(screen.queryAllByTestId('service-item')).toHaveLength(0);

    server.route(`GET ${PATH}`, { status: 403, body: { error: API_ERRORS.noOrganization } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(API_ERRORS.noOrganization)).toBeInTheDocument();

    server.route(`GET ${PATH}`, () => ({ status: 200, body: services }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
  });

  it('tells crew members they cannot manage services, without calling the API', async () => {
    renderServices('crew_member');
    expect(screen.getByText(API_ERRORS.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('opens and closes the Add Service form with New and Close', async () => {
    const user = userEvent.setup();
    renderServices('admin');
    await loaded();
    const toggle = screen.getByRole('button', { name: 'New' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Add Service' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Close');
    await user.type(within(addForm()).getByRole('textbox', { name: 'Name' }), 'Half typed');
    await user.click(toggle);
    expect(screen.queryByRole('form', { name: 'Add Service' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(within(addForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
  });

  it('names every missing required field, toasts "Please complete the required fields." and sends nothing', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const form = await openAddForm(user);
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText(M.completeRequiredFields)).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(M.nameRequired);
    expect(name).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(M.descriptionRequired);
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(M.priceRequired);
    expect(within(form).getByRole('spinbutton', { name: 'Estimated time (minutes)' })).toHaveAccessibleDescription(M.minutesRequired);
    expect(within(form).getByRole('spinbutton', { name: 'Crew members needed (optional)' })).not.toHaveAttribute('aria-invalid');
    expect(requestsTo('POST', PATH)).toHaveLength(0);

    await user.type(name, 'Aeration');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only digits and a dot in the price, shows it after a $, and sends cents', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const form = await openAddForm(user);
    const price = within(form).getByRole('textbox', { name: 'Price' });
    await user.type(price, 'a1b2,5.759');
    expect(price).toHaveValue('$125.75');
    await user.clear(price);
    expect(price).toHaveValue('');
    await user.type(price, '.');
    expect(price).toHaveValue('$.');

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Aeration');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Core aeration');
    await user.type(within(form).getByRole('spinbutton', { name: 'Estimated time (minutes)' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveAccessibleDescription(M.priceRequired);

    await user.type(price, '5');
    expect(price).toHaveValue('$.5');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    await screen.findByText(M.added);
    expect(requestsTo('POST', PATH).map((r) => (r.body as SaveServiceRequest).price_cents)).toEqual([50]);
  });

  it('adds a service with trimmed text and nulls for blank optional fields, then lists it and closes the form', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const form = await openAddForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Aeration  ');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), ' Core aeration ');
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '85.5');
    await user.type(within(form).getByRole('spinbutton', { name: 'Estimated time (minutes)' }), '0');
    await user.type(within(form).getByRole('textbox', { name: 'Equipment needed (optional)' }), '   ');
    await user.type(within(form).getByRole('textbox', { name: 'Materials (optional)' }), ' Seed ');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText(M.added)).toBeInTheDocument();
    expect(requestsTo('POST', PATH).map((r) => r.body)).toEqual([
      {
        name: 'Aeration',
        description: 'Core aeration',
        price_cents: 8550,
        estimated_minutes: 0,
        crew_members_needed: null,
        equipment_needed: null,
        materials: 'Seed',
        notes: null,
      },
    ]);
    await waitFor(() => expect(itemNames()).toEqual(['Aeration', 'Hedge Trimming', 'Lawn Mowing']));
    expect(item('Aeration')).toHaveTextContent('$85.50');
    expect(screen.queryByRole('form', { name: 'Add Service' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(within(addForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('refuses a negative or fractional crew size with the API’s words', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const form = await openAddForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Aeration');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Core aeration');
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '10');
    await user.type(within(form).getByRole('spinbutton', { name: 'Estimated time (minutes)' }), '30');
    const crew = within(form).getByRole('spinbutton', { name: 'Crew members needed (optional)' });
    expect(crew).toHaveAttribute('min', '0');
    await user.type(crew, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    expect(crew).toHaveAccessibleDescription(SERVICE_API_ERRORS.numberMinimumZero);
    await user.clear(crew);
    await user.type(crew, '-1');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    expect(crew).toHaveAccessibleDescription(SERVICE_API_ERRORS.numberMinimumZero);
    expect(requestsTo('POST', PATH)).toHaveLength(0);
  });

  it('toasts the server’s reason when adding fails, else "Failed to add service", and keeps the form', async () => {

    allowConsoleError('Adding the service failed');
    server.route(`POST ${PATH}`, { status: 409, body: { error: SERVICE_API_ERRORS.nameTaken } });
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const form = await openAddForm(user);
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'lawn mowing');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Again');
    await user.type(within(form).getByRole('textbox', { name: 'Price' }), '10');
    await user.type(within(form).getByRole('spinbutton', { name: 'Estimated time (minutes)' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText(SERVICE_API_ERRORS.nameTaken)).toBeInTheDocument();

    server.route(`POST ${PATH}`, { status: 502, rawBody: 'Bad gateway' });
    await user.click(within(form).getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText(M.failedToAdd)).toBeInTheDocument();
    expect(within(addForm()).getByRole('textbox', { name: 'Name' })).toHaveValue('lawn mowing');
    expect(itemNames()).toEqual(['Hedge Trimming', 'Lawn Mowing']);
  });

  it('expands a service’s details with every field', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const mow = item('Lawn Mowing');
    const show = within(mow).getByRole('button', { name: 'Show details of Lawn Mowing' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const pairs = within(mow)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Description: Mow, edge and blow',
      'Price: $45.00',
      'Estimated time: 45 min',
      'Crew members needed: 2 crew members',
      'Equipment needed: Mower, edger',
      'Materials: Fuel',
      'Notes: Gate code 1234',
      'Availability: Active',
    ]);
    await user.click(within(mow).getByRole('button', { name: 'Hide details of Lawn Mowing' }));
    expect(within(mow).queryByRole('term')).not.toBeInTheDocument();
  });

  it('edits a service inline with the form rules, sends every field and shows the change', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    await user.click(within(item('Lawn Mowing')).getByRole('button', { name: 'Edit Lawn Mowing' }));
    const form = screen.getByRole('form', { name: 'Edit Lawn Mowing' });
    // The Edit button is gone: focus moves into the form rather than falling back to the page.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(within(form).getByRole('textbox', { name: 'Price' })).toHaveValue('$45.00');
    expect(within(form).getByRole('spinbutton', { name: 'Crew members needed (optional)' })).toHaveValue(2);
    expect(within(form).getByRole('textbox', { name: 'Notes (optional)' })).toHaveValue('Gate code 1234');

    const name = within(form).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription(M.nameRequired);
    expect(await screen.findByText(M.completeRequiredFields)).toBeInTheDocument();

    await user.type(name, 'Premium Mowing ');
    const price = within(form).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '55');
    await user.clear(within(form).getByRole('spinbutton', { name: 'Crew members needed (optional)' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Notes (optional)' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(M.updated)).toBeInTheDocument();
    expect(requestsTo('PATCH', `${PATH}/s-mow`).map((r) => r.body)).toEqual([
      {
        name: 'Premium Mowing',
        description: 'Mow, edge and blow',
        price_cents: 5500,
        estimated_minutes: 45,
        crew_members_needed: null,
        equipment_needed: 'Mower, edger',
        materials: 'Fuel',
        notes: null,
      },
    ]);
    await waitFor(() => expect(itemNames()).toEqual(['Hedge Trimming', 'Premium Mowing']));
    expect(item('Premium Mowing')).toHaveTextContent('$55.00');
    expect(screen.queryByRole('form', { name: /^Edit/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(item('Premium Mowing')).getByRole('button', { name: 'Edit Premium Mowing' })).toHaveFocus());
  });

  it('leaves a service unchanged on Cancel', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    await user.click(within(item('Lawn Mowing')).getByRole('button', { name: 'Edit Lawn Mowing' }));
    const form = screen.getByRole('form', { name: 'Edit Lawn Mowing' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' changed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Lawn Mowing' })).not.toBeInTheDocument();
    expect(requestsTo('PATCH', `${PATH}/s-mow`)).toHaveLength(0);
    expect(itemNames()).toEqual(['Hedge Trimming', 'Lawn Mowing']);
  });

  it('toasts the server’s reason when an edit fails, else "Failed to update service", and stays in edit', async () => {

    allowConsoleError('Updating the service failed');
    server.route(`PATCH ${PATH}/s-mow`, { status: 409, body: { error: SERVICE_API_ERRORS.nameTaken } });
    const user = userEvent.setup();
    renderServices();
    await loaded();
    await user.click(within(item('Lawn Mowing')).getByRole('button', { name: 'Edit Lawn Mowing' }));
    const form = screen.getByRole('form', { name: 'Edit Lawn Mowing' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVICE_API_ERRORS.nameTaken)).toBeInTheDocument();

    server.route(`PATCH ${PATH}/s-mow`, { status: 500 });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.failedToUpdate)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit Lawn Mowing' })).toBeInTheDocument();
  });

  it('switches a service off and on with the active toggle', async () => {
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const toggle = within(item('Lawn Mowing')).getByRole('checkbox', { name: 'Active Lawn Mowing' });
    await user.click(toggle);
    expect(await screen.findByText(M.deactivated)).toBeInTheDocument();
    await waitFor(() => expect(item('Lawn Mowing')).toHaveTextContent('Inactive'));
    expect(toggle).not.toBeChecked();

    await user.click(within(item('Hedge Trimming')).getByRole('checkbox', { name: 'Active Hedge Trimming' }));
    expect(await screen.findByText(M.activated)).toBeInTheDocument();
    expect(requestsTo('PATCH', `${PATH}/s-mow`).map((r) => r.body)).toEqual([{ active: false }]);
    expect(requestsTo('PATCH', `${PATH}/s-hedge`).map((r) => r.body)).toEqual([{ active: true }]);
  });

  it('says "Failed to toggle availability" when the toggle fails and shows the service as it was', async () => {

    allowConsoleError('Toggling the service failed');
    server.route(`PATCH ${PATH}/s-mow`, { status: 500, body: { error: API_ERRORS.internal } });
    const user = userEvent.setup();
    renderServices();
    await loaded();
    const toggle = within(item('Lawn Mowing')).getByRole('checkbox', { name: 'Active Lawn Mowing' });
    await user.click(toggle);
    expect(await screen.findByText(M.failedToToggle)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(item('Lawn Mowing')).not.toHaveTextContent('Inactive');
  });

  it('shows its toasts for between 2.5 and 2.8 seconds', async () => {
    renderServices();
    await loaded();
    // Fake clock from here on; the test server's replies still arrive, since Node's own I/O is not faked.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      fireEvent.click(within(item('Lawn Mowing')).getByRole('checkbox', { name: 'Active Lawn Mowing' }));
      await runUntil(() => expect(toastTexts()).toEqual([expect.stringContaining(M.deactivated)]));
      act(() => jest.advanceTimersByTime(2500));
      expect(toastTexts()).toEqual([expect.stringContaining(M.deactivated)]);
      act(() => jest.advanceTimersByTime(300));
      expect(toastTexts()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
