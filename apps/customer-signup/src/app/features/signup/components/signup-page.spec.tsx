import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  SIGNUP_FORM_MESSAGES as M,
  SIGNUP_SESSION_STORAGE_KEY,
  smsConsentText,
  type PublicSignupData,
  type WeekdayKey,
} from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer, type TestResponse } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { SignupPage } from './signup-page.js';

const ORG = 'Green Acres Lawn Care';
// Differs from the contracts' default wording, so the tests show the form uses the text the API sent.
const CONSENT = `${smsConsentText(ORG)} Consent v2.`;
const DAYS: Array<[WeekdayKey, string, boolean]> = [
  ['sun', 'Sunday', false],
  ['mon', 'Monday', true],
  ['tue', 'Tuesday', true],
  ['wed', 'Wednesday', true],
  ['thu', 'Thursday', true],
  ['fri', 'Friday', true],
  ['sat', 'Saturday', true],
];

const DATA: PublicSignupData = {
  organization: { id: 'org-1', name: ORG, email: null, business_hours: null, services_rendered: [] },
  services: [
    { key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: 4500, currency: 'USD' },
    { key: 'leaf-removal', label: 'Leaf Removal', price_cents: 8550, currency: 'USD' },
  ],
  availability_template: DAYS.map(([key, label, offered]) => ({ key, label, offered, start: '08:00', end: '17:00' })),
  sms_consent_text: CONSENT,
};

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ 'GET /api/public/signup/abc': { status: 200, body: DATA } });
  window.sessionStorage.clear();
});
afterEach(async () => {
  await server.close();
});

