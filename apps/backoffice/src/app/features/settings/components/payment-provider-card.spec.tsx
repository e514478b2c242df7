import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORGANIZATION_SETTINGS_MESSAGES as O, PAYMENT_MESSAGES } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { allowConsoleError } from '@fsp/ui/testing';
import { ONBOARDING_COMPLETE, ONBOARDING_REQUIRED, profileOf } from '../testing/settings-fixtures.js';
import { freshState, recordingNavigation, renderInProviders, startSettingsApi } from '../testing/render-settings.js';
import { PaymentProviderCard } from './payment-provider-card.js';

const STATUS = 'GET /api/owner/stripe/status';
const START = 'POST /api/owner/stripe/start-onboarding';
const DASHBOARD = 'POST /api/owner/stripe/dashboard-link';

let server: TestApiServer;
let navigation: ReturnType<typeof recordingNavigation>;
const owner = profileOf('owner');

beforeEach(async () => {
  server = await startSettingsApi(freshState(owner));
  navigation = recordingNavigation();
});
afterEach(() => server.close());

function renderCard(accountId: string | null = null) {
  return renderInProviders(server, owner, <PaymentProviderCard organization={{ stripe_account_id: accountId }} navigation={navigation} />);
}

const calls = (key: string) => server.requests.filter((r) => `${r.method} ${r.path}` === key);
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

describe('PaymentProviderCard', () => {
  it('says "Onboarding required" and starts onboarding by going to the provider’s page', async () => {
    server.route(START, { status: 200, body: { url: 'https://connect.example/onboard/abc' } });
    renderCard();
    expect(screen.getByRole('region', { name: O.paymentProviderHeading })).toHaveTextContent('Loading payment status…');
    expect(await screen.findByTestId('onboarding-status')).toHaveTextContent(O.onboardingRequired);
    expect(screen.getByText('Charges').nextElementSibling).toHaveTextContent('Not enabled');
    expect(screen.queryByRole('button', { name: O.openStripeDashboard })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: O.startOnboarding }));
    await waitFor(() => expect(navigation.leavePage).toHaveBeenCalledWith('https://connect.example/onboard/abc'));
    expect(calls(START).map((r) => [r.body, r.headers.authorization])).toEqual([[{}, 'Bearer owner-token']]);
  });

  it('offers to finish onboarding for an account that exists, naming what is still due', async () => {
    server.route(STATUS, { status: 200, body: { ...ONBOARDING_REQUIRED, details_submitted: true, requirements_currently_due_len: 2 } });
    renderCard('acct_1NvSandbox9Qa');
    expect(await screen.findByRole('button', { name: O.finishOnboarding })).toBeInTheDocument();
    expect(screen.getByText('2 requirements due at the payment provider.')).toBeInTheDocument();
    expect(screen.getByTitle('acct_1NvSandbox9Qa')).toHaveTextContent('acct_1N…x9Qa');
  });

  it('toasts "Could not create Stripe onboarding link" when the link cannot be made, the server’s reason when it gives one', async () => {
    allowConsoleError('Creating the onboarding link failed');
    server.route(START, { status: 502 });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: O.startOnboarding }));
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(PAYMENT_MESSAGES.couldNotCreateOnboardingLink)]));

    server.route(START, { status: 409, body: { error: 'The payment provider is not configured.' } });
    await userEvent.click(screen.getByRole('button', { name: O.startOnboarding }));
    expect(await screen.findByText('The payment provider is not configured.')).toBeInTheDocument();
    expect(navigation.leavePage).not.toHaveBeenCalled();
  });

  it('says "Onboarding complete" and opens the Stripe Dashboard in a new tab', async () => {
    server.route(STATUS, { status: 200, body: ONBOARDING_COMPLETE });
    server.route(DASHBOARD, { status: 200, body: { url: 'https://connect.stripe.example/express/acct' } });
    renderCard('acct_1NvSandbox9Qa');
    expect(await screen.findByTestId('onboarding-status')).toHaveTextContent(O.onboardingComplete);
    expect(screen.queryByRole('button', { name: O.startOnboarding })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: O.finishOnboarding })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: O.openStripeDashboard }));
    await waitFor(() => expect(navigation.tab.go).toHaveBeenCalledWith('https://connect.stripe.example/express/acct'));
    expect(navigation.openPendingTab).toHaveBeenCalledTimes(1);
    expect(navigation.tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and toasts "Could not open Stripe Dashboard" when the link fails', async () => {
    allowConsoleError('Creating the dashboard link failed');
    server.route(STATUS, { status: 200, body: ONBOARDING_COMPLETE });
    server.route(DASHBOARD, { status: 500 });
    renderCard('acct_1NvSandbox9Qa');
    await userEvent.click(await screen.findByRole('button', { name: O.openStripeDashboard }));
    await waitFor(() => expect(toastTexts()).toEqual([expect.stringContaining(PAYMENT_MESSAGES.couldNotOpenStripeDashboard)]));
    expect(navigation.tab.close).toHaveBeenCalledTimes(1);
    expect(navigation.tab.go).not.toHaveBeenCalled();
  });

  it('shows a failed status load with a retry', async () => {
    server.route(STATUS, { status: 403, body: { error: 'Owner access required' } });
    renderCard();
    // The status read tries once more before it gives up (the api-client's default).
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Owner access required');
    server.route(STATUS, { status: 200, body: ONBOARDING_COMPLETE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('onboarding-status')).toHaveTextContent(O.onboardingComplete);
  });
});
