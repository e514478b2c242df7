import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { renderSchedulePage } from '../testing/render-schedule-page.js';
import { defaultStore, requestsTo, startScheduleApi, type ScheduleStore } from '../testing/schedule-test-api.js';

let server: TestApiServer;
let store: ScheduleStore;

beforeEach(async () => {
  store = defaultStore();
  server = await startScheduleApi(store);
});
afterEach(async () => {
  await server.close();
});

const view = () => screen.getByTestId('schedule-view');
/** The accessible names of the items the current view shows, sorted. */
const itemNames = () =>
  within(view())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((name) => name.includes(' — '))
    .sort();
const lastRange = (path: string) => {
  const last = requestsTo(server, 'GET', path).at(-1);
  return `${last?.query.get('from')}..${last?.query.get('to')}`;
};

async function loaded() {
  // The calendar read comes first, then the range's reads: give the first render of a suite time.
  await screen.findByRole('button', { name: 'Ada Lovelace — Lawn mowing — Mon, Nov 23 9:00 AM' }, { timeout: 4000 });
}

describe('Schedule views', () => {
  it('starts the 7-day grid at the organization’s today and loads visits and misc events for it', async () => {
    renderSchedulePage(server);
    expect(screen.getByText('Loading schedule…')).toBeInTheDocument();
    await loaded();
    expect(lastRange('/api/owner/schedule')).toBe('2026-11-23..2026-11-29');
    expect(lastRange('/api/owner/schedule/misc')).toBe('2026-11-23..2026-11-29');
    expect(requestsTo(server, 'GET', '/api/owner/schedule')[0]?.headers.authorization).toBe('Bearer owner-token');
    expect(screen.getByTestId('schedule-range')).toHaveTextContent('Nov 23 – Nov 29, 2026');
    expect(itemNames()).toEqual([
      'Ada Lovelace — Lawn mowing — Mon, Nov 23 9:00 AM',
      'Alan Turing — Edging — Wed, Nov 25 6:30 AM',
      'Grace Hopper — House washing — Tue, Nov 24 Unscheduled',
      'Team meeting — Misc — Fri, Nov 27 Unscheduled',
      'Truck service — Misc — Mon, Nov 23 1:00 PM',
    ]);
  });

  it('lays the week out in hour rows from 8:00 AM to 5:00 PM, widened for an earlier item, with Unscheduled items per day', async () => {
    renderSchedulePage(server);
    await loaded();
    const monday = within(view()).getByRole('list', { name: 'Mon, Nov 23' });
    expect(within(monday).getAllByRole('button').map((button) => button.textContent)).toEqual([
      '9:00 AM – 9:45 AMAda LovelaceLawn mowing',
      '1:00 PM – 2:00 PMTruck serviceMisc',
    ]);
    const truck = within(monday).getByRole('button', { name: /^Truck service/ }).parentElement as HTMLElement;
    // The Edging visit at 6:30 AM widens the grid to 6:00 AM–5:00 PM (11 hours): 1:00 PM is 7 hours down.
    expect(parseFloat(truck.style.top)).toBeCloseTo((7 / 11) * 100);
    expect(parseFloat(truck.style.height)).toBeCloseTo((1 / 11) * 100);
    expect(within(view()).getByText('6:00 AM')).toBeInTheDocument();
    expect(within(view()).getByText('4:00 PM')).toBeInTheDocument();

    const tuesdayUnscheduled = within(view()).getByRole('list', { name: 'Unscheduled, Tue, Nov 24' });
    expect(within(tuesdayUnscheduled).getByRole('button')).toHaveAccessibleName('Grace Hopper — House washing — Tue, Nov 24 Unscheduled');
  });

  it('shows the same items in the grid and the list, the list by date in time order with time, service and team', async () => {
    const user = userEvent.setup();
    renderSchedulePage(server);
    await loaded();
    const inGrid = itemNames();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(itemNames()).toEqual(inGrid);

    const monday = within(view()).getByRole('region', { name: 'Monday, November 23, 2026' });
    const rows = within(monday).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['9:00 AMAda LovelaceLawn mowingAlpha crew', '1:00 PMTruck serviceMiscBravo crew']);
    const tuesday = within(view()).getByRole('region', { name: 'Tuesday, November 24, 2026' });
    expect(within(tuesday).getByRole('button')).toHaveTextContent('UnscheduledGrace HopperHouse washingNo team');
    expect(within(view()).getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026',
      'Wednesday, November 25, 2026',
      'Friday, November 27, 2026',
    ]);

    // Still the same after moving to the month: grid and list agree there too.
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await within(view()).findByRole('button', { name: 'Ada Lovelace — Lawn mowing — Mon, Nov 30 9:00 AM' });
    const inMonthList = itemNames();
    expect(inMonthList).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(within(view()).getByRole('table')).toBeInTheDocument();
    expect(itemNames()).toEqual(inMonthList);
  });

  it('moves the 7-day range with Previous, Next and Today', async () => {
    const user = userEvent.setup();
    renderSchedulePage(server);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await screen.findByRole('button', { name: 'Ada Lovelace — Lawn mowing — Mon, Nov 30 9:00 AM' });
    expect(lastRange('/api/owner/schedule')).toBe('2026-11-30..2026-12-06');
    expect(screen.getByTestId('schedule-range')).toHaveTextContent('Nov 30 – Dec 6, 2026');
    expect(itemNames()).toEqual(['Ada Lovelace — Lawn mowing — Mon, Nov 30 9:00 AM']);

    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await user.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastRange('/api/owner/schedule')).toBe('2026-11-16..2026-11-22'));
    expect(await within(view()).findByText('No scheduled items in this range')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    await loaded();
    expect(screen.getByTestId('schedule-range')).toHaveTextContent('Nov 23 – Nov 29, 2026');
  });

  it('shows the month as a calendar of days and moves by month', async () => {
    const user = userEvent.setup();
    renderSchedulePage(server);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Month' }));
    await waitFor(() => expect(lastRange('/api/owner/schedule')).toBe('2026-11-01..2026-11-30'));
    expect(screen.getByTestId('schedule-range')).toHaveTextContent('November 2026');
    const calendar = await within(view()).findByRole('table');
    expect(within(calendar).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    await within(calendar).findByRole('button', { name: 'Ada Lovelace — Lawn mowing — Mon, Nov 30 9:00 AM' });
    const today = within(calendar).getAllByRole('cell').find((cell) => cell.getAttribute('aria-current') === 'date') as HTMLElement;
    expect(today).toHaveTextContent('Monday, November 23, 2026');
    expect(within(today).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace — Lawn mowing — Mon, Nov 23 9:00 AM',
      'Truck service — Misc — Mon, Nov 23 1:00 PM',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await within(view()).findByRole('button', { name: 'Linus Torvalds — Gutter cleaning — Tue, Dec 15 10:00 AM' });
    expect(lastRange('/api/owner/schedule')).toBe('2026-12-01..2026-12-31');
    expect(lastRange('/api/owner/schedule/misc')).toBe('2026-12-01..2026-12-31');
    expect(screen.getByTestId('schedule-range')).toHaveTextContent('December 2026');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() => expect(lastRange('/api/owner/schedule')).toBe('2026-10-01..2026-10-31'));
  });

  it('filters by team', async () => {
    const user = userEvent.setup();
    renderSchedulePage(server);
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team filter' }), 'Bravo crew');
    await waitFor(() => expect(itemNames()).toEqual(['Truck service — Misc — Mon, Nov 23 1:00 PM']));
    expect(requestsTo(server, 'GET', '/api/owner/schedule').at(-1)?.query.get('team_id')).toBe('team-b');
    expect(requestsTo(server, 'GET', '/api/owner/schedule/misc').at(-1)?.query.get('team_id')).toBe('team-b');
  });

  it('says "Failed to load schedule data" and shows no items when a read fails, and Try again reloads', async () => {
    server.route('GET /api/owner/schedule/misc', { status: 500, rawBody: 'boom' });
    const user = userEvent.setup();
    renderSchedulePage(server);
    expect(await screen.findByText(SCHEDULE_MESSAGES.failedToLoad, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(itemNames()).toEqual([]);
    server.route('GET /api/owner/schedule/misc', { status: 200, body: [] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.queryByText(SCHEDULE_MESSAGES.failedToLoad)).not.toBeInTheDocument();
  });

  it('shows the server’s reason when the schedule read is refused', async () => {
    server.route('GET /api/owner/schedule/calendar', { status: 403, body: { error: SCHEDULE_MESSAGES.viewForbidden } });
    renderSchedulePage(server, 'user');
    expect(await screen.findByText(SCHEDULE_MESSAGES.viewForbidden, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('Schedule for crew members', () => {
  it('has no forms, says why, and opens items read-only', async () => {
    const user = userEvent.setup();
    renderSchedulePage(server, 'crew_member');
    await loaded();
    expect(screen.getByText(SCHEDULE_MESSAGES.customerAddScheduleForbidden)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULE_MESSAGES.customerAddEventsForbidden)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Misc Event' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/api/owner/schedule/candidates')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ada Lovelace — Lawn mowing — Mon, Nov 23 9:00 AM' }));
    const dialog = screen.getByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(dialog).getByText(SCHEDULE_MESSAGES.readOnlyItem)).toBeInTheDocument();
    expect(within(dialog).getByText('Alpha crew')).toBeInTheDocument();
    for (const name of ['Save', 'Clear time', 'Cancel this date', 'Reschedule to another day', 'Remove series']) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