function renderSignup(url = '/signup/abc') {
  return render(
    <TestSessionProvider session={createTestSession()}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteAppProviders>
            <Routes>
              <Route path="/signup/:code" element={<SignupPage />} />
              <Route path="/signup/:code/pay" element={<p>Payment step stand-in</p>} />
            </Routes>
          </RemoteAppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

async function renderLoaded() {
  const user = userEvent.setup();
  const view = renderSignup();
  await screen.findByRole('heading', { level: 1, name: ORG });
  return { user, view };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const postRequests = () => server.requests.filter((request) => request.method === 'POST');

async function fillValidDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Full name'), 'Jamie Customer');
  await user.type(input('Email'), 'jamie@example.com');
  await user.type(input('Phone'), '(919) 555-0100');
  await user.type(input('Street'), '1 Main St');
  await user.type(input('City'), 'Raleigh');
  await user.type(input('State'), 'nc');
  await user.type(input('ZIP'), '27601');
}

describe('SignupPage', () => {
  it('shows the organization, its sections, the Monday–Friday preset, prices and the consent text', async () => {
    await renderLoaded();
    for (const title of ['Your details', 'Available to receive services', 'Services requested', 'Text Message Consent']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    for (const [, label, offered] of DAYS) {
      const box = screen.queryByRole('checkbox', { name: label });
      if (!offered) expect(box).not.toBeInTheDocument();
      else expect(box).toHaveProperty('checked', label !== 'Saturday');
    }
    expect(input('Monday From').value).toBe('08:00');
    expect(input('Monday To').value).toBe('17:00');
    expect(screen.queryByLabelText('Saturday From')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Lawn Mowing' })).toHaveAccessibleDescription('$45.00 USD');
    expect(screen.getByRole('checkbox', { name: 'Leaf Removal' })).toHaveAccessibleDescription('$85.50 USD');
    expect(screen.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue to Payments' })).toBeEnabled();
    // The public call carries no token (the test session would reject a token request).
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['Full name', '   ', M.nameRequired],
    ['Email', 'jamie@example', M.emailInvalid],
    ['Phone', '555-0100', M.phoneInvalid],
    ['Street', ' ', M.streetRequired],
    ['City', ' ', M.cityRequired],
    ['State', 'n', M.stateInvalid],
    ['ZIP', '2760', M.zipInvalid],
  ])('shows "%s" errors only once the field was left', async (label, value, message) => {
    const { user } = await renderLoaded();
    await user.type(input(label), value);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(input(label)).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    expect(input(label)).toHaveAccessibleDescription(message);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([message]);
  });

  it('clears a shown error as soon as the value is fixed', async () => {
    const { user } = await renderLoaded();
    await user.type(input('Email'), 'jamie');
    await user.tab();
    expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
    await user.type(input('Email'), '@example.com');
    expect(screen.queryByText(M.emailInvalid)).not.toBeInTheDocument();
  });

  it('forces the state to two upper-case letters', async () => {
    const { user } = await renderLoaded();
    await user.type(input('State'), 'ncx');
    expect(input('State').value).toBe('NC');
  });

  it('marks every field touched on submit and asks to complete the highlighted fields', async () => {
    const { user } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Continue to Payments' }));
    for (const message of [M.nameRequired, M.emailInvalid, M.phoneInvalid, M.streetRequired, M.cityRequired, M.stateInvalid, M.zipInvalid]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveAccessibleDescription(M.smsConsentRequired);
    expect(within(screen.getByTestId('toast')).getByText(M.fixHighlightedFields)).toBeInTheDocument();
    expect(input('Full name')).toHaveFocus();
    expect(postRequests()).toHaveLength(0);
  });

  it('asks for SMS consent when it is the only thing missing', async () => {
    const { user } = await renderLoaded();
    await fillValidDetails(user);
    expect(screen.queryByText(M.smsConsentRequired)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payments' }));
    expect(within(screen.getByTestId('toast')).getByText(M.smsConsentRequired)).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveFocus();
    expect(postRequests()).toHaveLength(0);
    await user.click(consent);
    expect(consent).not.toHaveAttribute('aria-invalid');
  });

  it('checks the hours of a ticked day once they were left', async () => {
    await renderLoaded();
    fireEvent.change(input('Monday To'), { target: { value: '07:00' } });
    expect(screen.queryByText(M.availableHoursInvalid)).not.toBeInTheDocument();
    fireEvent.blur(input('Monday To'));
    expect(input('Monday To')).toHaveAccessibleDescription(M.availableHoursInvalid);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.queryByLabelText('Monday To')).not.toBeInTheDocument();
    expect(screen.queryByText(M.availableHoursInvalid)).not.toBeInTheDocument();
  });

  it('sends the submission, keeps the session context and goes to the payment step', async () => {
    let answer: (response: TestResponse) => void = () => undefined;
    server.route('POST /api/public/signup/abc', () => new Promise<TestResponse>((resolve) => (answer = resolve)));
    const { user } = await renderLoaded();
    await fillValidDetails(user);
    await user.click(screen.getByRole('checkbox', { name: 'Leaf Removal' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    fireEvent.change(input('Saturday From'), { target: { value: '09:00' } });
    fireEvent.change(input('Saturday To'), { target: { value: '12:30' } });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payments' }));

    const button = screen.getByRole('button', { name: 'Continue to Payments' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    await waitFor(() => expect(postRequests()).toHaveLength(1));
    expect(postRequests()[0]?.body).toEqual({
      name: 'Jamie Customer',
      email: 'jamie@example.com',
      phone_number: '(919) 555-0100',
      street: '1 Main St',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      services_selected: [{ key: 'leaf-removal', price_cents: 8550 }],
      available_days: [
        { day: 'mon', start: '08:00', end: '17:00' },
        { day: 'tue', start: '08:00', end: '17:00' },
        { day: 'wed', start: '08:00', end: '17:00' },
        { day: 'thu', start: '08:00', end: '17:00' },
        { day: 'sat', start: '09:00', end: '12:30' },
      ],
      sms_opt_in: true,
      sms_consent_text: CONSENT,
    });
    expect(window.sessionStorage.getItem(SIGNUP_SESSION_STORAGE_KEY)).toBeNull();

    await act(async () => answer({ status: 200, body: { ok: true, customer_id: 'c-1', org_id: 'org-1', org_name: ORG } }));
    expect(await screen.findByText('Payment step stand-in')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(SIGNUP_SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      code: 'abc',
      org_id: 'org-1',
      org_name: ORG,
      email: 'jamie@example.com',
      name: 'Jamie Customer',
    });
  });

  it.each([
    ['the server reason', { status: 400, body: { error: M.zipInvalid } }, M.zipInvalid],
    ['"Submission failed" without one', { status: 502, rawBody: 'Bad gateway' }, M.submitFailed],
  ])('shows %s when the submission fails and stays on the form', async (_what, response, message) => {
    server.route('POST /api/public/signup/abc', response);
    const { user } = await renderLoaded();
    await fillValidDetails(user);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Continue to Payments' }));
    expect(await within(await screen.findByTestId('toast')).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payments' })).toBeEnabled();
    expect(window.sessionStorage.getItem(SIGNUP_SESSION_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText('Payment step stand-in')).not.toBeInTheDocument();
  });

  it.each([
    // An unknown or expired code is final; a failure without an answer is tried once more first.
    ['the server reason for an unknown code', { status: 404, body: { error: 'Invite not found or expired' } }, 1],
    ['the default when the server gives none', { status: 500, rawBody: 'oops' }, 2],
  ])('shows %s when the invite cannot be loaded', async (_what, response, attempts) => {
    server.route('GET /api/public/signup/abc', response);
    renderSignup();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(M.loadFailed);
    expect(screen.queryByRole('button', { name: 'Continue to Payments' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(attempts);
  });
});
