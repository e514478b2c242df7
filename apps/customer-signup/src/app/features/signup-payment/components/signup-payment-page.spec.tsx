import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  PAYMENT_MESSAGES as M,
  SANDBOX_TEST_CARDS,
  SIGNUP_REDIRECT_AFTER_SAVE_MS,
  SIGNUP_SESSION_STORAGE_KEY,
  type SignupSessionContext,
  type SignupSetupIntentResponse,
} from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { SignupPaymentPage } from './signup-payment-page.js';

const CONTEXT: SignupSessionContext = {
  code: 'abc',
  org_id: 'org-1',
  org_name: 'Green Acres Lawn Care',
  email: 'jamie@example.com',
  name: 'Jamie Customer',
};

const INTENT: SignupSetupIntentResponse = {
  client_secret: 'seti_sandbox_1_secret_xyz',
  setup_intent_id: 'seti_sandbox_1',
  customer_id: 'cus_sandbox_1',
  provider: 'sandbox',
};

const SETUP_INTENT = 'GET /api/public/signup/abc/setup-intent';
const CONFIRM = `POST /api/public/payments-sandbox/setup-intents/${INTENT.setup_intent_id}/confirm`;
const CONSENT = 'POST /api/public/signup/abc/consent';
const PAYMENT_SUCCESS = 'POST /api/public/signup/abc/payment-success';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ [SETUP_INTENT]: { status: 200, body: INTENT } });
  window.sessionStorage.clear();
});
afterEach(async () => {
  await server.close();
});

function storeContext(context: SignupSessionContext = CONTEXT) {
  window.sessionStorage.setItem(SIGNUP_SESSION_STORAGE_KEY, JSON.stringify(context));
}

