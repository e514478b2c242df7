import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import type { RecordedRequest, TestApiServer } from '@fsp/api-client/testing';
import { renderSchedulePage } from '../testing/render-schedule-page.js';
import { defaultStore, requestsTo, startScheduleApi, type ScheduleStore } from '../testing/schedule-test-api.js';
import { allowConsoleError } from '@fsp/ui/testing';

const ADA = 'Ada Lovelace — Lawn mowing — Mon, Nov 23 9:00 AM';
const GRACE = 'Grace Hopper — House washing — Tue, Nov 24 Unscheduled';
const TRUCK = 'Truck service — Misc — Mon, Nov 23 1:00 PM';

let server: TestApiServer;
let store: ScheduleStore;
let user: ReturnType<typeof userEvent.setup>;

const slots = (request: RecordedRequest) => ({
  status: 200,
  body: { date: request.query.get('date'), service_minutes: Number(request.query.get('service_minutes')), slots: ['08:00', '10:00', '10:15'] },
});

beforeEach(async () => {
  store = defaultStore();
  server = await startScheduleApi(store);
  for (const ruleId of [1, 2, 3]) server.route(`GET /api/owner/schedule/${ruleId}/available-times`, slots);
  server.route('GET /api/owner/available-times', slots);
  user = userEvent.setup();
});
afterEach(async () => {
  await server.close();
});

async function open(name: string) {
  renderSchedulePage(server);
  await user.click(await screen.findByRole('button', { name }, { timeout: 4000 }));
  return screen.getByRole('dialog');
}

