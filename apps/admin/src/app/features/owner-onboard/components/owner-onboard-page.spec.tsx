import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, OWNER_INVITE_MESSAGES, type OwnerAcceptResponse, type OwnerInvite } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { OwnerOnboardPage } from './owner-onboard-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

const INVITE: OwnerInvite = {
  invited_email: 'new.owner@example.test',
  status: 'pending',
  expires_at: '2026-03-06T15:30:00.000Z',
  prefill: { org_name: 'Nora Lawns', website: 'https://nora.example', phone_number: '555-0102', street: null, city: null, state: null, zip: null },
};
const INVITE_PATH = '/api/public/owner-onboard/abc123';

let server: TestApiServer;
let leftTo: string[];
/** Every call the page makes, recorded when made rather than when the server reads it. */
let fetchCalls: string[];

beforeEach(async () => {
  server = await startTestApiServer({ [`GET ${INVITE_PATH}`]: { status: 200, body: INVITE } });
  leftTo = [];
  fetchCalls = [];
});
afterEach(async () => {
  await server.close();
});

function renderOnboard(code = 'abc123') {
  // A public page: nobody is signed in, and no token is ever asked for.
  const session = createTestSession({
    status: 'signed-out',
    profile: null,
    getAccessToken: async () => {
      throw new Error('the public page must not ask for a token');
    },
  });
  return renderPage(<OwnerOnboardPage leavePage={(url) => leftTo.push(url)} />, {
    url: `/admin/owner-onboard/${code}`,
    path: '/admin/owner-onboard/:code',
    session,
    fetch: (url, init) => {
      fetchCalls.push(`${init.method} ${url}`);
      return server.fetch(url, init);
    },
  });
}

const form = () => screen.getByRole('form', { name: 'Organization details' });
const field = (name: string) => within(form()).getByRole('textbox', { name });

async function acceptWith(response: OwnerAcceptResponse) {
  server.route(`POST ${INVITE_PATH}/accept`, { status: 200, body: response });
  renderOnboard();
  await screen.findByRole('form', { name: 'Organization details' });
  await userEvent.click(screen.getByRole('button', { name: 'Accept & Continue' }));
}

