import { jest } from '@jest/globals';
import { setImmediate as afterPendingIo } from 'node:timers/promises';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, formatDateTime,
  INVOICE_API_ERRORS,
  INVOICE_MESSAGES as M,
  PAYMENT_FAILURE_REASONS,
  type InvoiceDetail,
  type InvoiceRecord,
  type UserProfile, } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import {
  buildInvoice,
  buildInvoiceDetail,
  buildInvoiceLine,
  buildPaymentAttempt,
  startTestApiServer,
  type RecordedRequest,
  type TestApiServer,
} from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { allowConsoleError } from '@fsp/ui/testing';
import { InvoicesPage } from './invoices-page.js';

const PATH = '/api/owner/invoices';
/** The screen's clock: June 2026, so the billing month defaults to May 2026. */
const NOW = new Date(2026, 5, 15, 9, 30);

const NEXT_ATTEMPT = '2026-06-18T14:00:00.000Z';

const INVOICES: InvoiceRecord[] = [
  buildInvoice({ id: 'inv-open', customer_name: 'Jane Doe', total_cents: 12000 }),
  buildInvoice({
    id: 'inv-failed',
    customer_id: '42',
    customer_name: null,
    total_cents: 4550,
    status: 'payment_failed',
    street: null,
    city: 'Shelbyville',
    state: 'IL',
    due_date: '2026-06-15',
    effective_due_date: '2026-06-20',
    due_date_overridden: true,
    failure_reason: PAYMENT_FAILURE_REASONS.cardDeclined,
    next_attempt_at: NEXT_ATTEMPT,
    can_charge_card: true,
  }),
  buildInvoice({ id: 'inv-processing', customer_name: 'Pat Processing', status: 'processing', can_charge_card: true }),
  buildInvoice({ id: 'inv-disputed', customer_name: 'Dee Dispute', status: 'disputed' }),
  buildInvoice({
    id: 'inv-paid',
    customer_name: 'Bob Paid',
    total_cents: 123456,
    status: 'paid',
    period_start: '2026-04-01',
    period_end: '2026-04-30',
    effective_due_date: '2026-05-15',
    due_date: '2026-05-15',
    paid_at: '2026-05-10T12:00:00.000Z',
  }),
];

const FAILED_DETAIL_EXTRA = {
  lines: [
    buildInvoiceLine({ id: 'l1', service_label: 'Lawn Mowing', visit_date: '2026-05-04', amount_cents: 2500 }),
    buildInvoiceLine({ id: 'l2', service_label: 'Hedge Trimming', visit_date: '2026-05-18', amount_cents: 2050 }),
  ],
  attempts: [
    buildPaymentAttempt({
      attempt_number: 1,
      source: 'autopay',
      status: 'failed',
      reason: PAYMENT_FAILURE_REASONS.cardDeclined,
      amount_cents: 4550,
      attempted_at: '2026-06-15T14:05:00.000Z',
    }),
  ],
} as const;

function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}

let server: TestApiServer;
let invoices: InvoiceRecord[];

const find = (id: string) => invoices.find((invoice) => invoice.id === id) as InvoiceRecord;
const replace = (updated: InvoiceRecord) => {
  invoices = invoices.map((invoice) => (invoice.id === updated.id ? updated : invoice));
  return updated;
};
const detailOf = (invoice: InvoiceRecord): InvoiceDetail =>
  invoice.id === 'inv-failed'
    ? buildInvoiceDetail(invoice, { lines: [...FAILED_DETAIL_EXTRA.lines], attempts: [...FAILED_DETAIL_EXTRA.attempts] })
    : buildInvoiceDetail(invoice, { lines: [buildInvoiceLine({ id: `${invoice.id}-l1`, amount_cents: invoice.total_cents })] });

