import { jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_MESSAGES, PAYMENT_ACTIVITY_MESSAGES as M, PAYMENT_MESSAGES, type BalanceResponse } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { profile } from '../testing/dashboard-fixtures.js';
import { renderDashboard, startDashboardApi } from '../testing/render-dashboard.js';
import { BalanceCard } from './balance-card.js';

const BALANCE_PATH = 'GET /api/owner/stripe/balance';
const ACCOUNT = 'acct_1NvSandboxX9Qa';
const withBalance: BalanceResponse = {
  ok: true,
  error: null,
  hasAccount: true,
  accountId: ACCOUNT,
  available: [
    { amount: 1990, currency: 'EUR' },
    { amount: 12345, currency: 'USD' },
  ],
  pending: [{ amount: 4500, currency: 'USD' }],
};
const noAccount: BalanceResponse = { ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] };

let server: TestApiServer;
let leavePage: jest.Mock<(url: string) => void>;

beforeEach(async () => {
  server = await startTestApiServer({ [BALANCE_PATH]: { status: 200, body: withBalance } });
  leavePage = jest.fn<(url: string) => void>();
});
afterEach(async () => {
  jest.restoreAllMocks();
  await server.close();
});

function renderCard() {
  const session = createTestSession({ status: 'signed-in', profile: profile('owner'), getAccessToken: async () => 'owner-token' });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <RemoteAppProviders>
          <BalanceCard leavePage={leavePage} />
        </RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

const card = () => screen.getByTestId('balance-card');
const lastToast = () => screen.getAllByTestId('toast').at(-1);
const cellsOf = (currency: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${currency} `) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A stand-in for the browser tab window.open gives back (jsdom opens none). */
function fakeTab() {
  return { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
}

describe('BalanceCard', () => {
  it('shows available, pending and total per currency, USD first, and the account id shortened', async () => {
    renderCard();
    expect(within(card()).getByText('Loading balance…')).toBeInTheDocument();
    const table = await within(card()).findByRole('table', { name: M.balanceTitle });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['USD', 'EUR']);
    expect(cellsOf('USD')).toEqual(['$123.45', '$45.00', '$168.45']);
    expect(cellsOf('EUR')).toEqual(['€19.90', '€0.00', '€19.90']);
    const account = within(card()).getByText('acct_1N…X9Qa');
    expect(account).toHaveAttribute('title', ACCOUNT);
    expect(screen.getByRole('region', { name: M.balanceTitle })).toBe(card());
    expect(screen.getByTestId('balance-manage')).toBeEnabled();
    expect(screen.queryByTestId('balance-finish-onboarding')).not.toBeInTheDocument();
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([['GET', '/api/owner/stripe/balance', 'Bearer owner-token']]);
  });

  it('says "No balance yet." when the account has no currency, and shows zero amounts as $0.00', async () => {
    server.route(BALANCE_PATH, { status: 200, body: { ...withBalance, available: [], pending: [] } });
    renderCard();
    expect(await within(card()).findByText(PAYMENT_MESSAGES.noBalanceYet)).toBeInTheDocument();
    expect(screen.queryByTestId('balance-table')).not.toBeInTheDocument();
    expect(screen.getByTestId('balance-manage')).toBeInTheDocument();

    server.route(BALANCE_PATH, { status: 200, body: { ...withBalance, available: [{ amount: 0, currency: 'USD' }], pending: [] } });
    await userEvent.click(screen.getByTestId('balance-refresh'));
    await within(card()).findByTestId('balance-table');
    expect(cellsOf('USD')).toEqual(['$0.00', '$0.00', '$0.00']);
    expect(screen.queryByText(PAYMENT_MESSAGES.noBalanceYet)).not.toBeInTheDocument();
  });

  it('short account ids stay whole', async () => {
    server.route(BALANCE_PATH, { status: 200, body: { ...withBalance, accountId: 'acct_12345' } });
    renderCard();
    expect(await within(card()).findByText('acct_12345')).toBeInTheDocument();
  });

  it('without an account says none is connected and Finish onboarding goes to the provider’s page', async () => {
    server.route(BALANCE_PATH, { status: 200, body: noAccount });
    server.route('POST /api/owner/stripe/start-onboarding', { status: 200, body: { url: 'https://connect.example/onboard/abc' } });
    renderCard();
    expect(await within(card()).findByText(M.noProviderAccount)).toBeInTheDocument();
    expect(screen.queryByTestId('balance-manage')).not.toBeInTheDocument();
    expect(within(card()).queryByText(/^acct_/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('balance-finish-onboarding'));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('https://connect.example/onboard/abc'));
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/owner/stripe/start-onboarding', {}]]);
  });

  it('Finish onboarding that fails says "Could not start onboarding", or the server’s reason', async () => {
    server.route(BALANCE_PATH, { status: 200, body: noAccount });
    server.route('POST /api/owner/stripe/start-onboarding', { status: 500, rawBody: 'oops' });
    renderCard();
    await userEvent.click(await screen.findByTestId('balance-finish-onboarding'));
    await waitFor(() => expect(lastToast()).toHaveTextContent(PAYMENT_MESSAGES.couldNotStartOnboarding));

    server.route('POST /api/owner/stripe/start-onboarding', { status: 409, body: { error: 'Onboarding is already complete.' } });
    await userEvent.click(screen.getByTestId('balance-finish-onboarding'));
    await waitFor(() => expect(lastToast()).toHaveTextContent('Onboarding is already complete.'));
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('Manage asks for the dashboard link and opens it in a new tab, without giving that tab this window', async () => {
    const tab = fakeTab();
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.route('POST /api/owner/stripe/dashboard-link', { status: 200, body: { url: 'http://localhost:3000/sandbox/dashboard/tok-1' } });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: /^Manage/ }));
    await waitFor(() => expect(tab.location.href).toBe('http://localhost:3000/sandbox/dashboard/tok-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    expect(server.requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([['/api/owner/stripe/dashboard-link', {}]]);
  });

  it('Manage that fails closes the tab and says "Could not open the payment provider dashboard", or the server’s reason', async () => {
    const tab = fakeTab();
    jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.route('POST /api/owner/stripe/dashboard-link', { status: 502, rawBody: 'Bad gateway' });
    renderCard();
    await userEvent.click(await screen.findByTestId('balance-manage'));
    await waitFor(() => expect(lastToast()).toHaveTextContent(PAYMENT_MESSAGES.couldNotOpenProviderDashboard));
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('');

    server.route('POST /api/owner/stripe/dashboard-link', { status: 409, body: { error: PAYMENT_MESSAGES.noPaymentAccount } });
    await userEvent.click(screen.getByTestId('balance-manage'));
    await waitFor(() => expect(lastToast()).toHaveTextContent(PAYMENT_MESSAGES.noPaymentAccount));
  });

  it('shows the server’s error, and Refresh loads the balance again', async () => {
    server.route(BALANCE_PATH, { status: 403, body: { error: 'Owner or manager role required' } });
    renderCard();
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Owner or manager role required');
    expect(screen.queryByTestId('balance-manage')).not.toBeInTheDocument();

    server.route(BALANCE_PATH, { status: 200, body: withBalance });
    await userEvent.click(screen.getByTestId('balance-refresh'));
    await within(card()).findByTestId('balance-table');
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to load balance" when the server gives no reason', async () => {
    server.route(BALANCE_PATH, { status: 502, rawBody: 'Bad gateway' });
    renderCard();
    // One retry after a failure without a reason, then the error.
    expect(await within(card()).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(PAYMENT_MESSAGES.failedToLoadBalance);
  });
});

describe('the dashboard with the balance card', () => {
  it('puts the card first for owners only', async () => {
    const api = await startDashboardApi({ occurrences: [], miscEvents: [], teams: [] });
    api.route(BALANCE_PATH, { status: 200, body: withBalance });
    try {
      const owner = renderDashboard(api, 'owner');
      const ownerCard = await screen.findByTestId('balance-card');
      expect(owner.container.querySelector('section')).toBe(ownerCard);
      await within(ownerCard).findByTestId('balance-table');
      // Its heading is an h2 like the schedule's that follows it: no level skipped, none out of order.
      expect(ownerCard).toHaveAccessibleName(M.balanceTitle);
      const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
      expect(headings.slice(0, 2)).toEqual([
        ['H2', M.balanceTitle],
        ['H2', DASHBOARD_MESSAGES.title],
      ]);
      owner.unmount();

      renderDashboard(api, 'manager');
      await screen.findByText(DASHBOARD_MESSAGES.empty);
      expect(screen.queryByTestId('balance-card')).not.toBeInTheDocument();
      expect(api.requests.filter((r) => r.path === '/api/owner/stripe/balance').map((r) => r.headers.authorization)).toEqual(['Bearer owner-token']);
    } finally {
      await api.close();
    }
  });
});