function renderPay(leavePage: (url: string) => void = () => undefined, url = '/signup/abc/pay') {
  return render(
    <TestSessionProvider session={createTestSession()}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteAppProviders>
            <Routes>
              <Route path="/signup/:code" element={<p>Signup form stand-in</p>} />
              <Route path="/signup/:code/pay" element={<SignupPaymentPage leavePage={leavePage} />} />
            </Routes>
          </RemoteAppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);
const saveButton = () => screen.getByRole('button', { name: M.savePaymentMethod });

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '12 / 34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('SignupPaymentPage', () => {
  it('sends the customer back to the signup form without the stored session context', async () => {
    renderPay();
    expect(await screen.findByText('Signup form stand-in')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("ignores another invite's context", async () => {
    storeContext({ ...CONTEXT, code: 'other' });
    renderPay();
    expect(await screen.findByText('Signup form stand-in')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('loads the setup intent and keeps Save disabled until auto-pay consent is ticked and the card form is ready', async () => {
    storeContext();
    const user = userEvent.setup();
    renderPay();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button', { name: M.savePaymentMethod })).not.toBeInTheDocument();

    await screen.findByLabelText('Card number');
    expect(screen.getByRole('heading', { level: 1, name: M.addPaymentMethod })).toBeInTheDocument();
    expect(screen.getByText(CONTEXT.org_name)).toBeInTheDocument();
    expect(server.requests[0]?.path).toBe('/api/public/signup/abc/setup-intent');
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ org_id: 'org-1', email: 'jamie@example.com' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();

    expect(screen.getByRole('checkbox', { name: M.invoiceEmailOptIn })).toBeChecked();
    const consent = screen.getByRole('checkbox', { name: M.autoPayConsent });
    expect(consent).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
    await user.click(consent);
    expect(saveButton()).toBeEnabled();
    await user.click(consent);
    expect(saveButton()).toBeDisabled();
  });

  it('shows "Failed to initialize payment" when the setup intent cannot be loaded, and the server reason when it gives one', async () => {
    storeContext();
    server.route(SETUP_INTENT, { status: 500 });
    const view = renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failedToInitializePayment);
    expect(screen.queryByRole('button', { name: M.savePaymentMethod })).not.toBeInTheDocument();
    view.unmount();

    server.route(SETUP_INTENT, { status: 404, body: { error: 'Invite not found or expired' } });
    renderPay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invite not found or expired');
  });

  it('shows a decline next to the card form and saves nothing', async () => {
    storeContext();
    server.route(CONFIRM, { status: 402, body: { error: M.cardDeclined } });
    const leavePage = jest.fn<(url: string) => void>();
    const user = userEvent.setup();
    renderPay(leavePage);
    await screen.findByLabelText('Card number');
    await fillCard(user, SANDBOX_TEST_CARDS.declined);
    await user.click(screen.getByRole('checkbox', { name: M.autoPayConsent }));
    await user.click(saveButton());

    const decline = await screen.findByRole('alert');
    expect(decline).toHaveTextContent(M.cardDeclined);
    expect(screen.getByRole('group', { name: /Card/ })).toHaveAttribute('aria-describedby', decline.id);
    expect(calls()).toEqual([SETUP_INTENT, CONFIRM]);
    expect(server.requests[1]?.body).toEqual({
      client_secret: INTENT.client_secret,
      card_number: SANDBOX_TEST_CARDS.declined,
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(saveButton()).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(SIGNUP_SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('confirms the card, then records consent, then payment success, once, and leaves for / after the delay', async () => {
    storeContext();
    let releaseConfirm: () => void = () => undefined;
    const confirmHeld = new Promise<void>((resolve) => (releaseConfirm = resolve));
    server.route(CONFIRM, async () => {
      await confirmHeld;
      return { status: 200, body: { id: INTENT.setup_intent_id, status: 'succeeded', payment_method: 'pm_sandbox_1' } };
    });
    server.route(CONSENT, { status: 200, body: { ok: true } });
    server.route(PAYMENT_SUCCESS, { status: 200, body: { ok: true } });
    const leavePage = jest.fn<(url: string) => void>();
    const user = userEvent.setup();
    renderPay(leavePage);
    await screen.findByLabelText('Card number');
    await fillCard(user, SANDBOX_TEST_CARDS.succeeds);
    await user.click(screen.getByRole('checkbox', { name: M.invoiceEmailOptIn }));
    await user.click(screen.getByRole('checkbox', { name: M.autoPayConsent }));

    const button = saveButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls()).toContain(CONFIRM));
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent(M.savingPaymentMethod);
    releaseConfirm();

    expect(await screen.findByText(M.paymentMethodSaved)).toBeInTheDocument();
    expect(calls()).toEqual([SETUP_INTENT, CONFIRM, CONSENT, PAYMENT_SUCCESS]);
    expect(server.requests[2]?.body).toEqual({
      org_id: 'org-1',
      auto_pay_consent: true,
      invoice_email_opt_in: false,
      email: 'jamie@example.com',
      name: 'Jamie Customer',
    });
    expect(server.requests[3]?.body).toEqual({
      org_id: 'org-1',
      setup_intent_id: INTENT.setup_intent_id,
      payment_method: 'pm_sandbox_1',
      customer_id: INTENT.customer_id,
      email: 'jamie@example.com',
    });
    expect(window.sessionStorage.getItem(SIGNUP_SESSION_STORAGE_KEY)).toBeNull();
    expect(leavePage).not.toHaveBeenCalled();
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/'), { timeout: SIGNUP_REDIRECT_AFTER_SAVE_MS + 1000 });
    expect(leavePage).toHaveBeenCalledTimes(1);
  });

  it('saves a card the provider already confirmed before a reload without confirming it again', async () => {
    storeContext();
    server.route(SETUP_INTENT, { status: 200, body: { ...INTENT, payment_method: 'pm_sandbox_1' } });
    server.route(CONSENT, { status: 200, body: { ok: true } });
    server.route(PAYMENT_SUCCESS, { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    renderPay();
    expect(await screen.findByText(M.cardAlreadyConfirmed)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: M.autoPayConsent }));
    await user.click(saveButton());
    expect(await screen.findByText(M.paymentMethodSaved)).toBeInTheDocument();
    expect(calls()).toEqual([SETUP_INTENT, CONSENT, PAYMENT_SUCCESS]);
    expect(server.requests[2]?.body).toMatchObject({ payment_method: 'pm_sandbox_1' });
  });

  it('retries a failed save without confirming the card again', async () => {
    storeContext();
    server.route(CONFIRM, { status: 200, body: { id: INTENT.setup_intent_id, status: 'succeeded', payment_method: 'pm_sandbox_1' } });
    server.route(CONSENT, { status: 200, body: { ok: true } });
    server.route(PAYMENT_SUCCESS, { status: 503 });
    const user = userEvent.setup();
    renderPay();
    await screen.findByLabelText('Card number');
    await fillCard(user, SANDBOX_TEST_CARDS.succeeds);
    await user.click(screen.getByRole('checkbox', { name: M.autoPayConsent }));
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(M.failedToSavePaymentMethod);

    server.route(PAYMENT_SUCCESS, { status: 200, body: { ok: true } });
    await user.click(saveButton());
    expect(await screen.findByText(M.paymentMethodSaved)).toBeInTheDocument();
    expect(calls()).toEqual([SETUP_INTENT, CONFIRM, CONSENT, PAYMENT_SUCCESS, CONSENT, PAYMENT_SUCCESS]);
  });
});