describe('OwnerOnboardPage', () => {
  it('shows who the invite is for, its status and expiry, and the prefilled organization', async () => {
    renderOnboard();
    expect(screen.getByText('Loading invite…')).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Organization details' });
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Invite for')).toHaveTextContent('new.owner@example.test');
    expect(term('Status')).toHaveTextContent('pending');
    expect(term('Expires')).toHaveTextContent(formatDateTime(INVITE.expires_at));
    expect(field('Organization name')).toHaveValue('Nora Lawns');
    expect(field('Website')).toHaveValue('https://nora.example');
    expect(field('Phone')).toHaveValue('555-0102');
    expect(field('Street')).toHaveValue('');
    expect(field('Owner email')).toHaveValue('new.owner@example.test');
    expect(field('Owner email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Open App' })).toHaveAttribute('href', '/app');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('keeps the state to 2 upper-case letters while typing', async () => {
    renderOnboard();
    await screen.findByRole('form', { name: 'Organization details' });
    expect(field('State')).toHaveAttribute('maxLength', '2');
    await userEvent.type(field('State'), 'nc');
    expect(field('State')).toHaveValue('NC');
  });

  it('sends the accept payload with the website normalized and empty values as null, then goes to the password ticket', async () => {
    server.route(`POST ${INVITE_PATH}/accept`, {
      status: 200,
      body: { auth0_ticket_url: 'http://identity.test/lo/reset?ticket=t', stripe_onboarding_url: 'http://pay.test/x', login_url: 'http://app.test/login' },
    });
    renderOnboard();
    await screen.findByRole('form', { name: 'Organization details' });
    await userEvent.clear(field('Website'));
    await userEvent.type(field('Website'), 'noralawns.com');
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Street'), '  1 Main St ');
    await userEvent.type(field('City'), 'Raleigh');
    await userEvent.type(field('State'), 'nc');
    await userEvent.click(screen.getByRole('button', { name: 'Accept & Continue' }));

    await waitFor(() => expect(leftTo).toEqual(['http://identity.test/lo/reset?ticket=t']));
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.headers.authorization).toBeUndefined();
    expect(post?.body).toEqual({
      name: 'Nora Lawns',
      website: 'https://noralawns.com',
      phone_number: null,
      street: '1 Main St',
      city: 'Raleigh',
      state: 'NC',
      zip: null,
    });
  });

  it('goes to payment onboarding, else sign-in, when there is no ticket', async () => {
    await acceptWith({ stripe_onboarding_url: 'http://pay.test/x', login_url: 'http://app.test/login' });
    await waitFor(() => expect(leftTo).toEqual(['http://pay.test/x']));
  });

  it('goes to sign-in when that is all there is', async () => {
    await acceptWith({ login_url: 'http://app.test/login?email=x' });
    await waitFor(() => expect(leftTo).toEqual(['http://app.test/login?email=x']));
  });

  it('keeps both buttons busy while the browser leaves, so the invite is not accepted twice', async () => {
    await acceptWith({ login_url: 'http://app.test/login?email=x' });
    await waitFor(() => expect(leftTo).toHaveLength(1));
    const acceptButton = screen.getByRole('button', { name: 'Accept & Continue' });
    expect(acceptButton).toBeDisabled();
    expect(acceptButton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeDisabled();
    const accepts = () => fetchCalls.filter((call) => call.startsWith('POST '));
    expect(accepts()).toHaveLength(1);
    fireEvent.submit(form());
    // From a submit to fetch there are only promise steps, which act drains: a second accept would be recorded now.
    await act(async () => undefined);
    expect(accepts()).toHaveLength(1);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says the invite is accepted when there is nowhere to go', async () => {
    await acceptWith({});
    expect(await screen.findByText(OWNER_INVITE_MESSAGES.accepted)).toBeInTheDocument();
    expect(leftTo).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open App' })).toBeInTheDocument();
  });

  it('shows the server error of a refused accept, else "Failed to accept invite"', async () => {

    allowConsoleError('Accepting the owner invite failed');
    server.route(`POST ${INVITE_PATH}/accept`, { status: 409, body: { error: OWNER_INVITE_MESSAGES.oneOwnerPerOrganization } });
    renderOnboard();
    await screen.findByRole('form', { name: 'Organization details' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_INVITE_MESSAGES.oneOwnerPerOrganization);

    server.route(`POST ${INVITE_PATH}/accept`, { status: 500, rawBody: 'oops' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept & Continue' }));
    expect(await screen.findByText(OWNER_INVITE_MESSAGES.failedToAccept)).toBeInTheDocument();
    expect(leftTo).toEqual([]);
  });

  it('"Skip for now" goes to the app', async () => {
    renderOnboard();
    await screen.findByRole('form', { name: 'Organization details' });
    await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(screen.getByText('Dashboard stand-in')).toBeInTheDocument();
  });

  it('explains an expired or used invite and does not offer to accept it', async () => {
    server.route(`GET ${INVITE_PATH}`, { status: 200, body: { ...INVITE, status: 'expired' } });
    renderOnboard();
    expect(await screen.findByRole('note')).toHaveTextContent(OWNER_INVITE_MESSAGES.expired);
    expect(screen.getByRole('button', { name: 'Accept & Continue' })).toBeDisabled();
  });

  it('shows "Invite not found" for an unknown code', async () => {
    renderOnboard('unknown');
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_INVITE_MESSAGES.inviteNotFound);
  });

  it('shows the server error of a failed load, else "Failed to load invite"', async () => {
    server.route(`GET ${INVITE_PATH}`, { status: 429, body: { error: 'Too many requests. Please try again shortly.' } });
    const first = renderOnboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again shortly.');
    first.unmount();

    server.route(`GET ${INVITE_PATH}`, { status: 503, rawBody: 'down' });
    renderOnboard();
    // A 5xx is tried once more (about a second) before the failure shows.
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(OWNER_INVITE_MESSAGES.failedToLoadInvite);
  });
});
