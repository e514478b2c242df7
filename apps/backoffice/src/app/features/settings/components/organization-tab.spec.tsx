import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  INDUSTRY_SERVICES,
  ORGANIZATION_SETTINGS_MESSAGES as O,
  SETTINGS_MESSAGES,
  type OrganizationSettings,
  type OrganizationUpdateRequest,
} from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { ORGANIZATION, profileOf } from '../testing/settings-fixtures.js';
import { runUntil } from '../../../components/payment-list/testing/render-with-api.js';
import { freshState, recordingNavigation, renderSettings, startSettingsApi, type SettingsApiState } from '../testing/render-settings.js';

const UPDATE = 'POST /api/owner/organization/update';
const LOAD = 'GET /api/owner/my-organization';

let server: TestApiServer;
let state: SettingsApiState;
const owner = profileOf('owner');

beforeEach(async () => {
  state = freshState(owner);
  server = await startSettingsApi(state);
});
afterEach(() => server.close());

async function renderTab() {
  renderSettings(server, { profile: owner, navigation: recordingNavigation() });
  await screen.findByTestId('organization-save');
}

// Queries stay inside the card that holds the field: the time-zone select's hundreds of options make every
// page-wide role query slow in jsdom.
const CARD_OF: Record<string, string> = {
  Website: 'business',
  Phone: 'business',
  Email: 'business',
  Street: 'address',
  City: 'address',
  State: 'address',
  ZIP: 'address',
  'Default invoice due day': 'time-and-invoices',
};
const card = (testId: string) => screen.getByTestId(testId);
const textbox = (name: string) => within(card(CARD_OF[name] ?? '')).getByRole('textbox', { name });
const saveButton = () => within(card('organization-save')).getByRole('button', { name: O.save });
const industrySelect = () => within(card('business')).getByRole('combobox', { name: 'Industry' });
const zoneSelect = () => within(card('time-and-invoices')).getByRole('combobox', { name: 'Organization time zone' });
const updates = () => server.requests.filter((r) => `${r.method} ${r.path}` === UPDATE).map((r) => r.body as OrganizationUpdateRequest);
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);
const serviceArea = () => card('service-area');
const zipEntries = () => within(serviceArea()).queryAllByRole('textbox') as HTMLInputElement[];
const DAY_KEYS: Record<string, string> = {
  Sunday: 'sun',
  Monday: 'mon',
  Tuesday: 'tue',
  Wednesday: 'wed',
  Thursday: 'thu',
  Friday: 'fri',
  Saturday: 'sat',
};
const hours = (key: string) => card(`hours-${key}`);
const dayOpens = (day: string) => within(hours(DAY_KEYS[day] ?? '')).getByLabelText(`${day} opens`) as HTMLInputElement;
const dayCloses = (day: string) => within(hours(DAY_KEYS[day] ?? '')).getByLabelText(`${day} closes`) as HTMLInputElement;
const dayClosed = (day: string) => within(hours(DAY_KEYS[day] ?? '')).getByRole('checkbox', { name: `${day} closed` });
const services = () => card('services-rendered');
const tickedServices = () =>
  within(services())
    .queryAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('aria-label') ?? (box as HTMLInputElement).labels?.[0]?.textContent);

async function save() {
  const before = updates().length;
  await userEvent.click(saveButton());
  await waitFor(() => expect(updates()).toHaveLength(before + 1));
  return updates()[before];
}

