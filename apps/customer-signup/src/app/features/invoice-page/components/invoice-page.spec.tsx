import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  INVOICE_API_ERRORS,
  INVOICE_PAGE_MESSAGES as M,
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type InvoiceCardSetupResponse,
  type PayInvoiceResponse,
  type PublicInvoiceView,
} from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type RecordedRequest, type TestApiServer, type TestResponse } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { allowConsoleError } from '@fsp/ui/testing';
import { InvoicePage } from './invoice-page.js';

const TOKEN = '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const BASE = `/api/public/invoices/${TOKEN}`;
const GET_INVOICE = `GET ${BASE}`;
const CARD_SETUP = `POST ${BASE}/card-setup`;
const PAY = `POST ${BASE}/pay`;
const PAYMENT_RESULT = `POST ${BASE}/payment-result`;
const confirmRoute = (setup: InvoiceCardSetupResponse) => `POST /api/public/payments-sandbox/setup-intents/${setup.setup_intent_id}/confirm`;

const INVOICE: PublicInvoiceView = {
  organization: { name: 'Green Acres Lawn Care', email: 'hello@greenacres.test', phone_number: '555-010-2000' },
  customer_name: 'Pat Payer',
  lines: [
    { id: 'line-1', service_label: 'Lawn Mowing', visit_date: '2026-04-07', amount_cents: 4_500 },
    { id: 'line-2', service_label: 'Hedge Trimming', visit_date: '2026-04-14', amount_cents: 12_550 },
  ],
  total_cents: 17_050,
  currency: 'USD',
  status: 'open',
  due_date: '2026-05-20',
  invoice_date: '2026-05-01',
  period_start: '2026-04-01',
  period_end: '2026-04-30',
  paid_at: null,
  failure_reason: null,
  card_on_file: { brand: 'visa', last4: '4242' },
  can_pay: true,
};
const PAID: PublicInvoiceView = { ...INVOICE, status: 'paid', paid_at: '2026-05-20T14:00:00.000Z' };
const SETUP: InvoiceCardSetupResponse = { provider: 'sandbox', client_secret: 'seti_sandbox_1_secret_x', setup_intent_id: 'seti_sandbox_1' };
const NEXT_SETUP: InvoiceCardSetupResponse = { provider: 'sandbox', client_secret: 'seti_sandbox_2_secret_y', setup_intent_id: 'seti_sandbox_2' };
const CONFIRMED = (setup: InvoiceCardSetupResponse) => ({ status: 200, body: { id: setup.setup_intent_id, status: 'succeeded', payment_method: 'pm_sandbox_1' } });
const SUCCEEDED: PayInvoiceResponse = { status: 'succeeded', reason: null, payment_intent_id: 'pi_sandbox_1' };
const DECLINED: PayInvoiceResponse = { status: 'failed', reason: PAYMENT_MESSAGES.cardDeclined, payment_intent_id: 'pi_sandbox_1' };
const AUTHENTICATION_URL = 'http://app.test/api/public/payments-sandbox/payment-intents/pi_sandbox_1/authenticate?token=t';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ [GET_INVOICE]: { status: 200, body: INVOICE }, [CARD_SETUP]: { status: 200, body: SETUP } });
});
afterEach(async () => {
  await server.close();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderPage(url = `/invoice/${TOKEN}`, leavePage: (url: string) => void = () => undefined) {
  return render(
    <TestSessionProvider session={createTestSession()}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteAppProviders>
            <Routes>
              <Route path="/invoice/:token" element={<InvoicePage leavePage={leavePage} />} />
            </Routes>
          </RemoteAppProviders>
          <Where />
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);
const payButton = () => screen.getByRole('button', { name: M.payAmount('$170.50') });

/** The server answers the invoice as paid once /pay was called with a succeeding card. */
function payWith(answer: PayInvoiceResponse, after: PublicInvoiceView = answer.status === 'succeeded' ? PAID : INVOICE): (request: RecordedRequest) => TestResponse {
  return () => {
    server.route(GET_INVOICE, { status: 200, body: after });
    return { status: 200, body: answer };
  };
}

async function openCardForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: M.payNow }));
  await screen.findByLabelText('Card number');
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string = SANDBOX_TEST_CARDS.succeeds) {
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '12 / 34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('InvoicePage', () => {
  it('shows the organization, the lines, the total, the due date and the status, without signing in', async () => {
    renderPage();
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    expect(await screen.findByTestId('invoice-organization')).toHaveTextContent('Green Acres Lawn Care');
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@greenacres.test' })).toHaveAttribute('href', 'mailto:hello@greenacres.test');
    expect(screen.getByRole('link', { name: '555-010-2000' })).toHaveAttribute('href', 'tel:555-010-2000');
    expect(screen.getByText('Pat Payer')).toBeInTheDocument();

    const rows = within(screen.getByTestId('invoice-lines')).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole(row === rows[0] ? 'columnheader' : 'cell').map((cell) => cell.textContent))).toEqual([
      [M.service, M.visitDate, M.amount],
      ['Lawn Mowing', 'Apr 7, 2026', '$45.00'],
      ['Hedge Trimming', 'Apr 14, 2026', '$125.50'],
    ]);
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$170.50');
    expect(screen.getByTestId('invoice-due-date')).toHaveTextContent('May 20, 2026');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Unpaid');
    expect(screen.getByText('Apr 1, 2026 – Apr 30, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-card-on-file')).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByRole('button', { name: M.payNow })).toBeEnabled();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(calls()).toEqual([GET_INVOICE]);
  });

  it('says "Invoice not found" for an unknown link, with nothing to retry', async () => {
    server.route(GET_INVOICE, { status: 404, body: { error: M.notFound } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.notFound);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again when the invoice cannot be loaded', async () => {
    server.route(GET_INVOICE, { status: 503 });
    const user = userEvent.setup({ delay: null });
    renderPage();
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(M.failedToLoad);
    server.route(GET_INVOICE, { status: 200, body: INVOICE });
    await user.click(screen.getByRole('button', { name: M.tryAgain }));
    expect(await screen.findByTestId('invoice-total')).toHaveTextContent('$170.50');
  });

  it('shows a paid invoice as paid, with nothing to pay', async () => {
    server.route(GET_INVOICE, { status: 200, body: PAID });
    renderPage();
    expect(await screen.findByText(M.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid');
    expect(screen.getByText(M.paidOn)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.payNow })).not.toBeInTheDocument();
    expect(screen.queryByTestId('invoice-card-on-file')).not.toBeInTheDocument();
  });

  it('says so when the business takes no card payments', async () => {
    server.route(GET_INVOICE, { status: 200, body: { ...INVOICE, can_pay: false } });
    renderPage();
    expect(await screen.findByText(M.cannotPayOnline)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.payNow })).not.toBeInTheDocument();
  });

  it('shows why the automatic payment failed and asks for a card', async () => {
    server.route(GET_INVOICE, { status: 200, body: { ...INVOICE, status: 'payment_failed', failure_reason: PAYMENT_MESSAGES.cardDeclined } });
    renderPage();
    const notice = await screen.findByTestId('invoice-failure-reason');
    expect(notice).toHaveTextContent(M.lastPaymentFailed);
    expect(notice).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(notice).toHaveTextContent(M.newCardHint);
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Payment failed');
  });

  it('pays with a confirmed card once, thanks the customer and shows the invoice paid', async () => {
    let releasePay: () => void = () => undefined;
    const payHeld = new Promise<void>((resolve) => (releasePay = resolve));
    const answer = payWith(SUCCEEDED);
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, async (request) => {
      await payHeld;
      return answer(request);
    });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openCardForm(user);
    await fillCard(user);

    const button = payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls()).toContain(PAY));
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(M.paying);
    releasePay();

    expect(await screen.findByTestId('invoice-thank-you')).toHaveTextContent(M.thankYou);
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid'));
    expect(calls()).toEqual([GET_INVOICE, CARD_SETUP, confirmRoute(SETUP), PAY, GET_INVOICE]);
    expect(server.requests[2]?.body).toEqual({ client_secret: SETUP.client_secret, card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12 / 34', cvc: '123' });
    expect(server.requests[3]?.body).toEqual({ setup_intent_id: SETUP.setup_intent_id });
    expect(screen.queryByRole('button', { name: M.payNow })).not.toBeInTheDocument();
  });

  it('can be paid with the keyboard alone', async () => {
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, payWith(SUCCEEDED));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('button', { name: M.payNow });
    await user.tab();
    while (document.activeElement !== screen.getByRole('button', { name: M.payNow })) await user.tab();
    await user.keyboard('{Enter}');
    const number = await screen.findByLabelText('Card number');
    number.focus();
    await user.keyboard(SANDBOX_TEST_CARDS.succeeds);
    await user.tab();
    await user.keyboard('12 / 34');
    await user.tab();
    await user.keyboard('123{Enter}');
    expect(await screen.findByTestId('invoice-thank-you')).toBeInTheDocument();
  });

  it('shows a card refused at save next to the form, and pays nothing', async () => {
    server.route(confirmRoute(SETUP), { status: 402, body: { error: PAYMENT_MESSAGES.cardDeclined } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openCardForm(user);
    await fillCard(user, SANDBOX_TEST_CARDS.declined);
    await user.click(payButton());
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(screen.getByRole('group', { name: /Card/ })).toHaveAttribute('aria-describedby', error.id);
    expect(calls()).not.toContain(PAY);
    expect(payButton()).toBeEnabled();
  });

  it('shows a declined payment with its reason and a fresh card form on a new card setup', async () => {
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, payWith(DECLINED, { ...INVOICE, status: 'payment_failed', failure_reason: PAYMENT_MESSAGES.cardDeclined }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openCardForm(user);
    await fillCard(user, SANDBOX_TEST_CARDS.chargeDeclined);
    server.route(CARD_SETUP, { status: 200, body: NEXT_SETUP });
    await user.click(payButton());

    const failure = await screen.findByTestId('invoice-payment-failed');
    expect(failure).toHaveTextContent(M.paymentFailed);
    expect(failure).toHaveTextContent(PAYMENT_MESSAGES.cardDeclined);
    expect(failure).toHaveTextContent(M.newCardHint);
    expect(await screen.findByLabelText('Card number')).toHaveValue('');
    await waitFor(() => expect(calls().filter((call) => call === CARD_SETUP)).toHaveLength(2));
    expect(screen.queryByTestId('invoice-failure-reason')).not.toBeInTheDocument();

    server.route(confirmRoute(NEXT_SETUP), CONFIRMED(NEXT_SETUP));
    server.route(PAY, payWith(SUCCEEDED));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByTestId('invoice-thank-you')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === `${BASE}/pay`).map((request) => request.body)).toEqual([
      { setup_intent_id: SETUP.setup_intent_id },
      { setup_intent_id: NEXT_SETUP.setup_intent_id },
    ]);
  });

  it('shows the server’s refusal to pay and keeps the card form', async () => {
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, { status: 409, body: { error: INVOICE_API_ERRORS.paymentInProgress } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openCardForm(user);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_API_ERRORS.paymentInProgress);

    // The card is confirmed already: trying again only pays.
    server.route(PAY, payWith(SUCCEEDED));
    await user.click(payButton());
    expect(await screen.findByTestId('invoice-thank-you')).toBeInTheDocument();
    expect(calls().filter((call) => call === confirmRoute(SETUP))).toHaveLength(1);
  });

  it('shows a payment that settles later as processing, with nothing more to pay', async () => {
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, payWith({ status: 'processing', reason: null, payment_intent_id: 'pi_sandbox_1' }, { ...INVOICE, status: 'processing' }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await openCardForm(user);
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByText(M.processing)).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Processing');
    expect(screen.queryByRole('button', { name: M.payNow })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('sends the customer to the sandbox authentication page when the bank asks for it', async () => {
    server.route(confirmRoute(SETUP), CONFIRMED(SETUP));
    server.route(PAY, payWith({ status: 'requires_action', reason: null, payment_intent_id: 'pi_sandbox_1', next_action: { redirect_url: AUTHENTICATION_URL } }));
    const leavePage = jest.fn<(url: string) => void>();
    const user = userEvent.setup({ delay: null });
    renderPage(undefined, leavePage);
    await openCardForm(user);
    await fillCard(user, SANDBOX_TEST_CARDS.authenticationRequired);
    await user.click(payButton());
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(AUTHENTICATION_URL));
    expect(screen.getByText(M.authenticating)).toBeInTheDocument();
  });

  it('coming back from authentication, asks for the outcome once and thanks the customer', async () => {
    server.route(GET_INVOICE, { status: 200, body: { ...INVOICE, status: 'processing' } });
    server.route(PAYMENT_RESULT, payWith(SUCCEEDED));
    renderPage(`/invoice/${TOKEN}?payment_intent=pi_sandbox_1`);
    expect(await screen.findByTestId('invoice-thank-you')).toHaveTextContent(M.thankYou);
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/invoice/${TOKEN}$`));
    expect(server.requests.filter((request) => request.path === `${BASE}/payment-result`).map((request) => request.body)).toEqual([
      { payment_intent_id: 'pi_sandbox_1' },
    ]);
    await waitFor(() => expect(screen.getByTestId('invoice-status')).toHaveTextContent('Paid'));
  });

  it('coming back from a failed authentication, shows why and the card form again', async () => {
    const reason = 'The customer did not complete the card authentication.';
    server.route(PAYMENT_RESULT, payWith({ status: 'failed', reason, payment_intent_id: 'pi_sandbox_1' }));
    renderPage(`/invoice/${TOKEN}?payment_intent=pi_sandbox_1`);
    expect(await screen.findByTestId('invoice-payment-failed')).toHaveTextContent(reason);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(calls()).toContain(CARD_SETUP);
  });

  it('says when the outcome cannot be checked', async () => {
    allowConsoleError('Reading the payment result failed');
    server.route(PAYMENT_RESULT, { status: 404, body: { error: 'This payment does not belong to this invoice.' } });
    renderPage(`/invoice/${TOKEN}?payment_intent=pi_other`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment does not belong to this invoice.');
    expect(screen.getByRole('button', { name: M.payNow })).toBeInTheDocument();
  });

  it('shows the card setup’s failure with a way to try again, and Cancel goes back to "Pay now"', async () => {
    server.route(CARD_SETUP, { status: 409, body: { error: INVOICE_API_ERRORS.paymentsNotSetUp } });
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: M.payNow }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVOICE_API_ERRORS.paymentsNotSetUp);
    server.route(CARD_SETUP, { status: 200, body: SETUP });
    await user.click(screen.getByRole('button', { name: M.tryAgain }));
    await screen.findByLabelText('Card number');
    await user.click(screen.getByRole('button', { name: M.cancel }));
    expect(screen.getByRole('button', { name: M.payNow })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
