import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_MESSAGES, DASHBOARD_TOAST_DURATION_MS, SCHEDULE_MESSAGES, TEAM_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { miscEvent, occurrence, TEAMS, TODAY } from '../testing/dashboard-fixtures.js';
import { renderDashboard, startDashboardApi, type DashboardData } from '../testing/render-dashboard.js';
import { setViewportWidth } from '@fsp/ui/testing';

let server: TestApiServer;
let data: DashboardData;

const ADA = occurrence({
  rule_id: 1,
  start_minutes: 810,
  team_id: 'team-a',
  service: { key: 'lawn-mowing', label: 'Lawn Mowing', estimated_minutes: 45, price_cents: 4500 },
  customer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone_number: '(919) 555-0100',
    street: '1 Main St',
    city: 'Raleigh',
    state: 'NC',
    zip: '27601',
    services: [
      { key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: 4500 },
      { key: 'edging', label: 'Edging', price_cents: 1000 },
      { key: 'mulch', label: 'Mulching', price_cents: 2000 },
      { key: 'leaves', label: 'Leaf Removal', price_cents: 3000 },
      { key: 'hedges', label: 'Hedge Trimming', price_cents: 4000 },
    ],
  },
});
const BOB = occurrence({ rule_id: 2, start_minutes: null, team_id: 'team-b', customer: { name: 'Bob Builder' } });
const CAROL = occurrence({ rule_id: 3, start_minutes: 480, team_id: null, customer: { name: 'Carol Unassigned' } });
const STANDUP = miscEvent({ id: 7, title: 'Crew standup', start_minutes: 450, team_id: 'team-a' });
const TOMORROW = occurrence({ rule_id: 4, date: '2026-05-05', customer: { name: 'Tom Tomorrow' } });

beforeEach(async () => {
  window.sessionStorage.clear();
  setViewportWidth(1280);
  data = { occurrences: [ADA, BOB, CAROL, TOMORROW], miscEvents: [STANDUP], teams: TEAMS };
  server = await startDashboardApi(data);
});
afterEach(async () => {
  await server.close();
});

const cards = () => screen.queryAllByTestId('stop-card');
const cardTitles = (container: HTMLElement = document.body) =>
  within(container)
    .queryAllByTestId('stop-card')
    .map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) => screen.getByRole('article', { name: title });
const teamPanel = (name: string) => screen.getByRole('region', { name });
const teamToggle = (name: string) => within(teamPanel(name)).getByRole('button', { name: new RegExp(`^${name} \\d+ stops?$`) });

async function loaded() {
  await screen.findAllByTestId('stop-card');
}