describe('Organization tab', () => {
  it('shows the saved organization with Save disabled until something changes, and disabled again when the change is undone', async () => {
    const user = userEvent.setup();
    renderSettings(server, { profile: owner, navigation: recordingNavigation() });
    expect(screen.getByText('Loading organization…')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Organization settings' });

    expect(industrySelect()).toHaveValue('Lawncare');
    expect(textbox('Website')).toHaveValue('https://greenacres.example');
    expect(textbox('Phone')).toHaveValue('(919) 555-0100');
    expect(textbox('Email')).toHaveValue('office@greenacres.example');
    expect(textbox('Street')).toHaveValue('1 Main St');
    expect(textbox('City')).toHaveValue('Raleigh');
    expect(textbox('State')).toHaveValue('NC');
    expect(textbox('ZIP')).toHaveValue('27601');
    expect(textbox('Default invoice due day')).toHaveValue('15');
    expect(zoneSelect()).toHaveValue('America/New_York');
    expect(zipEntries().map((input) => input.value)).toEqual(['27601', '27603']);
    expect([dayOpens('Monday').value, dayCloses('Monday').value]).toEqual(['08:00', '17:00']);
    expect([dayOpens('Tuesday').value, dayCloses('Tuesday').value]).toEqual(['09:00', '15:00']);
    expect(dayClosed('Sunday')).toBeChecked();
    expect(dayOpens('Sunday')).toBeDisabled();
    expect([dayOpens('Saturday').value, dayCloses('Saturday').value]).toEqual(['', '']);
    expect(dayClosed('Saturday')).not.toBeChecked();
    expect(within(services()).getAllByRole('checkbox')).toHaveLength(INDUSTRY_SERVICES.Lawncare.length);
    expect(tickedServices()).toEqual(['Lawn Mowing', 'Leaf Removal', 'Mulching']);
    expect(await screen.findByTestId('onboarding-status')).toHaveTextContent(O.onboardingRequired);

    expect(saveButton()).toBeDisabled();
    await user.type(textbox('City'), 'x');
    expect(saveButton()).toBeEnabled();
    await user.type(textbox('City'), '{Backspace}');
    expect(saveButton()).toBeDisabled();
    // Spaces around a value are not an edit: it is sent trimmed.
    await user.type(textbox('City'), '  ');
    expect(saveButton()).toBeDisabled();
  });

  it('sends only the id and the changed fields, blanks as null, then shows what the API saved', async () => {
    const user = userEvent.setup();
    server.route(UPDATE, (request) => {
      const { id: _id, ...changes } = request.body as OrganizationUpdateRequest;
      // The API keeps e-mail addresses lower-cased: the form must show the saved value, not what was typed.
      state.organization = { ...state.organization, ...changes, email: changes.email?.toLowerCase() ?? state.organization.email } as OrganizationSettings;
      return { status: 200, body: state.organization };
    });
    await renderTab();

    await user.clear(textbox('Website'));
    await user.clear(textbox('City'));
    await user.type(textbox('City'), ' Apex ');
    await user.clear(textbox('State'));
    await user.type(textbox('State'), 'va');
    expect(textbox('State')).toHaveValue('VA');
    await user.clear(textbox('Default invoice due day'));
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'Jo@GA.co');

    expect(await save()).toEqual({
      id: 'org-1',
      website: null,
      email: 'Jo@GA.co',
      city: 'Apex',
      state: 'VA',
      invoice_due_day: null,
    });
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(SETTINGS_MESSAGES.organizationSaved)));
    expect(textbox('Email')).toHaveValue('jo@ga.co');
    expect(textbox('City')).toHaveValue('Apex');
    expect(textbox('Website')).toHaveValue('');
    expect(textbox('Default invoice due day')).toHaveValue('');
    expect(saveButton()).toBeDisabled();

    await user.type(textbox('Default invoice due day'), '28');
    expect(await save()).toEqual({ id: 'org-1', invoice_due_day: 28 });
  });

  it('shows each broken rule beside its field and keeps Save disabled until they are fixed', async () => {
    const user = userEvent.setup();
    await renderTab();

    await user.clear(textbox('State'));
    await user.type(textbox('State'), 'n1');
    expect(textbox('State')).toHaveValue('N1');
    expect(textbox('State')).toHaveAccessibleDescription(expect.stringContaining(O.stateInvalid));
    await user.clear(textbox('Email'));
    await user.type(textbox('Email'), 'jo');
    expect(textbox('Email')).toHaveAccessibleDescription(O.emailInvalid);
    const dueDay = textbox('Default invoice due day');
    await user.clear(dueDay);
    await user.type(dueDay, '3a1');
    expect(dueDay).toHaveValue('31');
    expect(dueDay).toHaveAccessibleDescription(expect.stringContaining(O.dueDayInvalid));
    expect(saveButton()).toBeDisabled();
    expect(within(card('organization-save')).getByText('Fix the highlighted fields to save.')).toBeInTheDocument();

    await user.clear(textbox('State'));
    await user.type(textbox('State'), 'sc');
    await user.type(textbox('Email'), '@ga.co');
    await user.clear(dueDay);
    await user.type(dueDay, '0');
    expect(dueDay).toHaveAccessibleDescription(expect.stringContaining(O.dueDayInvalid));
    await user.type(dueDay, '{Backspace}1');
    expect(saveButton()).toBeEnabled();
    expect(await save()).toEqual({ id: 'org-1', state: 'SC', email: 'jo@ga.co', invoice_due_day: 1 });
    await userEvent.click(saveButton());
    expect(updates()).toHaveLength(1);
  });

  it('edits the service area as a list: digits only, at most 5, an error for any entry that is not 5 digits', async () => {
    const user = userEvent.setup();
    await renderTab();

    await user.click(within(serviceArea()).getByRole('button', { name: 'Add ZIP code' }));
    expect(zipEntries()).toHaveLength(3);
    expect(zipEntries()[2]).toHaveFocus();
    expect(zipEntries()[2]).toHaveAccessibleDescription(O.serviceAreaZipInvalid);
    await user.keyboard('ab2-76 04x99');
    expect(zipEntries()[2]).toHaveValue('27604');
    expect(zipEntries()[2]).not.toHaveAttribute('aria-invalid');

    // Enter in an entry adds the next one rather than submitting the form.
    await user.keyboard('{Enter}');
    expect(zipEntries()).toHaveLength(4);
    expect(zipEntries()[3]).toHaveFocus();
    await user.keyboard('276');
    expect(zipEntries()[3]).toHaveAccessibleDescription(O.serviceAreaZipInvalid);
    expect(saveButton()).toBeDisabled();
    expect(updates()).toHaveLength(0);

    await user.click(within(serviceArea()).getByRole('button', { name: 'Remove ZIP code 276' }));
    expect(zipEntries()[2]).toHaveFocus();
    await user.click(within(serviceArea()).getByRole('button', { name: 'Remove ZIP code 27601' }));
    expect(zipEntries().map((input) => input.value)).toEqual(['27603', '27604']);
    expect(await save()).toEqual({ id: 'org-1', service_area_zipcodes: ['27603', '27604'] });

    await user.click(within(serviceArea()).getByRole('button', { name: 'Remove ZIP code 27603' }));
    await user.click(within(serviceArea()).getByRole('button', { name: 'Remove ZIP code 27604' }));
    expect(within(serviceArea()).getByText('No ZIP codes: every ZIP code is in your service area.')).toBeInTheDocument();
    expect(within(serviceArea()).getByRole('button', { name: 'Add ZIP code' })).toHaveFocus();
    expect(await save()).toEqual({ id: 'org-1', service_area_zipcodes: [] });
  });

  it('copies Monday’s hours to Tuesday through Friday, and marks every day closed', async () => {
    const user = userEvent.setup();
    await renderTab();

    await user.click(within(card('business-hours')).getByRole('button', { name: SETTINGS_MESSAGES.copyMonToFri }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      expect([dayOpens(day).value, dayCloses(day).value, (dayClosed(day) as HTMLInputElement).checked]).toEqual(['08:00', '17:00', false]);
    }
    expect(dayClosed('Sunday')).toBeChecked();
    expect(dayOpens('Saturday')).toHaveValue('');
    const weekday = { open: '08:00', close: '17:00', closed: false };
    expect(await save()).toEqual({
      id: 'org-1',
      business_hours: { sun: { open: null, close: null, closed: true }, mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday },
    });

    await user.click(within(card('business-hours')).getByRole('button', { name: SETTINGS_MESSAGES.markAllClosed }));
    for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
      expect(dayClosed(day)).toBeChecked();
      expect(dayOpens(day)).toBeDisabled();
    }
    const closedWeekday = { ...weekday, closed: true };
    expect(await save()).toEqual({
      id: 'org-1',
      business_hours: {
        sun: { open: null, close: null, closed: true },
        mon: closedWeekday,
        tue: closedWeekday,
        wed: closedWeekday,
        thu: closedWeekday,
        fri: closedWeekday,
        sat: { open: null, close: null, closed: true },
      },
    });
  });

  it('refuses a day that closes before it opens, and sends a day’s new hours', async () => {
    const user = userEvent.setup();
    await renderTab();
    fireEvent.change(dayCloses('Monday'), { target: { value: '07:30' } });
    expect(within(hours('mon')).getByRole('alert')).toHaveTextContent(O.businessHoursInvalid('mon'));
    expect(saveButton()).toBeDisabled();

    await user.click(dayClosed('Monday'));
    expect(within(hours('mon')).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(dayClosed('Monday'));
    fireEvent.change(dayCloses('Monday'), { target: { value: '18:30' } });
    fireEvent.change(dayOpens('Saturday'), { target: { value: '09:00' } });
    expect(within(hours('sat')).getByRole('alert')).toHaveTextContent(O.businessHoursInvalid('sat'));
    fireEvent.change(dayCloses('Saturday'), { target: { value: '12:00' } });
    expect(await save()).toEqual({
      id: 'org-1',
      business_hours: {
        sun: { open: null, close: null, closed: true },
        mon: { open: '08:00', close: '18:30', closed: false },
        tue: { open: '09:00', close: '15:00', closed: false },
        sat: { open: '09:00', close: '12:00', closed: false },
      },
    });
  });

  it('offers the chosen industry’s services; a new industry drops the services it does not offer, and Other offers none', async () => {
    const user = userEvent.setup();
    await renderTab();
    const industry = industrySelect();
    expect(within(industry).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an industry',
      'Lawncare',
      'Cleaning',
      'House Washing',
      'Pest Control',
      'Other',
    ]);

    await user.selectOptions(industry, 'Cleaning');
    expect(within(services()).getAllByRole('checkbox')).toHaveLength(INDUSTRY_SERVICES.Cleaning.length);
    expect(tickedServices()).toEqual([]);
    await user.selectOptions(industry, 'Other');
    expect(within(services()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(services()).getByText('There is no service list for Other.')).toBeInTheDocument();
    await user.selectOptions(industry, '');
    expect(within(services()).getByText('Choose an industry to pick the services you render.')).toBeInTheDocument();

    // Back to the saved industry: the dropped services stay dropped until ticked again.
    await user.selectOptions(industry, 'Lawncare');
    expect(tickedServices()).toEqual([]);
    await user.click(within(services()).getByRole('checkbox', { name: 'Core Aeration' }));
    await user.click(within(services()).getByRole('checkbox', { name: 'Lawn Mowing' }));
    expect(tickedServices()).toEqual(['Lawn Mowing', 'Core Aeration']);
    expect(await save()).toEqual({ id: 'org-1', services_rendered: ['Lawn Mowing', 'Core Aeration'] });

    await user.selectOptions(industry, 'Pest Control');
    await user.click(within(services()).getByRole('checkbox', { name: 'Termite Inspection' }));
    expect(await save()).toEqual({ id: 'org-1', industry: 'Pest Control', services_rendered: ['Termite Inspection'] });

    await user.selectOptions(industry, '');
    expect(await save()).toEqual({ id: 'org-1', industry: null, services_rendered: [] });
  });

  it('offers the browser’s IANA time zones and sends the one chosen', async () => {
    const user = userEvent.setup();
    await renderTab();
    const zone = zoneSelect();
    const zones = within(zone)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value);
    expect(zones).toEqual(Intl.supportedValuesOf('timeZone'));
    expect(within(zone).getByRole('option', { name: 'America/Los Angeles' })).toHaveValue('America/Los_Angeles');
    await user.selectOptions(zone, 'America/Chicago');
    expect(await save()).toEqual({ id: 'org-1', time_zone: 'America/Chicago' });
  });

  it('keeps an organization’s zone the browser does not list among the choices', async () => {
    state.organization = { ...ORGANIZATION, time_zone: 'UTC' };
    await renderTab();
    const zone = zoneSelect();
    expect(zone).toHaveValue('UTC');
    expect(saveButton()).toBeDisabled();
  });

  it('toasts the server’s reason when saving fails, else "Failed to save organization", and keeps the edits', async () => {
    allowConsoleError('Saving the organization failed');
    const user = userEvent.setup();
    server.route(UPDATE, { status: 400, body: { error: O.serviceAreaTooMany } });
    await renderTab();
    await user.clear(textbox('City'));
    await user.type(textbox('City'), 'Cary');
    await save();
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(O.serviceAreaTooMany)));

    server.route(UPDATE, { status: 500, rawBody: 'oops' });
    await save();
    await waitFor(() => expect(toastTexts()).toContainEqual(expect.stringContaining(SETTINGS_MESSAGES.failedToSaveOrganization)));
    expect(textbox('City')).toHaveValue('Cary');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a failed load with a retry', async () => {
    server.route(LOAD, { status: 403, body: { error: 'Owner or Manager role required' } });
    renderSettings(server, { profile: owner, navigation: recordingNavigation() });
    expect(await within(screen.getByRole('tabpanel', { name: 'Organization' })).findByText('Owner or Manager role required')).toBeInTheDocument();
    server.route(LOAD, () => ({ status: 200, body: state.organization }));
    await userEvent.click(within(screen.getByRole('tabpanel', { name: 'Organization' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Organization settings' })).toBeInTheDocument();
  });

  it('shows its toasts for 3 seconds', async () => {
    await renderTab();
    fireEvent.change(textbox('City'), { target: { value: 'Apex' } });
    // Fake clock from here on; the test server's replies still arrive, since Node's own I/O is not faked.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      fireEvent.click(saveButton());
      await runUntil(() => expect(toastTexts()).toEqual([expect.stringContaining(SETTINGS_MESSAGES.organizationSaved)]));
      act(() => jest.advanceTimersByTime(2999));
      expect(toastTexts()).toHaveLength(1);
      act(() => jest.advanceTimersByTime(1));
      expect(toastTexts()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
