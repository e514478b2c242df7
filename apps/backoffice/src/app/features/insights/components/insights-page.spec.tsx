import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, PAYMENT_ACTIVITY_MESSAGES as M, PAYMENT_MESSAGES, type BalanceResponse, type EarningsBucket, type UserProfile } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { InsightsPage } from './insights-page.js';

const EARNINGS = 'GET /api/owner/stripe/earnings';
const BALANCE = 'GET /api/owner/stripe/balance';

/** Dec 2025 … Nov 2026, oldest first, as the API answers them. */
const PERIODS = ['2025-12', ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`)];
function buckets(nets: Record<string, [net: number, count: number]> = {}): EarningsBucket[] {
  return PERIODS.map((period) => {
    const [net_minor, count] = nets[period] ?? [0, 0];
    return { period, net_minor, count, currency: 'USD' };
  });
}
const SOME = buckets({ '2025-12': [10000, 2], '2026-06': [4213, 1], '2026-10': [-1500, 0], '2026-11': [250050, 9] });
const balance: BalanceResponse = {
  ok: true,
  error: null,
  hasAccount: true,
  accountId: 'acct_1NvSandboxX9Qa',
  available: [
    { amount: 500, currency: 'CAD' },
    { amount: 24000, currency: 'USD' },
  ],
  pending: [{ amount: 8000, currency: 'USD' }],
};
const noAccount: BalanceResponse = { ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] };

const owner: UserProfile = { ...DEFAULT_PROFILE_SETTINGS, id: 'u1', role: 'owner', email: 'owner@demo.test', name: 'Olive Owner', impersonating: false, real_user: null, organization_id: 'o1' };

// The chart's chunk (the chart library) is loaded once up front, so no test waits on that first import.
beforeAll(() => import('./earnings-chart.js'));

let server: TestApiServer;
let leavePage: jest.Mock<(url: string) => void>;

beforeEach(async () => {
  server = await startTestApiServer({
    [EARNINGS]: { status: 200, body: { ok: true, buckets: SOME } },
    [BALANCE]: { status: 200, body: balance },
  });
  leavePage = jest.fn<(url: string) => void>();
});
afterEach(() => server.close());

function renderInsights() {
  const session = createTestSession({ status: 'signed-in', profile: owner, getAccessToken: async () => 'owner-token' });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <InsightsPage leavePage={leavePage} />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const earningsSection = () => screen.getByRole('region', { name: 'Net earnings, last 12 months' });
const balanceSection = () => screen.getByRole('region', { name: M.balanceTitle });
const lastToast = () => screen.getAllByTestId('toast').at(-1);
const figures = () =>
  within(screen.getByRole('table', { name: 'Net earnings per month' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('InsightsPage', () => {
  it('draws 12 monthly bars, oldest first, with Total Net, after asking for 12 months', async () => {
    renderInsights();
    expect(screen.getByRole('heading', { level: 1, name: M.insightsTitle })).toBeInTheDocument();
    expect(within(earningsSection()).getByText('Loading earnings…')).toBeInTheDocument();
    const chart = await screen.findByTestId('insights-chart');
    const bars = within(chart).getAllByTestId('insights-bar');
    expect(bars).toHaveLength(12);
    expect(bars.map((bar) => bar.getAttribute('data-period'))).toEqual(PERIODS);
    expect(within(chart).getByText('Dec 2025')).toBeInTheDocument();
    expect(screen.getByTestId('insights-total-net')).toHaveTextContent(`${M.totalNet} $2,627.63`);
    expect(server.requests.map((r) => `${r.method} ${r.path}?${r.query.toString()}`).sort()).toEqual([
      'GET /api/owner/stripe/balance?',
      'GET /api/owner/stripe/earnings?months=12',
    ]);
    expect(server.requests.every((r) => r.headers.authorization === 'Bearer owner-token')).toBe(true);
  });

  it('lists the same numbers in a table: month, net and payments, then the total', async () => {
    renderInsights();
    await screen.findByTestId('insights-chart');
    const rows = figures();
    expect(rows).toHaveLength(13);
    expect(rows[0]).toEqual(['December 2025', '$100.00', '2']);
    expect(rows[6]).toEqual(['June 2026', '$42.13', '1']);
    expect(rows[10]).toEqual(['October 2026', '-$15.00', '0']);
    expect(rows[11]).toEqual(['November 2026', '$2,500.50', '9']);
    expect(rows[12]).toEqual([M.totalNet, '$2,627.63', '12']);
  });

  it('shows the balance per currency with USD first', async () => {
    renderInsights();
    const table = await within(balanceSection()).findByTestId('balance-table');
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['USD', 'CAD']);
    const usd = within(table).getByRole('row', { name: /^USD / });
    expect(within(usd).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$240.00', '$80.00', '$320.00']);
    expect(screen.queryByTestId('insights-finish-onboarding')).not.toBeInTheDocument();
  });

  it('says so when the 12 months had no payments, still with 12 bars and a $0.00 total', async () => {
    server.route(EARNINGS, { status: 200, body: { ok: true, buckets: buckets() } });
    server.route(BALANCE, { status: 200, body: { ...balance, available: [], pending: [] } });
    renderInsights();
    expect(await within(earningsSection()).findByText('No payments in these 12 months yet.')).toBeInTheDocument();
    expect(screen.getByTestId('insights-total-net')).toHaveTextContent('$0.00');
    expect(await screen.findAllByTestId('insights-bar')).toHaveLength(12);
    expect(await within(balanceSection()).findByText(PAYMENT_MESSAGES.noBalanceYet)).toBeInTheDocument();
  });

  it('Refresh reloads both the earnings and the balance', async () => {
    renderInsights();
    await screen.findByTestId('insights-chart');
    await within(balanceSection()).findByTestId('balance-table');
    server.route(EARNINGS, { status: 200, body: { ok: true, buckets: buckets({ '2026-11': [999, 1] }) } });
    server.route(BALANCE, { status: 200, body: { ...balance, available: [{ amount: 100, currency: 'USD' }], pending: [] } });
    await userEvent.click(screen.getByTestId('insights-refresh'));
    await waitFor(() => expect(screen.getByTestId('insights-total-net')).toHaveTextContent('$9.99'));
    await waitFor(() => expect(within(balanceSection()).queryByRole('rowheader', { name: 'CAD' })).not.toBeInTheDocument());
    expect(server.requests.filter((r) => r.path === '/api/owner/stripe/earnings')).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === '/api/owner/stripe/balance')).toHaveLength(2);
  });

  it('without an account offers Finish onboarding, which goes to the provider’s onboarding page', async () => {
    server.route(BALANCE, { status: 200, body: noAccount });
    server.route('POST /api/owner/stripe/start-onboarding', { status: 200, body: { url: 'https://connect.example/onboard/xyz' } });
    renderInsights();
    expect(await within(balanceSection()).findByText(M.noProviderAccount)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.finishOnboarding }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://connect.example/onboard/xyz'));
  });

  it('says "Could not start Stripe onboarding", or the server’s reason, when onboarding cannot start', async () => {
    server.route(BALANCE, { status: 200, body: noAccount });
    server.route('POST /api/owner/stripe/start-onboarding', { status: 502, rawBody: 'Bad gateway' });
    renderInsights();
    await userEvent.click(await screen.findByTestId('insights-finish-onboarding'));
    await waitFor(() => expect(lastToast()).toHaveTextContent(PAYMENT_MESSAGES.couldNotStartStripeOnboarding));
    server.route('POST /api/owner/stripe/start-onboarding', { status: 403, body: { error: 'Owner role required' } });
    await userEvent.click(screen.getByTestId('insights-finish-onboarding'));
    await waitFor(() => expect(lastToast()).toHaveTextContent('Owner role required'));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('says "Failed to load earnings" and "Failed to load Stripe balance" when the server gives no reason', async () => {
    server.route(EARNINGS, { status: 502, rawBody: 'Bad gateway' });
    server.route(BALANCE, { status: 500, rawBody: 'oops' });
    renderInsights();
    // Each load is tried once more after a failure without a reason.
    expect(await within(earningsSection()).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(PAYMENT_MESSAGES.failedToLoadEarnings);
    expect(await within(balanceSection()).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(PAYMENT_MESSAGES.failedToLoadStripeBalance);
    expect(screen.queryByTestId('insights-chart')).not.toBeInTheDocument();
  });

  it('shows the server’s errors, and Try again loads again', async () => {
    server.route(EARNINGS, { status: 400, body: { error: M.invalidMonths } });
    server.route(BALANCE, { status: 403, body: { error: 'Owner or manager role required' } });
    renderInsights();
    expect(await within(earningsSection()).findByRole('alert')).toHaveTextContent(M.invalidMonths);
    expect(await within(balanceSection()).findByRole('alert')).toHaveTextContent('Owner or manager role required');

    server.route(EARNINGS, { status: 200, body: { ok: true, buckets: SOME } });
    await userEvent.click(within(earningsSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(earningsSection()).findAllByTestId('insights-bar')).toHaveLength(12);
    expect(within(earningsSection()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