/** The invoice's routes, answering like the API. */
function routeInvoice(id: string) {
  server.route(`GET ${PATH}/${id}`, () => ({ status: 200, body: detailOf(find(id)) }));
  server.route(`PATCH ${PATH}/${id}/due-date`, (request: RecordedRequest) => {
    const { due_date } = request.body as { due_date: string | null };
    const current = find(id);
    const invoice = replace({ ...current, effective_due_date: due_date ?? current.due_date, due_date_overridden: due_date !== null });
    return { status: 200, body: { ok: true, invoice } };
  });
  server.route(`POST ${PATH}/${id}/send`, () => {
    replace({ ...find(id), sent_at: '2026-06-15T13:30:00.000Z' });
    return { status: 200, body: { ok: true, email: true, sms: false } };
  });
  server.route(`POST ${PATH}/${id}/mark-paid`, () => {
    const invoice = replace({ ...find(id), status: 'paid', failure_reason: null, next_attempt_at: null, paid_at: '2026-06-15T13:30:00.000Z' });
    return { status: 200, body: { ok: true, invoice } };
  });
  server.route(`POST ${PATH}/${id}/charge`, () => {
    const invoice = replace({ ...find(id), status: 'paid', failure_reason: null, next_attempt_at: null, paid_at: '2026-06-15T13:30:00.000Z' });
    return { status: 200, body: { ok: true, invoice: detailOf(invoice) } };
  });
}

beforeEach(async () => {
  invoices = INVOICES.map((invoice) => ({ ...invoice }));
  server = await startTestApiServer({
    [`GET ${PATH}`]: () => ({ status: 200, body: invoices }),
    [`POST ${PATH}/billing-run`]: (request) => {
      const created = buildInvoice({
        id: 'inv-new',
        customer_name: 'Nina New',
        period_start: `${(request.body as { period: string }).period}-01`,
        period_end: '2026-05-31',
      });
      invoices = [created, ...invoices];
      routeInvoice(created.id);
      return { status: 200, body: { created: 1, skipped: 4 } };
    },
  });
  for (const invoice of INVOICES) routeInvoice(invoice.id);
});
afterEach(async () => {
  await server.close();
});

function renderInvoices(role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <InvoicesPage now={() => NOW} />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const requestsTo = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path);
const section = (key: 'open' | 'paid') => screen.getByTestId(`invoice-section-${key}`);
const count = (key: 'open' | 'paid') => screen.getByTestId(`invoice-count-${key}`).textContent;
const card = (id: string) => screen.getAllByTestId('invoice-card').find((candidate) => candidate.dataset['invoiceId'] === id) as HTMLElement;
const cardIds = (key: 'open' | 'paid') => within(section(key)).queryAllByTestId('invoice-card').map((candidate) => candidate.dataset['invoiceId']);
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);
const button = (id: string, name: string) => within(card(id)).getByRole('button', { name });

async function loaded() {
  await screen.findByRole('heading', { name: 'Jane Doe' });
}

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