describe('DashboardPage', () => {
  it('reads today in the organization’s time zone, then that one day, with the bearer token', async () => {
    renderDashboard(server, 'manager');
    expect(screen.getByText('Loading today’s schedule…')).toBeInTheDocument();
    await loaded();
    const reads = server.requests.map((r) => `${r.path}?${r.query.toString()}`);
    expect(reads).toEqual(
      expect.arrayContaining([
        '/api/owner/schedule/calendar?',
        `/api/owner/schedule?from=${TODAY}&to=${TODAY}&shape=compact`,
        `/api/owner/schedule/misc?from=${TODAY}&to=${TODAY}`,
      ]),
    );
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer manager-token')).toBe(true);
    // Only owners see teams.
    expect(server.requests.some((r) => r.path === '/api/owner/teams')).toBe(false);
  });

  it('shows a manager “Today’s Schedule” in time order with the stop count', async () => {
    renderDashboard(server, 'manager');
    await loaded();
    expect(screen.getByRole('heading', { level: 2, name: DASHBOARD_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByText('4 stops')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Crew standup', 'Carol Unassigned', 'Ada Lovelace', 'Bob Builder']);
    expect(screen.queryByRole('button', { name: /Alpha Crew/ })).not.toBeInTheDocument();
  });

  it('shows each card as part 1 §2.10 describes', async () => {
    renderDashboard(server, 'manager');
    await loaded();
    const ada = card('Ada Lovelace');
    expect(ada).toHaveTextContent('1 Main St, Raleigh, NC 27601');
    expect(within(ada).getByTestId('stop-time')).toHaveTextContent('1:30 PM');
    const services = within(within(ada).getByRole('list', { name: 'Services' })).getAllByRole('listitem');
    expect(services.map((item) => item.textContent)).toEqual(['Lawn Mowing', 'Edging', 'Mulching', 'Leaf Removal']);
    expect(within(ada).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notCompleted);
    expect(within(ada).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notInvoiced);
    expect(within(ada).getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(within(ada).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:9195550100');
    for (const name of ['Complete', 'Invoice', DASHBOARD_MESSAGES.editTime, 'Cancel']) {
      expect(within(ada).getByRole('button', { name })).toBeEnabled();
    }

    const bob = card('Bob Builder');
    expect(within(bob).getByTestId('stop-time')).toHaveTextContent(DASHBOARD_MESSAGES.unscheduled);
    expect(within(bob).queryByRole('link')).not.toBeInTheDocument();

    const standup = card('Crew standup');
    expect(within(standup).getByRole('list', { name: 'Services' })).toHaveTextContent('Misc');
    expect(within(standup).getByTestId('stop-time')).toHaveTextContent('7:30 AM');
  });

  it('shows a visit the server already invoiced as Invoiced', async () => {
    data.occurrences = [occurrence({ rule_id: 9, customer: { name: 'Paid Up' }, invoice: { id: 'inv-1', status: 'open' } })];
    renderDashboard(server, 'manager');
    await loaded();
    expect(within(card('Paid Up')).getByTestId('invoice-badge')).toHaveTextContent(DASHBOARD_MESSAGES.invoiced);
    expect(within(card('Paid Up')).getByRole('button', { name: 'Invoice' })).toBeDisabled();
  });

  it('gives an owner the teams, the first open, with Unassigned last', async () => {
    const user = userEvent.setup();
    renderDashboard(server, 'owner');
    await loaded();
    const panels = screen.getAllByTestId('team-panel').map((panel) => panel.getAttribute('aria-label'));
    expect(panels).toEqual(['Alpha Crew', 'Bravo Crew', DASHBOARD_MESSAGES.unassignedTeam]);
    expect(screen.getByText('4 stops')).toBeInTheDocument();

    expect(teamToggle('Alpha Crew')).toHaveAttribute('aria-expanded', 'true');
    expect(teamToggle('Alpha Crew')).toHaveTextContent('2 stops');
    expect(cardTitles(teamPanel('Alpha Crew'))).toEqual(['Crew standup', 'Ada Lovelace']);
    expect(screen.getByRole('heading', { level: 4, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(teamToggle('Bravo Crew')).toHaveAttribute('aria-expanded', 'false');
    expect(cardTitles(teamPanel('Bravo Crew'))).toEqual([]);
    expect(cardTitles()).toEqual(['Crew standup', 'Ada Lovelace']);

    await user.click(teamToggle('Bravo Crew'));
    expect(teamToggle('Bravo Crew')).toHaveAttribute('aria-expanded', 'true');
    expect(cardTitles(teamPanel('Bravo Crew'))).toEqual(['Bob Builder']);
    await user.click(teamToggle('Alpha Crew'));
    expect(teamToggle('Alpha Crew')).toHaveAttribute('aria-expanded', 'false');
    expect(cardTitles()).toEqual(['Bob Builder']);

    teamToggle(DASHBOARD_MESSAGES.unassignedTeam).focus();
    await user.keyboard('{Enter}');
    expect(cardTitles(teamPanel(DASHBOARD_MESSAGES.unassignedTeam))).toEqual(['Carol Unassigned']);
  });

  it('leaves out Unassigned when every stop has a team, and shows an empty team as empty', async () => {
    data.occurrences = [BOB];
    data.miscEvents = [];
    renderDashboard(server, 'owner');
    await screen.findByRole('region', { name: 'Alpha Crew' });
    expect(screen.getAllByTestId('team-panel').map((panel) => panel.getAttribute('aria-label'))).toEqual(['Alpha Crew', 'Bravo Crew']);
    expect(within(teamPanel('Alpha Crew')).getByText(DASHBOARD_MESSAGES.empty)).toBeInTheDocument();
  });

  it('gives an owner without teams the plain Today’s Schedule', async () => {
    data.teams = [];
    renderDashboard(server, 'owner');
    await loaded();
    expect(screen.queryByTestId('team-panel')).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Crew standup', 'Carol Unassigned', 'Ada Lovelace', 'Bob Builder']);
  });

  it('says when the owner’s teams fail to load, and retries', async () => {
    server.route('GET /api/owner/teams', { status: 500, body: { error: 'Something went wrong. Please try again.' } });
    renderDashboard(server, 'owner');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(TEAM_MESSAGES.failedToLoadTeams);
    server.route('GET /api/owner/teams', { status: 200, body: TEAMS });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.getAllByTestId('team-panel')).toHaveLength(3);
  });

  it('shows crew members their stops read-only: Complete and contact links only', async () => {
    setViewportWidth(390);
    renderDashboard(server, 'crew_member');
    await loaded();
    expect(screen.queryByTestId('team-panel')).not.toBeInTheDocument();
    const ada = card('Ada Lovelace');
    expect(within(ada).getByRole('button', { name: 'Complete' })).toBeEnabled();
    expect(within(ada).getByRole('link', { name: 'Email' })).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Call' })).toBeInTheDocument();
    for (const name of ['Invoice', DASHBOARD_MESSAGES.editTime, 'Cancel']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByTestId('swipeable-stop')).not.toBeInTheDocument();
  });

  it('shows the empty state with no stops today', async () => {
    data.occurrences = [TOMORROW];
    data.miscEvents = [];
    renderDashboard(server, 'manager');
    expect(await screen.findByText(DASHBOARD_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.getByText('0 stops')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('shows the server’s role message when the schedule is refused', async () => {
    server.route('GET /api/owner/schedule/calendar', { status: 403, body: { error: SCHEDULE_MESSAGES.viewForbidden } });
    renderDashboard(server, 'admin');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(SCHEDULE_MESSAGES.viewForbidden);
    expect(screen.queryByText('0 stops')).not.toBeInTheDocument();
  });

  it('falls back to the role message when a 403 carries none', async () => {
    server.route('GET /api/owner/schedule', { status: 403, rawBody: 'Forbidden' });
    renderDashboard(server, 'manager');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(SCHEDULE_MESSAGES.viewForbidden);
  });

  it('says "Failed to load today’s schedule" on other failures and loads again on retry', async () => {
    server.route('GET /api/owner/schedule/misc', { status: 502, rawBody: 'Bad gateway' });
    renderDashboard(server, 'manager');
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(DASHBOARD_MESSAGES.failedToLoad);
    server.route('GET /api/owner/schedule/misc', { status: 200, body: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(screen.getByText('3 stops')).toBeInTheDocument();
  });

  it('reloads the day with Refresh', async () => {
    const user = userEvent.setup();
    renderDashboard(server, 'manager');
    await loaded();
    data.occurrences = [...data.occurrences, occurrence({ rule_id: 5, start_minutes: 1000, customer: { name: 'Late Addition' } })];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('article', { name: 'Late Addition' })).toBeInTheDocument();
    expect(screen.getByText('5 stops')).toBeInTheDocument();
  });

  it('toggles completion locally with a toast, never calling the server', async () => {
    const user = userEvent.setup();
    renderDashboard(server, 'crew_member');
    await loaded();
    const requestsBefore = server.requests.length;
    const complete = within(card('Bob Builder')).getByRole('button', { name: 'Complete' });
    expect(complete).toHaveAttribute('aria-pressed', 'false');

    await user.click(complete);
    expect(within(card('Bob Builder')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.completed);
    expect(complete).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('toast')).toHaveTextContent(DASHBOARD_MESSAGES.markedCompleted);
    expect(within(card('Ada Lovelace')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notCompleted);

    await user.click(complete);
    expect(within(card('Bob Builder')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.notCompleted);
    expect(screen.getAllByTestId('toast').at(-1)).toHaveTextContent(DASHBOARD_MESSAGES.markedIncomplete);
    expect(server.requests).toHaveLength(requestsBefore);
  });

  it('keeps completion for this tab’s session when the dashboard is opened again', async () => {
    const first = renderDashboard(server, 'crew_member');
    await loaded();
    fireEvent.click(within(card('Ada Lovelace')).getByRole('button', { name: 'Complete' }));
    first.unmount();
    renderDashboard(server, 'crew_member');
    await loaded();
    expect(within(card('Ada Lovelace')).getByTestId('completion-badge')).toHaveTextContent(DASHBOARD_MESSAGES.completed);
  });

  it('shows its toasts for 2500 ms', async () => {
    renderDashboard(server, 'crew_member');
    await loaded();
    jest.useFakeTimers();
    try {
      fireEvent.click(within(card('Ada Lovelace')).getByRole('button', { name: 'Complete' }));
      expect(screen.getByTestId('toast')).toHaveTextContent(DASHBOARD_MESSAGES.markedCompleted);
      act(() => jest.advanceTimersByTime(DASHBOARD_TOAST_DURATION_MS - 1));
      expect(screen.getByTestId('toast')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('lays out for a 390 px phone as a swipeable list for managers', async () => {
    setViewportWidth(390);
    renderDashboard(server, 'manager');
    await loaded();
    await waitFor(() => expect(screen.getAllByTestId('swipeable-stop')).toHaveLength(4));
    // The buttons stay for keyboard users.
    expect(within(card('Ada Lovelace')).getByRole('button', { name: DASHBOARD_MESSAGES.editTime })).toBeInTheDocument();
  });
});
