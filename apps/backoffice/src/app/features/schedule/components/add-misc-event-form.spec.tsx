import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { buildMiscEvent, type TestApiServer } from '@fsp/api-client/testing';
import { renderSchedulePage } from '../testing/render-schedule-page.js';
import { defaultStore, requestsTo, startScheduleApi, type ScheduleStore } from '../testing/schedule-test-api.js';
import { allowConsoleError } from '@fsp/ui/testing';

let server: TestApiServer;
let store: ScheduleStore;

beforeEach(async () => {
  store = defaultStore();
  server = await startScheduleApi(store);
});
afterEach(async () => {
  await server.close();
});

const section = () => screen.getByRole('region', { name: 'Add Misc Event' });
const field = (name: string) => within(section()).getByLabelText(name);
const submit = () => within(section()).getByRole('button', { name: 'Add event' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  renderSchedulePage(server);
  const toggle = await screen.findByRole('button', { name: 'Add Misc Event' }, { timeout: 4000 });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(within(section()).queryByLabelText('Title')).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

describe('Add Misc Event', () => {
  it('opens with today, no start time and 60 minutes', async () => {
    const user = userEvent.setup();
    await openForm(user);
    expect(field('Title')).toHaveValue('');
    expect(field('Date')).toHaveValue('2026-11-23');
    expect(field('Start time (optional)')).toHaveValue('');
    expect(field('Duration (minutes)')).toHaveValue(60);
  });

  it('needs a title and a duration above 0', async () => {
    const user = userEvent.setup();
    await openForm(user);
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '0');
    await user.click(submit());
    expect(within(section()).getByText('Title is required')).toBeInTheDocument();
    expect(within(section()).getByText('Duration (minutes) must be > 0')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/api/owner/misc-events')).toHaveLength(0);
  });

  it('adds the event, says "Misc event added" and shows it on the schedule', async () => {
    server.route('POST /api/owner/misc-events', (request) => {
      const event = buildMiscEvent({ id: 9, title: 'Equipment pickup', date: '2026-11-26', start_minutes: 630, duration_minutes: 90, team_id: 'team-a' });
      store.miscEvents.push(event);
      return { status: 201, body: { ok: true, event, echoed: request.body } };
    });
    const user = userEvent.setup();
    await openForm(user);
    await user.type(field('Title'), '  Equipment pickup ');
    fireEvent.change(field('Date'), { target: { value: '2026-11-26' } });
    fireEvent.change(field('Start time (optional)'), { target: { value: '10:30' } });
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '90');
    await user.type(field('Notes'), 'Dock 4{Enter}Bring the trailer');
    await user.selectOptions(field('Team'), 'Alpha crew');
    await user.click(submit());

    expect(await screen.findByText(SCHEDULE_MESSAGES.miscEventAdded)).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/api/owner/misc-events').map((request) => request.body)).toEqual([
      { title: 'Equipment pickup', date: '2026-11-26', start_time: '10:30', duration_minutes: 90, notes: 'Dock 4\nBring the trailer', team_id: 'team-a' },
    ]);
    expect(await screen.findByRole('button', { name: 'Equipment pickup — Misc — Thu, Nov 26 10:30 AM' })).toBeInTheDocument();
    expect(field('Title')).toHaveValue('');
  });

  it('shows the server’s reason, else "Failed to add event"', async () => {

    allowConsoleError('Adding the misc event failed');
    server.route('POST /api/owner/misc-events', { status: 400, body: { error: 'Times must be HH:MM (00:00 to 23:59)' } });
    const user = userEvent.setup();
    await openForm(user);
    await user.type(field('Title'), 'Truck wash');
    await user.click(submit());
    expect(await screen.findByText('Times must be HH:MM (00:00 to 23:59)')).toBeInTheDocument();

    server.route('POST /api/owner/misc-events', { status: 500, rawBody: 'boom' });
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());
    expect(await screen.findByText(SCHEDULE_MESSAGES.failedToAddEvent)).toBeInTheDocument();
    expect(field('Title')).toHaveValue('Truck wash');
  });
});