describe('InvoicesPage', () => {
  it('shows Loading, then the Open and Paid sections with their counts, loaded with the bearer token', async () => {
    renderInvoices();
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    await loaded();
    expect(requestsTo('GET', PATH)[0]?.headers.authorization).toBe('Bearer owner-token');
    expect(screen.getByRole('heading', { name: M.open })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: M.paid })).toBeInTheDocument();
    expect(count('open')).toBe('4');
    expect(count('paid')).toBe('1');
    expect(cardIds('open')).toEqual(['inv-open', 'inv-failed', 'inv-processing', 'inv-disputed']);
    expect(cardIds('paid')).toEqual(['inv-paid']);
  });

  it('shows each card’s customer, total in USD, address, status and due date, and period', async () => {
    renderInvoices();
    await loaded();
    const jane = card('inv-open');
    expect(within(jane).getByRole('heading')).toHaveTextContent('Jane Doe');
    expect(within(jane).getByTestId('invoice-total')).toHaveTextContent('$120.00');
    expect(within(jane).getByTestId('invoice-address')).toHaveTextContent('12 Oak St, Springfield, IL');
    expect(within(jane).getByTestId('invoice-status')).toHaveTextContent(M.open);
    expect(within(jane).queryByTestId('invoice-state')).not.toBeInTheDocument();
    expect(within(jane).getByTestId('invoice-due-date')).toHaveTextContent(/^Due 2026-06-15$/);
    expect(within(jane).getByTestId('invoice-period')).toHaveTextContent('Period 2026-05-01 → 2026-05-31');

    const paid = card('inv-paid');
    expect(within(paid).getByTestId('invoice-total')).toHaveTextContent('$1,234.56');
    expect(within(paid).getByTestId('invoice-status')).toHaveTextContent(M.paid);
    expect(within(paid).getByTestId('invoice-period')).toHaveTextContent('2026-04-01 → 2026-04-30');
  });

  it('names a customer without a name "Customer #id" and flags an overridden due date "(override)"', async () => {
    renderInvoices();
    await loaded();
    const failed = card('inv-failed');
    expect(within(failed).getByRole('heading')).toHaveTextContent('Customer #42');
    expect(within(failed).getByTestId('invoice-address')).toHaveTextContent(/^Shelbyville, IL$/);
    expect(within(failed).getByTestId('invoice-due-date')).toHaveTextContent(`Due 2026-06-20 ${M.dueDateOverridden}`);
    expect(screen.getAllByText(M.dueDateOverridden, { exact: false })).toHaveLength(1);
  });

  it('badges a failed payment with its reason and next attempt, a charge in flight and a dispute', async () => {
    renderInvoices();
    await loaded();
    const failed = card('inv-failed');
    expect(within(failed).getByTestId('invoice-status')).toHaveTextContent(M.open);
    expect(within(failed).getByTestId('invoice-state')).toHaveTextContent(M.badgePaymentFailed);
    expect(within(failed).getByTestId('invoice-failure')).toHaveTextContent(
      `${PAYMENT_FAILURE_REASONS.cardDeclined} ${M.nextAttempt}: ${formatDateTime(NEXT_ATTEMPT)}`,
    );
    expect(within(card('inv-processing')).getByTestId('invoice-state')).toHaveTextContent(M.badgeProcessing);
    expect(within(card('inv-disputed')).getByTestId('invoice-state')).toHaveTextContent(M.badgeDisputed);
    expect(within(card('inv-paid')).queryByTestId('invoice-state')).not.toBeInTheDocument();
  });

  it('shows a refunded invoice under Paid with a "Refunded" badge, and a partly refunded one with the amount refunded', async () => {
    invoices = [
      ...invoices,
      buildInvoice({ id: 'inv-refunded', customer_name: 'Rita Refund', status: 'refunded', total_cents: 4500, amount_refunded_cents: 4500 }),
      buildInvoice({ id: 'inv-part', customer_name: 'Pam Part', status: 'paid', total_cents: 4500, amount_refunded_cents: 1250 }),
    ];
    renderInvoices();
    await loaded();
    expect(cardIds('paid')).toEqual(['inv-paid', 'inv-refunded', 'inv-part']);
    expect(count('paid')).toBe('3');
    const refunded = card('inv-refunded');
    expect(within(refunded).getByTestId('invoice-status')).toHaveTextContent(M.paid);
    expect(within(refunded).getByTestId('invoice-refund')).toHaveTextContent(/^Refunded$/);
    expect(within(refunded).getByTestId('invoice-refund')).toHaveTextContent(M.badgeRefunded);
    expect(within(card('inv-part')).getByTestId('invoice-refund')).toHaveTextContent(M.partlyRefunded('$12.50'));
    expect(within(card('inv-paid')).queryByTestId('invoice-refund')).not.toBeInTheDocument();
    // Paid cards stay read-only, refunded or not.
    expect(within(refunded).getAllByRole('button').map((candidate) => candidate.textContent)).toEqual([M.showDetails]);
  });

  it('says "No open invoices." and "No paid invoices." when there are none', async () => {
    server.route(`GET ${PATH}`, { status: 200, body: [] });
    renderInvoices();
    expect(await screen.findByText(M.noOpenInvoices)).toBeInTheDocument();
    expect(screen.getByText(M.noPaidInvoices)).toBeInTheDocument();
    expect(count('open')).toBe('0');
    expect(count('paid')).toBe('0');
  });

  it('says "No paid invoices." beside the open ones', async () => {
    invoices = invoices.filter((invoice) => invoice.status !== 'paid');
    renderInvoices();
    await loaded();
    expect(within(section('paid')).getByText(M.noPaidInvoices)).toBeInTheDocument();
    expect(screen.queryByText(M.noOpenInvoices)).not.toBeInTheDocument();
  });

  it('offers Edit Due Date, Send and Mark Paid on open cards, Charge card only with a card on file, and nothing to change on paid cards', async () => {
    renderInvoices();
    await loaded();
    const actionNames = (id: string) =>
      within(card(id))
        .getAllByRole('button')
        .map((candidate) => candidate.textContent);
    expect(actionNames('inv-open')).toEqual([M.editDueDate, M.send, M.markPaid, M.showDetails]);
    expect(actionNames('inv-failed')).toEqual([M.editDueDate, M.send, M.markPaid, M.chargeCard, M.showDetails]);
    expect(actionNames('inv-paid')).toEqual([M.showDetails]);
    // A charge already in flight cannot be started again.
    expect(button('inv-processing', M.chargeCard)).toBeDisabled();
    expect(button('inv-failed', M.chargeCard)).toBeEnabled();
  });

  it('overrides the due date with Save, then clears it back to the default with Clear, reloading the list each time', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    const edit = button('inv-open', M.editDueDate);
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = within(card('inv-open')).getByRole('form', { name: `${M.editDueDate}: Jane Doe` });
    expect(edit).toHaveAttribute('aria-controls', form.id);
    const input = within(form).getByLabelText(M.dueDate);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2026-06-15');
    fireEvent.change(input, { target: { value: '2026-06-25' } });
    const loads = requestsTo('GET', PATH).length;
    await user.click(within(form).getByRole('button', { name: M.save }));

    expect(await screen.findByText(M.dueDateUpdated)).toBeInTheDocument();
    await waitFor(() => expect(within(card('inv-open')).getByTestId('invoice-due-date')).toHaveTextContent(`Due 2026-06-25 ${M.dueDateOverridden}`));
    expect(requestsTo('GET', PATH).length).toBeGreaterThan(loads);
    expect(within(card('inv-open')).queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(button('inv-open', M.editDueDate)).toHaveFocus());

    await user.click(button('inv-open', M.editDueDate));
    await user.click(within(card('inv-open')).getByRole('button', { name: M.clear }));
    expect(await screen.findByText(M.dueDateCleared)).toBeInTheDocument();
    await waitFor(() => expect(within(card('inv-open')).getByTestId('invoice-due-date')).toHaveTextContent(/^Due 2026-06-15$/));
    expect(requestsTo('PATCH', `${PATH}/inv-open/due-date`).map((r) => r.body)).toEqual([{ due_date: '2026-06-25' }, { due_date: null }]);
  });

  it('refuses an empty due date without a request', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.editDueDate));
    const input = within(card('inv-open')).getByLabelText(M.dueDate);
    fireEvent.change(input, { target: { value: '' } });
    await user.click(within(card('inv-open')).getByRole('button', { name: M.save }));
    expect(input).toHaveAccessibleDescription(INVOICE_API_ERRORS.dueDateInvalid);
    expect(requestsTo('PATCH', `${PATH}/inv-open/due-date`)).toHaveLength(0);
  });

  it('toasts the server’s reason when the due date is refused, else "Failed to update due date", and keeps the editor', async () => {
    allowConsoleError('Updating the invoice due date failed');
    server.route(`PATCH ${PATH}/inv-open/due-date`, { status: 409, body: { error: INVOICE_API_ERRORS.paidCannotChange } });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.editDueDate));
    await user.click(within(card('inv-open')).getByRole('button', { name: M.save }));
    expect(await screen.findByText(INVOICE_API_ERRORS.paidCannotChange)).toBeInTheDocument();

    server.route(`PATCH ${PATH}/inv-open/due-date`, { status: 500, rawBody: 'oops' });
    await user.click(within(card('inv-open')).getByRole('button', { name: M.clear }));
    expect(await screen.findByText(M.failedToUpdateDueDate)).toBeInTheDocument();
    expect(within(card('inv-open')).getByRole('form')).toBeInTheDocument();
    expect(within(card('inv-open')).getByTestId('invoice-due-date')).toHaveTextContent(/^Due 2026-06-15$/);
  });

  it('sends an invoice and says "Invoice sent"', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.send));
    expect(await screen.findByText(M.sent)).toBeInTheDocument();
    expect(requestsTo('POST', `${PATH}/inv-open/send`).map((r) => r.body)).toEqual([undefined]);
  });

  it('toasts the server’s reason when sending fails, else "Failed to send invoice"', async () => {
    allowConsoleError('Sending the invoice failed');
    server.route(`POST ${PATH}/inv-open/send`, { status: 422, body: { error: INVOICE_API_ERRORS.noRecipient } });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.send));
    expect(await screen.findByText(INVOICE_API_ERRORS.noRecipient)).toBeInTheDocument();

    server.route(`POST ${PATH}/inv-open/send`, { status: 502, rawBody: 'Bad gateway' });
    await user.click(button('inv-open', M.send));
    expect(await screen.findByText(M.failedToSend)).toBeInTheDocument();
    expect(screen.queryByText(M.sent)).not.toBeInTheDocument();
  });

  it('marks an invoice paid, reloads the list and shows it under Paid, read-only', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    const loads = requestsTo('GET', PATH).length;
    await user.click(button('inv-open', M.markPaid));
    expect(await screen.findByText(M.markedPaid)).toBeInTheDocument();
    expect(requestsTo('POST', `${PATH}/inv-open/mark-paid`).map((r) => r.body)).toEqual([undefined]);
    await waitFor(() => expect(cardIds('paid')).toEqual(['inv-open', 'inv-paid']));
    expect(requestsTo('GET', PATH).length).toBe(loads + 1);
    expect(count('open')).toBe('3');
    expect(count('paid')).toBe('2');
    expect(within(card('inv-open')).getByTestId('invoice-status')).toHaveTextContent(M.paid);
    expect(within(card('inv-open')).queryByRole('button', { name: M.markPaid })).not.toBeInTheDocument();
  });

  it('toasts the server’s reason when Mark Paid fails, else "Failed to mark paid"', async () => {
    allowConsoleError('Marking the invoice paid failed');
    server.route(`POST ${PATH}/inv-open/mark-paid`, { status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.markPaid));
    expect(await screen.findByText(INVOICE_API_ERRORS.alreadyPaid)).toBeInTheDocument();
    server.route(`POST ${PATH}/inv-open/mark-paid`, { status: 500, rawBody: 'oops' });
    await user.click(button('inv-open', M.markPaid));
    expect(await screen.findByText(M.failedToMarkPaid)).toBeInTheDocument();
    expect(cardIds('open')).toContain('inv-open');
  });

  it('charges the card on file: a success moves the invoice to Paid', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-failed', M.chargeCard));
    expect(await screen.findByText(M.charged)).toBeInTheDocument();
    expect(requestsTo('POST', `${PATH}/inv-failed/charge`).map((r) => r.body)).toEqual([undefined]);
    await waitFor(() => expect(cardIds('paid')).toEqual(['inv-failed', 'inv-paid']));
    expect(within(card('inv-failed')).queryByTestId('invoice-failure')).not.toBeInTheDocument();
  });

  it('charges the card on file: a decline says "Payment failed" with the reason; a refusal gives the server’s words', async () => {
    allowConsoleError('Charging the card failed');
    server.route(`POST ${PATH}/inv-failed/charge`, () => {
      const invoice = replace({ ...find('inv-failed'), status: 'payment_failed', next_attempt_at: null });
      return { status: 200, body: { ok: true, invoice: detailOf(invoice) } };
    });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-failed', M.chargeCard));
    await waitFor(() =>
      expect(toastTexts()).toEqual([expect.stringContaining(M.chargeFailed)]),
    );
    expect(toastTexts()[0]).toContain(PAYMENT_FAILURE_REASONS.cardDeclined);
    await waitFor(() => expect(within(card('inv-failed')).getByTestId('invoice-failure')).toHaveTextContent(/^Your card was declined\.$/));

    server.route(`POST ${PATH}/inv-failed/charge`, { status: 409, body: { error: INVOICE_API_ERRORS.noAutopayCard } });
    await user.click(button('inv-failed', M.chargeCard));
    expect(await screen.findByText(INVOICE_API_ERRORS.noAutopayCard)).toBeInTheDocument();
  });

  it('opens a card’s lines and payment attempts from the keyboard, and closes them again', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    const toggle = button('inv-failed', M.showDetails);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requestsTo('GET', `${PATH}/inv-failed`)).toHaveLength(0);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(M.hideDetails);
    const details = within(card('inv-failed')).getByTestId('invoice-details');
    expect(toggle).toHaveAttribute('aria-controls', details.id);

    const lines = await within(details).findAllByTestId('invoice-line');
    expect(lines.map((line) => within(line).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Lawn Mowing', '2026-05-04', '$25.00'],
      ['Hedge Trimming', '2026-05-18', '$20.50'],
    ]);
    expect(within(details).getByRole('row', { name: /Total/ })).toHaveTextContent('$45.50');
    const attempts = within(details).getAllByTestId('invoice-attempt');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toHaveTextContent(
      `#1${formatDateTime('2026-06-15T14:05:00.000Z')}Automatic paymentFailed$45.50${PAYMENT_FAILURE_REASONS.cardDeclined}`,
    );
    expect(within(details).getByTestId('invoice-next-attempt')).toHaveTextContent(`${M.nextAttempt}: ${formatDateTime(NEXT_ATTEMPT)}`);
    expect(requestsTo('GET', `${PATH}/inv-failed`)[0]?.headers.authorization).toBe('Bearer owner-token');

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card('inv-failed')).queryByTestId('invoice-details')).not.toBeInTheDocument();
  });

  it('says when an invoice has no payment attempts yet, and when its details cannot be loaded', async () => {
    server.route(`GET ${PATH}/inv-disputed`, { status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    await user.click(button('inv-open', M.showDetails));
    expect(await within(card('inv-open')).findByText(M.noAttempts)).toBeInTheDocument();
    expect(within(card('inv-open')).getAllByTestId('invoice-line')).toHaveLength(1);

    await user.click(button('inv-disputed', M.showDetails));
    expect(await within(card('inv-disputed')).findByText(INVOICE_API_ERRORS.notFound)).toBeInTheDocument();
  });

  it('runs billing for last month by default, says what it created and skipped, and reloads the list', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    const form = screen.getByRole('form', { name: M.runBilling });
    const month = within(form).getByLabelText(M.billingMonth);
    expect(month).toHaveAttribute('type', 'month');
    expect(month).toHaveValue('2026-05');
    expect(month).toHaveAttribute('max', '2026-05');
    await user.click(within(form).getByRole('button', { name: M.runBilling }));
    expect(await screen.findByText(M.billingRunDone(1, 4))).toBeInTheDocument();
    expect(requestsTo('POST', `${PATH}/billing-run`).map((r) => r.body)).toEqual([{ period: '2026-05' }]);
    await waitFor(() => expect(cardIds('open')[0]).toBe('inv-new'));
    expect(count('open')).toBe('5');
  });

  it('runs billing for the month chosen and toasts the server’s refusal, else "Failed to run billing"', async () => {
    allowConsoleError('The billing run failed');
    server.route(`POST ${PATH}/billing-run`, { status: 400, body: { error: INVOICE_API_ERRORS.billingPeriodNotFinished } });
    const user = userEvent.setup();
    renderInvoices();
    await loaded();
    const form = screen.getByRole('form', { name: M.runBilling });
    fireEvent.change(within(form).getByLabelText(M.billingMonth), { target: { value: '2026-04' } });
    await user.click(within(form).getByRole('button', { name: M.runBilling }));
    expect(await screen.findByText(INVOICE_API_ERRORS.billingPeriodNotFinished)).toBeInTheDocument();
    expect(requestsTo('POST', `${PATH}/billing-run`).map((r) => r.body)).toEqual([{ period: '2026-04' }]);

    server.route(`POST ${PATH}/billing-run`, { status: 502, rawBody: 'Bad gateway' });
    await user.click(within(form).getByRole('button', { name: M.runBilling }));
    expect(await screen.findByText(M.failedToRunBilling)).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText(M.billingMonth), { target: { value: '' } });
    await user.click(within(form).getByRole('button', { name: M.runBilling }));
    expect(within(form).getByLabelText(M.billingMonth)).toHaveAccessibleDescription(INVOICE_API_ERRORS.billingPeriodInvalid);
    expect(requestsTo('POST', `${PATH}/billing-run`)).toHaveLength(2);
  });

  it('toasts the server’s reason when the list cannot load, else "Failed to load invoices", and then shows no invoices', async () => {
    const user = userEvent.setup();
    renderInvoices();
    await loaded();

    server.route(`GET ${PATH}`, { status: 404, rawBody: 'Not here' });
    await user.click(screen.getByRole('button', { name: M.refresh }));
    expect(await screen.findByText(M.failedToLoad)).toBeInTheDocument();
    expect(screen.getByText(M.noOpenInvoices)).toBeInTheDocument();
    expect(screen.getByText(M.noPaidInvoices)).toBeInTheDocument();
    expect(screen.queryAllByTestId('invoice-card')).toHaveLength(0);
    expect(count('open')).toBe('0');

    server.route(`GET ${PATH}`, { status: 403, body: { error: INVOICE_API_ERRORS.forbidden } });
    await user.click(screen.getByRole('button', { name: M.refresh }));
    expect(await screen.findByText(INVOICE_API_ERRORS.forbidden)).toBeInTheDocument();

    server.route(`GET ${PATH}`, () => ({ status: 200, body: invoices }));
    await user.click(screen.getByRole('button', { name: M.refresh }));
    await loaded();
    expect(count('open')).toBe('4');
  });

  it('shows its toasts for 2.6 seconds', async () => {
    renderInvoices();
    await loaded();
    // Fake clock from here on; the test server's replies still arrive, since Node's own I/O is not faked.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    try {
      fireEvent.click(button('inv-open', M.send));
      await runUntil(() => expect(toastTexts()).toEqual([expect.stringContaining(M.sent)]));
      act(() => jest.advanceTimersByTime(2599));
      expect(toastTexts()).toEqual([expect.stringContaining(M.sent)]);
      act(() => jest.advanceTimersByTime(1));
      expect(toastTexts()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each(['crew_member', 'admin'])('tells a %s that invoices are for owners and managers, without asking the API', async (role) => {
    renderInvoices(role);
    expect(screen.getByText(INVOICE_API_ERRORS.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.refresh })).not.toBeInTheDocument();
    await act(async () => {
      await afterPendingIo();
    });
    expect(server.requests).toHaveLength(0);
  });

  it('is open to managers', async () => {
    renderInvoices('manager');
    await loaded();
    expect(requestsTo('GET', PATH)[0]?.headers.authorization).toBe('Bearer manager-token');
  });
});
