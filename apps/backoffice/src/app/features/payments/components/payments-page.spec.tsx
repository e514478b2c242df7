import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_ACTIVITY_MESSAGES as A,
  PAYMENT_LIST_WORDS as W,
  PAYMENT_MESSAGES,
  PAYMENT_SEARCH_DEBOUNCE_MS,
  PAYMENT_STATUS_LABELS,
  PAYMENTS_PAGE_SIZES,
  type PaymentItem,
  type RefundRequest,
} from '@fsp/contracts';
import { buildPaymentItem, startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError, setViewportWidth } from '@fsp/ui/testing';
import { buildPayments, NO_ACCOUNT_LIST, paymentListRoute } from '../../../components/payment-list/testing/payment-fixtures.js';
import { renderWithApi, runUntil, settleIo } from '../../../components/payment-list/testing/render-with-api.js';
import { PaymentsPage } from './payments-page.js';

const LIST = '/api/owner/stripe/payments';
const REFUND = '/api/owner/stripe/refund';

let server: TestApiServer;
let payments: PaymentItem[];

beforeEach(async () => {
  setViewportWidth(1280);
  payments = buildPayments(45);
  server = await startTestApiServer({ [`GET ${LIST}`]: paymentListRoute(() => payments) });
});
afterEach(async () => {
  await server.close();
});

const renderPayments = (role = 'owner') => renderWithApi(<PaymentsPage />, server.fetch, role);
const listRequests = () => server.requests.filter((r) => r.method === 'GET' && r.path === LIST);
const lastQuery = () => Object.fromEntries(listRequests().at(-1)?.query ?? []);
const rows = () => screen.queryAllByTestId('payments-row');
const rowIds = () => rows().map((row) => row.dataset['paymentIntent']);
const row = (pi: string) => rows().find((candidate) => candidate.dataset['paymentIntent'] === pi) as HTMLElement;
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);
const refundRequests = () => server.requests.filter((r) => r.method === 'POST' && r.path === REFUND);

async function loaded() {
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
}