const toast = () => screen.findByTestId('toast');
const writes = () => server.requests.filter((request) => request.method !== 'GET').map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`);
const timeSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Start time' });
async function timesLoaded(dialog: HTMLElement) {
  await waitFor(() => expect(timeSelect(dialog)).toBeEnabled());
}

describe('Edit dialog: Save', () => {
  it('is disabled until a time or a team is chosen, then sets that visit’s time', async () => {
    server.route('PATCH /api/owner/schedule/2', () => {
      store.occurrences = store.occurrences.map((o) => (o.rule_id === 2 ? { ...o, start_minutes: 600 } : o));
      return { status: 200, body: { ok: true } };
    });
    const dialog = await open(GRACE);
    expect(dialog).toHaveAccessibleName('Grace Hopper');
    expect(within(dialog).getByText('Tuesday, November 24, 2026')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Clear time' })).toBeDisabled();

    await timesLoaded(dialog);
    expect(within(timeSelect(dialog)).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a time', '8:00 AM', '10:00 AM', '10:15 AM']);
    const asked = requestsTo(server, 'GET', '/api/owner/schedule/2/available-times')[0];
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({ date: '2026-11-24', service_minutes: '45' });

    await user.selectOptions(timeSelect(dialog), '10:00 AM');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.saved);
    expect(requestsTo(server, 'PATCH', '/api/owner/schedule/2').map((r) => r.body)).toEqual([{ date: '2026-11-24', start_time: '10:00' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Grace Hopper — House washing — Tue, Nov 24 10:00 AM' })).toBeInTheDocument();
  });

  it('says "Nothing to save" when nothing changed, and sends only a changed team', async () => {
    server.route('PATCH /api/owner/schedule/1', { status: 200, body: { ok: true } });
    const dialog = await open(ADA);
    await timesLoaded(dialog);
    expect(timeSelect(dialog)).toHaveValue('09:00');
    expect(within(timeSelect(dialog)).getByRole('option', { name: '9:00 AM (current)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Team' })).toHaveValue('team-a');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(SCHEDULE_MESSAGES.nothingToSave);
    expect(writes()).toEqual([]);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Team' }), 'Bravo crew');
    expect(within(dialog).queryByText(SCHEDULE_MESSAGES.nothingToSave)).not.toBeInTheDocument();
    // The free times follow the team being chosen.
    await waitFor(() => expect(requestsTo(server, 'GET', '/api/owner/schedule/1/available-times').at(-1)?.query.get('team_id')).toBe('team-b'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.saved);
    expect(requestsTo(server, 'PATCH', '/api/owner/schedule/1').map((r) => r.body)).toEqual([{ date: '2026-11-23', team_id: 'team-b' }]);
  });

  it('sets a misc event’s team and time through its own calls', async () => {
    server.route('PATCH /api/owner/misc-events/7/team', { status: 200, body: { ok: true } });
    server.route('PATCH /api/owner/misc-events/7/time', { status: 200, body: { ok: true } });
    const dialog = await open(TRUCK);
    expect(within(dialog).queryByRole('button', { name: 'Remove series' })).not.toBeInTheDocument();
    await timesLoaded(dialog);
    expect(Object.fromEntries(requestsTo(server, 'GET', '/api/owner/available-times')[0]?.query ?? [])).toEqual({
      date: '2026-11-23',
      service_minutes: '60',
      team_id: 'team-b',
      exclude_misc_event_id: '7',
    });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Team' }), 'No team');
    // Another team means other free times: wait for them before choosing one.
    await waitFor(() => expect(requestsTo(server, 'GET', '/api/owner/available-times')).toHaveLength(2));
    await timesLoaded(dialog);
    await user.selectOptions(timeSelect(dialog), '10:15 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.saved);
    expect(writes()).toEqual(['PATCH /api/owner/misc-events/7/team', 'PATCH /api/owner/misc-events/7/time']);
    expect(server.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([{ team_id: null }, { start_time: '10:15' }]);
  });

  it('says "Failed to save" when the server gives no reason, and keeps the dialog open', async () => {

    allowConsoleError('Schedule save failed');
    server.route('PATCH /api/owner/schedule/1', { status: 500, rawBody: 'boom' });
    const dialog = await open(ADA);
    await timesLoaded(dialog);
    await user.selectOptions(timeSelect(dialog), '10:15 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.failedToSave);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says "Failed to load available times" when the free times cannot be read', async () => {
    server.route('GET /api/owner/schedule/1/available-times', { status: 500, rawBody: 'boom' });
    const dialog = await open(ADA);
    expect(await within(dialog).findByText(SCHEDULE_MESSAGES.failedToLoadTimes, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('Edit dialog: Clear time', () => {
  it('clears that visit’s time: "Time cleared"', async () => {
    server.route('DELETE /api/owner/schedule/1/time', { status: 200, body: { ok: true } });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Clear time' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.timeCleared);
    expect(writes()).toEqual(['DELETE /api/owner/schedule/1/time?date=2026-11-23']);
  });

  it('clears a misc event’s time, or says "Failed to clear time"', async () => {

    allowConsoleError('Schedule clear-time failed');
    server.route('DELETE /api/owner/misc-events/7/time', { status: 500, rawBody: 'boom' });
    const dialog = await open(TRUCK);
    await user.click(within(dialog).getByRole('button', { name: 'Clear time' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.failedToClearTime);
    expect(writes()).toEqual(['DELETE /api/owner/misc-events/7/time']);
  });
});

describe('Edit dialog: Cancel this date and Remove series', () => {
  it('asks "Cancel this occurrence?", can go back, then skips that date: "Occurrence canceled"', async () => {
    server.route('POST /api/owner/schedule/1/skip', () => {
      store.occurrences = store.occurrences.filter((o) => !(o.rule_id === 1 && o.date === '2026-11-23'));
      return { status: 200, body: { ok: true } };
    });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));
    const confirm = screen.getByRole('dialog', { name: SCHEDULE_MESSAGES.confirmCancelOccurrence });
    expect(within(confirm).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel this date' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel occurrence' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.occurrenceCanceled);
    expect(requestsTo(server, 'POST', '/api/owner/schedule/1/skip').map((r) => r.body)).toEqual([{ date: '2026-11-23' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: ADA })).not.toBeInTheDocument());
  });

  it('asks "Remove this event?" for a misc event and cancels it: "Event removed"', async () => {
    server.route('POST /api/owner/misc-events/7/cancel', { status: 200, body: { ok: true } });
    const dialog = await open(TRUCK);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));
    await user.click(within(screen.getByRole('dialog', { name: SCHEDULE_MESSAGES.confirmRemoveEvent })).getByRole('button', { name: 'Remove event' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.eventRemoved);
    expect(writes()).toEqual(['POST /api/owner/misc-events/7/cancel']);
  });

  it('says "Failed to cancel" and "Failed to remove" when those fail', async () => {

    allowConsoleError('Schedule cancel failed');
    server.route('POST /api/owner/schedule/1/skip', { status: 500, rawBody: 'boom' });
    server.route('POST /api/owner/misc-events/7/cancel', { status: 500, rawBody: 'boom' });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));
    await user.click(screen.getByRole('button', { name: 'Cancel occurrence' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.failedToCancel);
    // Back at the edit dialog to try again or do something else.
    expect(screen.getByRole('dialog', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: TRUCK }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel this date' }));
    await user.click(screen.getByRole('button', { name: 'Remove event' }));
    await waitFor(() => expect(screen.getAllByTestId('toast').at(-1)).toHaveTextContent(SCHEDULE_MESSAGES.failedToRemove));
  });

  it('asks "Remove this scheduled series?" and deletes the rule: "Schedule removed"', async () => {
    server.route('DELETE /api/owner/schedule/1', { status: 200, body: { ok: true } });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Remove series' }));
    const confirm = screen.getByRole('dialog', { name: SCHEDULE_MESSAGES.confirmRemoveSeries });
    await user.click(within(confirm).getByRole('button', { name: 'Remove series' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.scheduleRemoved);
    expect(writes()).toEqual(['DELETE /api/owner/schedule/1']);
  });

  it('shows the server’s reason when removing the series fails', async () => {

    allowConsoleError('Schedule remove-series failed');
    server.route('DELETE /api/owner/schedule/1', { status: 404, body: { error: 'Scheduled item not found' } });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Remove series' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove series' }));
    expect(await toast()).toHaveTextContent('Scheduled item not found');
  });
});

describe('Reschedule dialog', () => {
  it('needs a new date and a start time free on that date, then moves the visit: "Rescheduled"', async () => {
    server.route('POST /api/owner/schedule/1/reschedule', { status: 200, body: { ok: true } });
    const dialog = await open(ADA);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule to another day' }));
    const reschedule = screen.getByRole('dialog', { name: 'Reschedule to another day' });
    const submit = within(reschedule).getByRole('button', { name: 'Reschedule' });
    expect(submit).toBeDisabled();
    expect(timeSelect(reschedule)).toBeDisabled();
    expect(within(reschedule).getByText('Choose a new date and a start time.')).toBeInTheDocument();

    fireEvent.change(within(reschedule).getByLabelText('New date'), { target: { value: '2026-11-26' } });
    await timesLoaded(reschedule);
    expect(requestsTo(server, 'GET', '/api/owner/schedule/1/available-times').at(-1)?.query.get('date')).toBe('2026-11-26');
    expect(submit).toBeDisabled();
    await user.selectOptions(timeSelect(reschedule), '8:00 AM');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.rescheduled);
    expect(requestsTo(server, 'POST', '/api/owner/schedule/1/reschedule').map((r) => r.body)).toEqual([
      { from_date: '2026-11-23', to_date: '2026-11-26', start_time: '08:00' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves a misc event, goes Back to the edit dialog, and says "Failed to reschedule" on failure', async () => {

    allowConsoleError('Schedule reschedule failed');
    server.route('POST /api/owner/misc-events/7/reschedule', { status: 500, rawBody: 'boom' });
    const dialog = await open(TRUCK);
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule to another day' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Truck service' })).getByRole('button', { name: 'Reschedule to another day' }));
    const reschedule = screen.getByRole('dialog', { name: 'Reschedule to another day' });
    fireEvent.change(within(reschedule).getByLabelText('New date'), { target: { value: '2026-11-28' } });
    await timesLoaded(reschedule);
    await user.selectOptions(timeSelect(reschedule), '10:00 AM');
    await user.click(within(reschedule).getByRole('button', { name: 'Reschedule' }));
    expect(await toast()).toHaveTextContent(SCHEDULE_MESSAGES.failedToReschedule);
    expect(requestsTo(server, 'POST', '/api/owner/misc-events/7/reschedule').map((r) => r.body)).toEqual([{ to_date: '2026-11-28', start_time: '10:00' }]);
    expect(screen.getByRole('dialog', { name: 'Reschedule to another day' })).toBeInTheDocument();
  });
});

describe('Edit dialog: keyboard', () => {
  it('takes the focus, closes on Escape and gives the focus back to the item', async () => {
    renderSchedulePage(server);
    const item = await screen.findByRole('button', { name: ADA }, { timeout: 4000 });
    item.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(item).toHaveFocus();
  });
});
