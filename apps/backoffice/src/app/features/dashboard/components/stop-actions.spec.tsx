import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_MESSAGES, INVOICE_API_ERRORS, INVOICE_MESSAGES, SCHEDULE_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { miscEvent, occurrence, TODAY } from '../testing/dashboard-fixtures.js';
import { renderDashboard, startDashboardApi, type DashboardData } from '../testing/render-dashboard.js';
import { allowConsoleError, setViewportWidth } from '@fsp/ui/testing';
import { installPointerEvents } from '../testing/pointer-events.js';

let server: TestApiServer;
let data: DashboardData;

const ONE_OFF = occurrence({ rule_id: 11, start_minutes: 540, duration_minutes: 60, customer: { name: 'Olive Oneoff' } });
const WEEKLY = occurrence({ rule_id: 12, start_minutes: 600, pattern: 'weekly', customer: { name: 'Wes Weekly' } });
const MEETING = miscEvent({ id: 5, title: 'Truck service', start_minutes: 480, duration_minutes: 30 });

beforeAll(() => installPointerEvents());

beforeEach(async () => {
  window.sessionStorage.clear();
  setViewportWidth(1280);
  data = { occurrences: [ONE_OFF, WEEKLY], miscEvents: [MEETING], teams: [] };
  server = await startDashboardApi(data);
});
afterEach(async () => {
  await server.close();
});