describe('PaymentsPage', () => {
  it('loads the first 20 payments with the bearer token and shows the account id, the columns and the count', async () => {
    renderPayments();
    expect(screen.getByRole('heading', { level: 1, name: A.paymentsTitle })).toBeInTheDocument();
    await loaded();
    expect(listRequests()).toHaveLength(1);
    expect(lastQuery()).toEqual({ limit: '20' });
    expect(listRequests()[0]?.headers.authorization).toBe('Bearer owner-token');
    expect(screen.getByTestId('payments-account-id')).toHaveTextContent('acct_1TestAccount99');
    expect(rowIds()).toEqual(payments.slice(0, 20).map((item) => item.payment_intent_id));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–20');

    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Created', 'Customer', 'Description', 'Method', 'Amount', 'Fee', 'Net', 'Status', 'Actions']);
    const first = row('pi_1');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Nov 26, 2026, 3:04 PM',
      'Invoice May 2026',
      'Visa •••• 4242',
      '$11.00',
      '$0.61',
      '$10.39',
      PAYMENT_STATUS_LABELS.succeeded,
      A.refund,
    ]);
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Customer 1c1@example.com');
  });

  it('colours each status as part 2 §4 says and offers Refund only where the payment is refundable', async () => {
    payments = [
      buildPaymentItem({ payment_intent_id: 'pi_ok' }),
      buildPaymentItem({ payment_intent_id: 'pi_proc', status: 'processing', refundable: false }),
      buildPaymentItem({ payment_intent_id: 'pi_disp', status: 'disputed', refundable: false }),
      buildPaymentItem({ payment_intent_id: 'pi_ref', status: 'refunded', amount_refunded: 4500, net_minor: -161, refundable: false }),
    ];
    renderPayments();
    await loaded();
    const badge = (pi: string) => within(row(pi)).getByTestId('payment-status');
    expect(badge('pi_ok')).toHaveAttribute('data-color', 'green');
    expect(badge('pi_proc')).toHaveAttribute('data-color', 'blue');
    expect(badge('pi_disp')).toHaveAttribute('data-color', 'yellow');
    expect(badge('pi_ref')).toHaveAttribute('data-color', 'red');
    expect(badge('pi_ref')).toHaveTextContent(PAYMENT_STATUS_LABELS.refunded);
    expect(within(row('pi_ref')).getByTestId('payment-net')).toHaveTextContent('-$1.61');
    expect(within(row('pi_ref')).getByTestId('payment-refunded')).toHaveTextContent('Refunded $45.00');
    expect(screen.getAllByTestId('refund-button').map((button) => button.closest('tr')?.dataset['paymentIntent'])).toEqual(['pi_ok']);
  });

  it('sends status, per page, From and To at once, each time from the first page', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    const status = screen.getByTestId('payments-status');
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Any',
      ...Object.values(PAYMENT_STATUS_LABELS),
    ]);
    expect(
      within(screen.getByTestId('payments-per-page'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(PAYMENTS_PAGE_SIZES.map(String));

    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(lastQuery()['starting_after']).toBe('pi_20'));

    await user.selectOptions(screen.getByLabelText('Status'), 'succeeded');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'succeeded', limit: '20' }));
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'succeeded', limit: '50' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'succeeded', limit: '50', from: '2026-11-01' }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'succeeded', limit: '50', from: '2026-11-01', to: '2026-11-30' }));
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-11-30');
    await waitFor(() => expect(rows()).toHaveLength(30));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–30');

    await user.selectOptions(screen.getByLabelText('Status'), 'any');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '50', from: '2026-11-01', to: '2026-11-30' }));
  });

  it('sends the search 400 ms after the last keystroke, once, and goes back to the first page', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(lastQuery()['starting_after']).toBe('pi_20'));
    const before = listRequests().length;

    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      const search = screen.getByLabelText('Search');
      fireEvent.change(search, { target: { value: 'b' } });
      act(() => jest.advanceTimersByTime(PAYMENT_SEARCH_DEBOUNCE_MS - 100));
      fireEvent.change(search, { target: { value: 'bob' } });
      act(() => jest.advanceTimersByTime(PAYMENT_SEARCH_DEBOUNCE_MS - 1));
      await settleIo();
      expect(listRequests()).toHaveLength(before);

      act(() => jest.advanceTimersByTime(1));
      await runUntil(() => expect(listRequests()).toHaveLength(before + 1));
      expect(lastQuery()).toEqual({ q: 'bob', limit: '20' });
      await runUntil(() => expect(rowIds()).toEqual(payments.filter((item) => item.customer_email === 'bob@example.com').map((item) => item.payment_intent_id)));
    } finally {
      jest.useRealTimers();
    }
    expect(screen.getByTestId('payments-prev')).toBeDisabled();
    expect(screen.getByTestId('payments-next')).toBeDisabled();
  });

  it('sends the search at once on Enter', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.type(screen.getByLabelText('Search'), 'c7@{Enter}');
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'c7@', limit: '20' }));
    await waitFor(() => expect(rowIds()).toEqual(['pi_7']));
  });

  it('pages forward through the cursors and back through the stack, with the count of each page', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    const prev = screen.getByTestId('payments-prev');
    const next = screen.getByTestId('payments-next');
    expect(prev).toBeDisabled();

    await user.click(next);
    await waitFor(() => expect(rowIds()[0]).toBe('pi_21'));
    expect(lastQuery()).toEqual({ limit: '20', starting_after: 'pi_20' });
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 21–40');

    await user.click(next);
    await waitFor(() => expect(rowIds()).toEqual(['pi_41', 'pi_42', 'pi_43', 'pi_44', 'pi_45']));
    expect(lastQuery()).toEqual({ limit: '20', starting_after: 'pi_40' });
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 41–45');
    expect(next).toBeDisabled();

    await user.click(prev);
    await waitFor(() => expect(rowIds()[0]).toBe('pi_21'));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 21–40');
    await user.click(prev);
    await waitFor(() => expect(rowIds()[0]).toBe('pi_1'));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–20');
    expect(prev).toBeDisabled();
    // Going back shows the pages seen before at once and asks for them again with the cursors of the stack.
    await waitFor(() => expect(listRequests().map((r) => r.query.get('starting_after'))).toEqual([null, 'pi_20', 'pi_40', 'pi_20', null]));
  });

  it('refunds part of a payment: full amount by default, Max shows what is left, minor units rounded, a new Idempotency-Key each refund', async () => {
    payments = [buildPaymentItem({ payment_intent_id: 'pi_part', amount: 4500, amount_refunded: 1000, net_minor: 3339 }), ...buildPayments(3)];
    server.route(`POST ${REFUND}`, (request: RecordedRequest) => {
      const { amount_minor } = request.body as RefundRequest;
      const current = payments[0] as PaymentItem;
      const payment = { ...current, amount_refunded: current.amount_refunded + amount_minor, net_minor: current.net_minor - amount_minor };
      payments = [payment, ...payments.slice(1)];
      return { status: 200, body: { ok: true, refund_id: 're_1', payment } };
    });
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(within(row('pi_part')).getByTestId('refund-button'));
    const dialog = screen.getByRole('dialog', { name: A.refund });
    const amount = within(dialog).getByTestId('refund-amount');
    expect(amount).toHaveValue('45.00');
    expect(amount).toHaveFocus();
    expect(within(dialog).getByTestId('refund-max')).toHaveTextContent(`${A.max} $35.00`);

    await user.click(within(dialog).getByTestId('refund-max'));
    expect(amount).toHaveValue('35.00');
    await user.clear(amount);
    await user.type(amount, '12.345');
    const loads = listRequests().length;
    await user.click(within(dialog).getByTestId('refund-submit'));

    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(A.refundIssued)]));
    expect(refundRequests().map((r) => r.body)).toEqual([{ payment_intent: 'pi_part', amount_minor: 1235 }]);
    const key = refundRequests()[0]?.headers['idempotency-key'];
    expect(key).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(loads));
    await waitFor(() => expect(within(row('pi_part')).getByTestId('payment-refunded')).toHaveTextContent('Refunded $22.35'));

    await user.click(within(row('pi_part')).getByTestId('refund-button'));
    await user.click(within(screen.getByRole('dialog')).getByTestId('refund-submit'));
    await waitFor(() => expect(refundRequests()).toHaveLength(2));
    expect(refundRequests()[1]?.body).toEqual({ payment_intent: 'pi_part', amount_minor: 4500 });
    expect(refundRequests()[1]?.headers['idempotency-key']).not.toBe(key);
  });

  it.each(['', 'abc', '0', '-5', '0.001', 'Infinity'])('refuses the refund amount %j with "Enter a valid refund amount" and sends nothing', async (text) => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(within(row('pi_1')).getByTestId('refund-button'));
    const amount = screen.getByTestId('refund-amount');
    await user.clear(amount);
    if (text) await user.type(amount, text);
    await user.click(screen.getByTestId('refund-submit'));
    expect(amount).toHaveAccessibleDescription(PAYMENT_MESSAGES.invalidRefundAmount);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(refundRequests()).toHaveLength(0);
    await user.type(amount, '1');
    expect(amount).not.toHaveAttribute('aria-invalid');
  });

  it('does not hold an amount above Max back: the server’s refusal is toasted and the dialog stays', async () => {
    allowConsoleError('The refund failed');
    server.route(`POST ${REFUND}`, { status: 400, body: { error: A.refundAmountTooLarge } });
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(within(row('pi_1')).getByTestId('refund-button'));
    const amount = screen.getByTestId('refund-amount');
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(A.refundAmountTooLarge)]));
    expect(refundRequests()[0]?.body).toEqual({ payment_intent: 'pi_1', amount_minor: 50000 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends the same Idempotency-Key again only to retry the same amount after an unanswered or 5xx attempt', async () => {
    allowConsoleError('The refund failed');
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(within(row('pi_1')).getByTestId('refund-button'));
    const amount = screen.getByTestId('refund-amount');
    const submit = async (text: string) => {
      const before = refundRequests().length;
      await user.clear(amount);
      await user.type(amount, text);
      await user.click(screen.getByTestId('refund-submit'));
      await waitFor(() => expect(refundRequests()).toHaveLength(before + 1));
      await waitFor(() => expect(screen.getByTestId('refund-submit')).toBeEnabled());
      return refundRequests()[before]?.headers['idempotency-key'];
    };

    // The provider refused (400): that key's refund failed for good, so another amount goes with a new key, as
    // does the same amount again.
    server.route(`POST ${REFUND}`, { status: 400, body: { error: 'Your card was declined.' } });
    const refused = await submit('9');
    const refusedAgain = await submit('9');
    expect(refusedAgain).not.toBe(refused);

    // No readable answer (502): the refund may have happened, so the same amount goes again with the same key...
    server.route(`POST ${REFUND}`, { status: 502, rawBody: 'Bad gateway' });
    const unknown = await submit('8');
    expect(unknown).not.toBe(refusedAgain);
    expect(await submit('8')).toBe(unknown);
    expect(toastTexts()).toContainEqual(expect.stringContaining(PAYMENT_MESSAGES.refundFailed));
    // ...but another amount is another refund.
    const other = await submit('7');
    expect(other).not.toBe(unknown);

    expect(refundRequests().map((r) => (r.body as RefundRequest).amount_minor)).toEqual([900, 900, 800, 800, 700]);
    expect(new Set(refundRequests().map((r) => r.headers['idempotency-key'])).size).toBe(4);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('puts the focus on the page title after a full refund, as the row loses the Refund button that had it', async () => {
    server.route(`POST ${REFUND}`, (request: RecordedRequest) => {
      const { payment_intent } = request.body as RefundRequest;
      const index = payments.findIndex((item) => item.payment_intent_id === payment_intent);
      const current = payments[index] as PaymentItem;
      const payment: PaymentItem = { ...current, amount_refunded: current.amount, status: 'refunded', refundable: false, net_minor: -current.fee_minor };
      payments = payments.map((item, i) => (i === index ? payment : item));
      return { status: 200, body: { ok: true, refund_id: 're_full', payment } };
    });
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(within(row('pi_1')).getByTestId('refund-button'));
    await user.click(within(screen.getByRole('dialog')).getByTestId('refund-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(row('pi_1')).toHaveAttribute('data-status', 'refunded'));
    expect(within(row('pi_1')).queryByTestId('refund-button')).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: A.paymentsTitle });
    expect(heading).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('closes the refund dialog with Escape and gives the focus back to its Refund button', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    const button = within(row('pi_1')).getByTestId('refund-button');
    expect(button).toHaveAccessibleName(`${A.refund}: Customer 1, $11.00, Nov 26, 2026, 3:04 PM`);
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(refundRequests()).toHaveLength(0);
  });

  it('says "No payments match these filters." when a page is empty, in the list and in the live region', async () => {
    payments = [];
    renderPayments();
    const count = screen.getByTestId('payments-count');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(count).toBeEmptyDOMElement();
    await waitFor(() => expect(count).toHaveTextContent(A.noPayments));
    expect(screen.getByText(A.noPayments, { selector: 'p' })).toBeVisible();
    expect(screen.getByTestId('payments-next')).toBeDisabled();
    expect(screen.getByTestId('payments-count')).toBe(count);
  });

  it('keeps one polite live region through loading, pages, a failure and an empty result, saying the count or that none match', async () => {
    const user = userEvent.setup();
    renderPayments();
    const count = screen.getByTestId('payments-count');
    await loaded();
    expect(count).toHaveTextContent('Showing 1–20');
    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(count).toHaveTextContent('Showing 21–40'));

    server.route(`GET ${LIST}`, { status: 400, body: { error: A.invalidStatus } });
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(await screen.findByRole('alert')).toHaveTextContent(A.invalidStatus);
    expect(count).toBeEmptyDOMElement();

    server.route(`GET ${LIST}`, paymentListRoute(() => payments));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(count).toHaveTextContent(A.noPayments));
    expect(screen.getByTestId('payments-count')).toBe(count);
    expect(screen.getAllByRole('status').filter((region) => region.getAttribute('aria-live') === 'polite')).toEqual([count]);
  });

  it('counts from the rows earlier pages really had when a filtered page comes back short, and says more may follow after an empty one', async () => {
    // As Stripe does with a search: each page of 20 payments keeps only those that match, so pages come back
    // short or empty with has_more still true.
    const pageRows: Record<string, string[]> = {
      '': ['pi_1', 'pi_2', 'pi_3', 'pi_4', 'pi_5', 'pi_6', 'pi_7'],
      pi_20: [],
      pi_40: ['pi_41', 'pi_42', 'pi_43'],
    };
    const nextCursor: Record<string, string | null> = { '': 'pi_20', pi_20: 'pi_40', pi_40: null };
    server.route(`GET ${LIST}`, (request) => {
      const after = request.query.get('starting_after') ?? '';
      const items = (pageRows[after] ?? []).map((id) => buildPaymentItem({ payment_intent_id: id }));
      const next = nextCursor[after] ?? null;
      return { status: 200, body: { ok: true, error: null, hasAccount: true, accountId: 'acct_1', items, has_more: next !== null, next_cursor: next } };
    });
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–7');

    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    expect(screen.getByText(W.emptyPageMoreMayFollow, { selector: 'p' })).toBeVisible();
    expect(screen.queryByText(A.noPayments)).not.toBeInTheDocument();
    expect(screen.getByTestId('payments-count')).toHaveTextContent(W.emptyPageMoreMayFollow);
    expect(screen.getByTestId('payments-next')).toBeEnabled();

    await user.click(screen.getByTestId('payments-next'));
    await waitFor(() => expect(rowIds()).toEqual(['pi_41', 'pi_42', 'pi_43']));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 8–10');
    expect(screen.getByTestId('payments-next')).toBeDisabled();

    await user.click(screen.getByTestId('payments-prev'));
    await waitFor(() => expect(rows()).toHaveLength(0));
    await user.click(screen.getByTestId('payments-prev'));
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–7');
  });

  it('keeps Prev under a page that fails to load, back to the page before', async () => {
    server.route(`GET ${LIST}`, (request) =>
      request.query.get('starting_after') === 'pi_20'
        ? { status: 400, body: { error: A.invalidCursor } }
        : paymentListRoute(() => payments)(request),
    );
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    await user.click(screen.getByTestId('payments-next'));
    expect(await screen.findByRole('alert')).toHaveTextContent(A.invalidCursor);
    expect(rows()).toHaveLength(0);
    expect(screen.getByTestId('payments-next')).toBeDisabled();
    expect(screen.getByTestId('payments-prev')).toBeEnabled();

    await user.click(screen.getByTestId('payments-prev'));
    await waitFor(() => expect(rowIds()[0]).toBe('pi_1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTestId('payments-count')).toHaveTextContent('Showing 1–20');
    expect(screen.getByTestId('payments-prev')).toBeDisabled();
  });

  it('refuses a From after the To on the field changed, sends no such range, and sends the range once it is one', async () => {
    const user = userEvent.setup();
    renderPayments();
    await loaded();
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', from: '2026-11-20' }));
    const sent = listRequests().length;

    fireEvent.change(to, { target: { value: '2026-11-10' } });
    expect(to).toHaveValue('2026-11-10');
    expect(to).toHaveAccessibleDescription(A.invalidDateRange);
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(from).not.toHaveAttribute('aria-invalid');
    // Other filters still apply, with the last valid range.
    await user.selectOptions(screen.getByLabelText('Status'), 'succeeded');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', status: 'succeeded', from: '2026-11-20' }));
    await settleIo();
    expect(listRequests().filter((r) => r.query.get('to') === '2026-11-10')).toEqual([]);
    expect(listRequests()).toHaveLength(sent + 1);

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(from).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', status: 'succeeded', from: '2026-11-01', to: '2026-11-10' }));
  });

  it('says no payment-provider account is connected yet, without filters or table', async () => {
    server.route(`GET ${LIST}`, { status: 200, body: NO_ACCOUNT_LIST });
    renderPayments();
    expect(await screen.findByTestId('payments-no-account')).toHaveTextContent(A.noProviderAccount);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payments-search')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payments-account-id')).not.toBeInTheDocument();
  });

  it('shows the server’s error, else "Failed to load Stripe payments", and loads again with Try again', async () => {
    server.route(`GET ${LIST}`, { status: 400, body: { error: A.invalidDateRange } });
    const user = userEvent.setup();
    renderPayments();
    expect(await screen.findByRole('alert')).toHaveTextContent(A.invalidDateRange);
    expect(rows()).toHaveLength(0);

    // A 4xx is not tried again, so the default shows without waiting for a retry.
    server.route(`GET ${LIST}`, { status: 404, rawBody: 'Not here' });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.failedToLoadStripePayments));

    server.route(`GET ${LIST}`, paymentListRoute(() => payments));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => setViewportWidth(390));

    it('shows a card per payment with its facts and Refund', async () => {
      renderPayments();
      await loaded();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = row('pi_1');
      expect(card.tagName).toBe('LI');
      expect(within(card).getByRole('heading', { name: 'Customer 1' })).toBeInTheDocument();
      expect(within(card).getByTestId('payment-amount')).toHaveTextContent('$11.00');
      expect(within(card).getByTestId('payment-net')).toHaveTextContent('$10.39');
      expect(within(card).getByTestId('refund-button')).toBeInTheDocument();
      expect(within(row('pi_3')).queryByTestId('refund-button')).not.toBeInTheDocument();
    });

    it('filters through the sheet: Apply sends every filter at once, Clear goes back to the defaults', async () => {
      const user = userEvent.setup();
      renderPayments();
      await loaded();
      expect(screen.queryByTestId('payments-search')).not.toBeInTheDocument();
      expect(screen.getByTestId('payments-filters')).toHaveAttribute('aria-expanded', 'false');
      await user.click(screen.getByTestId('payments-filters'));
      expect(screen.getByTestId('payments-filters')).toHaveAttribute('aria-expanded', 'true');
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      await user.type(within(sheet).getByLabelText('Search'), 'bob');
      await user.selectOptions(within(sheet).getByLabelText('Status'), 'processing');
      await user.selectOptions(within(sheet).getByLabelText('Per page'), '10');
      fireEvent.change(within(sheet).getByLabelText('From'), { target: { value: '2026-11-01' } });
      const before = listRequests().length;
      await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(listRequests()).toHaveLength(before + 1));
      expect(lastQuery()).toEqual({ q: 'bob', status: 'processing', limit: '10', from: '2026-11-01' });
      expect(screen.getByTestId('payments-filters')).toHaveTextContent('Filters (4)');
      await waitFor(() => expect(rows()).toHaveLength(10));

      await user.click(screen.getByTestId('payments-filters'));
      expect(within(screen.getByRole('dialog')).getByLabelText('Search')).toHaveValue('bob');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(lastQuery()).toEqual({ limit: '20' }));
      expect(screen.getByTestId('payments-filters')).toHaveTextContent(/^Filters$/);
      expect(screen.getByTestId('payments-filters')).toHaveAttribute('aria-expanded', 'false');
    });

    it('keeps the sheet open on Apply while From is after To, saying why, and sends nothing', async () => {
      const user = userEvent.setup();
      renderPayments();
      await loaded();
      const before = listRequests().length;
      await user.click(screen.getByTestId('payments-filters'));
      const sheet = screen.getByRole('dialog', { name: 'Filters' });
      fireEvent.change(within(sheet).getByLabelText('To'), { target: { value: '2026-11-01' } });
      fireEvent.change(within(sheet).getByLabelText('From'), { target: { value: '2026-11-30' } });
      expect(within(sheet).getByLabelText('From')).toHaveAccessibleDescription(A.invalidDateRange);
      await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
      expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      await settleIo();
      expect(listRequests()).toHaveLength(before);

      fireEvent.change(within(sheet).getByLabelText('From'), { target: { value: '2026-10-01' } });
      await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(lastQuery()).toEqual({ limit: '20', from: '2026-10-01', to: '2026-11-01' }));
    });
  });
});