const card = (title: string) => screen.getByRole('article', { name: title });
const cardButton = (title: string, name: string) => within(card(title)).getByRole('button', { name });
const writes = () => server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body ?? null)}`);
const lastToast = () => screen.getAllByTestId('toast').at(-1);

async function loaded(role = 'owner') {
  renderDashboard(server, role);
  await screen.findAllByTestId('stop-card');
}

describe('Invoice from a card', () => {
  it('refuses misc events and recurring services without calling the server', async () => {
    const user = userEvent.setup();
    await loaded('manager');
    await user.click(cardButton('Truck service', 'Invoice'));
    expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.cannotInvoiceMiscEvent);
    await user.click(cardButton('Wes Weekly', 'Invoice'));
    expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.onlyOneOffInvoiced);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('creates the invoice, says "Invoice created" and shows the card as Invoiced', async () => {
    server.route('POST /api/owner/invoices/from-occurrence', { status: 201, body: { ok: true, id: 'inv-1', invoice_id: 'inv-1' } });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    const dialog = screen.getByRole('dialog', { name: 'Invoice Olive Oneoff' });
    await user.click(within(dialog).getByRole('button', { name: 'Invoice' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.created);
    expect(within(card('Olive Oneoff')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.invoiced);
    expect(cardButton('Olive Oneoff', 'Invoice')).toBeDisabled();
    expect(writes()).toEqual([`POST /api/owner/invoices/from-occurrence {"rule_id":11,"date":"${TODAY}"}`]);
  });

  it('creates and marks paid with the id from invoice.id for “Invoice & mark paid”', async () => {
    server.route('POST /api/owner/invoices/from-occurrence', { status: 201, body: { ok: true, invoice: { id: 'inv-7' } } });
    server.route('POST /api/owner/invoices/inv-7/mark-paid', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    await loaded('manager');
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    await user.click(screen.getByRole('button', { name: 'Invoice & mark paid' }));

    await waitFor(() => expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.createdAndPaid));
    expect(writes()).toEqual([
      `POST /api/owner/invoices/from-occurrence {"rule_id":11,"date":"${TODAY}"}`,
      'POST /api/owner/invoices/inv-7/mark-paid null',
    ]);
    expect(within(card('Olive Oneoff')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.invoiced);
  });

  it('shows the server’s error, and “Failed to create invoice” when there is none', async () => {

    allowConsoleError('Creating the invoice failed');
    server.route('POST /api/owner/invoices/from-occurrence', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.failedToCreate));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(card('Olive Oneoff')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notInvoiced);

    server.route('POST /api/owner/invoices/from-occurrence', { status: 409, body: { error: INVOICE_API_ERRORS.alreadyInvoiced } });
    await user.click(screen.getByRole('button', { name: 'Invoice & mark paid' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(INVOICE_API_ERRORS.alreadyInvoiced));
    // The visit has an invoice after all, and nothing was marked paid.
    expect(within(card('Olive Oneoff')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.invoiced);
    expect(writes().filter((write) => write.includes('mark-paid'))).toEqual([]);
  });

  it('says the invoice exists when only marking it paid fails', async () => {

    allowConsoleError('Marking the new invoice paid failed');
    server.route('POST /api/owner/invoices/from-occurrence', { status: 201, body: { ok: true, id: 'inv-3' } });
    server.route('POST /api/owner/invoices/inv-3/mark-paid', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    await user.click(screen.getByRole('button', { name: 'Invoice & mark paid' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(INVOICE_MESSAGES.failedToMarkPaid));
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining(INVOICE_MESSAGES.created)]),
    );
    expect(within(card('Olive Oneoff')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.invoiced);
  });

  it('closes with Not now and Escape without invoicing', async () => {
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(cardButton('Olive Oneoff', 'Invoice'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardButton('Olive Oneoff', 'Invoice')).toHaveFocus();
    expect(writes()).toEqual([]);
  });
});

describe('Edit Time', () => {
  beforeEach(() => {
    server.route('GET /api/owner/schedule/11/available-times', (request) => ({
      status: 200,
      body: { date: request.query.get('date'), service_minutes: Number(request.query.get('service_minutes')), slots: ['08:00', '13:30'] },
    }));
    server.route('GET /api/owner/available-times', (request) => ({
      status: 200,
      body: { date: request.query.get('date'), service_minutes: Number(request.query.get('service_minutes')), slots: ['15:15'] },
    }));
  });

  it('offers the free times in 12-hour form and keeps Save disabled until one is chosen', async () => {
    server.route('PATCH /api/owner/schedule/11', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    await loaded('manager');
    await user.click(cardButton('Olive Oneoff', DASHBOARD_MESSAGES.editTime));
    const sheet = screen.getByRole('dialog', { name: DASHBOARD_MESSAGES.editTime });
    const select = within(sheet).getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      DASHBOARD_MESSAGES.selectTime,
      '8:00 AM',
      '1:30 PM',
    ]);
    const save = within(sheet).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const timesRead = server.requests.find((r) => r.path === '/api/owner/schedule/11/available-times');
    expect(timesRead?.query.get('date')).toBe(TODAY);
    expect(timesRead?.query.get('service_minutes')).toBe('60');

    await user.selectOptions(select, '13:30');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.timeUpdated);
    expect(writes()).toEqual([`PATCH /api/owner/schedule/11 {"date":"${TODAY}","start_time":"13:30"}`]);
  });

  it('sets a misc event’s time on the misc event', async () => {
    server.route('PATCH /api/owner/misc-events/5/time', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Truck service', DASHBOARD_MESSAGES.editTime));
    const select = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    expect(server.requests.find((r) => r.path === '/api/owner/available-times')?.query.get('service_minutes')).toBe('30');
    await user.selectOptions(select, '15:15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.timeUpdated));
    expect(writes()).toEqual(['PATCH /api/owner/misc-events/5/time {"start_time":"15:15"}']);
  });

  it('shows the server’s error or “Failed to save”, keeping the sheet open', async () => {

    allowConsoleError('Saving the start time failed');
    server.route('PATCH /api/owner/schedule/11', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', DASHBOARD_MESSAGES.editTime));
    const select = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.failedToSave));

    server.route('PATCH /api/owner/schedule/11', { status: 409, body: { error: 'That time overlaps another visit' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent('That time overlaps another visit'));
    expect(screen.getByRole('dialog', { name: DASHBOARD_MESSAGES.editTime })).toBeInTheDocument();
  });

  it('says “Failed to load times” when the free times cannot be read', async () => {
    server.route('GET /api/owner/schedule/11/available-times', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', DASHBOARD_MESSAGES.editTime));
    expect(await screen.findByText(DASHBOARD_MESSAGES.failedToLoadTimes, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('closes with Cancel without saving', async () => {
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', DASHBOARD_MESSAGES.editTime));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });
});

describe('Cancel', () => {
  it('asks first, then skips the visit', async () => {
    server.route('POST /api/owner/schedule/12/skip', () => {
      data.occurrences = data.occurrences.filter((o) => o.rule_id !== 12);
      return { status: 200, body: { ok: true } };
    });
    const user = userEvent.setup();
    await loaded('manager');
    await user.click(cardButton('Wes Weekly', 'Cancel'));
    const confirm = screen.getByRole('dialog', { name: SCHEDULE_MESSAGES.confirmCancelOccurrence });
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel occurrence' }));

    await waitFor(() => expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.occurrenceCanceled));
    expect(writes()).toEqual([`POST /api/owner/schedule/12/skip {"date":"${TODAY}"}`]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Wes Weekly' })).not.toBeInTheDocument());
    expect(screen.getByText('2 stops')).toBeInTheDocument();
  });

  it('cancels a misc event as a whole', async () => {
    server.route('POST /api/owner/misc-events/5/cancel', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Truck service', 'Cancel'));
    await user.click(screen.getByRole('button', { name: 'Cancel occurrence' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.occurrenceCanceled));
    expect(writes()).toEqual(['POST /api/owner/misc-events/5/cancel null']);
  });

  it('keeps the stop with Keep, and reports failures', async () => {

    allowConsoleError('Cancelling the occurrence failed');
    server.route('POST /api/owner/schedule/11/skip', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    await loaded();
    await user.click(cardButton('Olive Oneoff', 'Cancel'));
    // Keep has the focus first, so Enter never cancels by accident.
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(cardButton('Olive Oneoff', 'Cancel'));
    await user.click(screen.getByRole('button', { name: 'Cancel occurrence' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent(DASHBOARD_MESSAGES.failedToCancel));
    server.route('POST /api/owner/schedule/11/skip', { status: 404, body: { error: 'This series has no visit on that date' } });
    await user.click(screen.getByRole('button', { name: 'Cancel occurrence' }));
    await waitFor(() => expect(lastToast()).toHaveTextContent('This series has no visit on that date'));
  });
});

describe('Swipe on a phone', () => {
  beforeEach(() => {
    setViewportWidth(390);
    server.route('GET /api/owner/schedule/11/available-times', { status: 200, body: { date: TODAY, service_minutes: 60, slots: [] } });
  });

  function swipe(title: string, deltaX: number) {
    const slider = card(title).parentElement as HTMLElement;
    fireEvent.pointerDown(slider, { pointerId: 3, pointerType: 'touch', clientX: 150, clientY: 300 });
    fireEvent.pointerMove(slider, { pointerId: 3, pointerType: 'touch', clientX: 150 + deltaX / 2, clientY: 302 });
    fireEvent.pointerMove(slider, { pointerId: 3, pointerType: 'touch', clientX: 150 + deltaX, clientY: 303 });
    fireEvent.pointerUp(slider, { pointerId: 3, pointerType: 'touch', clientX: 150 + deltaX, clientY: 303 });
  }

  it('opens Edit Time on a swipe right of at least 64 px, in a bottom sheet', async () => {
    await loaded('manager');
    swipe('Olive Oneoff', 63);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    swipe('Olive Oneoff', 64);
    expect(screen.getByRole('dialog', { name: DASHBOARD_MESSAGES.editTime })).toHaveClass('sheet');
    expect(await screen.findByText('No open start times today.')).toBeInTheDocument();
  });

  it('asks to cancel on a swipe left of at least 64 px', async () => {
    await loaded('manager');
    swipe('Wes Weekly', -63);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    swipe('Wes Weekly', -200);
    expect(screen.getByRole('dialog', { name: SCHEDULE_MESSAGES.confirmCancelOccurrence })).toHaveTextContent('Wes Weekly');
  });

  it('follows the finger at most 120 px and springs back on release', async () => {
    await loaded('manager');
    const slider = card('Olive Oneoff').parentElement as HTMLElement;
    fireEvent.pointerDown(slider, { pointerId: 4, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(slider, { pointerId: 4, clientX: 50, clientY: 12 });
    expect(slider.style.transform).toBe('translateX(40px)');
    fireEvent.pointerMove(slider, { pointerId: 4, clientX: 400, clientY: 12 });
    expect(slider.style.transform).toBe('translateX(120px)');
    fireEvent.pointerCancel(slider, { pointerId: 4, clientX: 400, clientY: 12 });
    expect(slider.style.transform).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats a mostly vertical drag as scrolling and a tap as a tap', async () => {
    await loaded('manager');
    const slider = card('Olive Oneoff').parentElement as HTMLElement;
    fireEvent.pointerDown(slider, { pointerId: 5, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(slider, { pointerId: 5, clientX: 90, clientY: 200 });
    fireEvent.pointerUp(slider, { pointerId: 5, clientX: 90, clientY: 200 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const complete = cardButton('Olive Oneoff', 'Complete');
    fireEvent.pointerDown(complete, { pointerId: 6, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(complete, { pointerId: 6, clientX: 12, clientY: 10 });
    fireEvent.click(complete);
    expect(within(card('Olive Oneoff')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.completed);
  });

  it('swallows the click that ends a swipe over a button', async () => {
    await loaded('manager');
    const complete = cardButton('Olive Oneoff', 'Complete');
    fireEvent.pointerDown(complete, { pointerId: 7, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(complete, { pointerId: 7, clientX: 130, clientY: 10 });
    fireEvent.pointerUp(complete, { pointerId: 7, clientX: 130, clientY: 10 });
    fireEvent.click(complete, { detail: 1 });
    expect(within(card('Olive Oneoff')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notCompleted);
  });

  it('still takes a keyboard press on a card button after a swipe that ended with no click', async () => {
    const user = userEvent.setup();
    await loaded('manager');
    const complete = cardButton('Olive Oneoff', 'Complete');
    // A touch swipe the browser cancels (or a touch that never clicks) leaves no click to swallow.
    fireEvent.pointerDown(complete, { pointerId: 8, clientX: 100, clientY: 10 });
    fireEvent.pointerMove(complete, { pointerId: 8, clientX: 130, clientY: 10 });
    fireEvent.pointerCancel(complete, { pointerId: 8, clientX: 130, clientY: 10 });
    complete.focus();
    await user.keyboard('{Enter}');
    expect(within(card('Olive Oneoff')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.completed);
  });
});
