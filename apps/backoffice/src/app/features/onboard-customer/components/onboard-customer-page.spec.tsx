import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, API_ERRORS, CUSTOMER_INVITE_MESSAGES, formatDateTime, type CustomerInvite, type UserProfile } from '@fsp/contracts';
import { startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, type Session } from '@fsp/session';
import { decodeQrSvg } from '../testing/decode-qr-svg.js';
import { renderOnboardPage } from '../testing/render-onboard-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

const APP = 'http://localhost:4200';
const HOUR_MS = 3_600_000;

const owner: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'u1', role: 'owner', email: 'owner@demo.test', name: 'Olivia Owner',
  impersonating: false, real_user: null, organization_id: 'o1',
};

function invite(code: string, via: CustomerInvite['via'], createdAt: string, extra: Partial<CustomerInvite> = {}): CustomerInvite {
  return {
    code,
    via,
    email: null,
    phone: null,
    status: 'pending',
    created_at: createdAt,
    expires_at: new Date(Date.parse(createdAt) + 72 * HOUR_MS).toISOString(),
    link: `${APP}/signup/${code}`,
    ...extra,
  };
}

const EXISTING: CustomerInvite[] = [
  invite('SmsCode0000000000000003', 'sms', new Date(2030, 4, 2, 10, 0).toISOString(), { phone: '(555) 010-4242' }),
  invite('MailCode000000000000002', 'email', new Date(2030, 4, 1, 15, 0).toISOString(), { email: 'jane@example.com', status: 'expired' }),
  invite('QrCode00000000000000001', 'qr', new Date(2030, 4, 1, 9, 0).toISOString(), { status: 'completed' }),
];

let server: TestApiServer;
let invites: CustomerInvite[];
let created = 0;

function newInvite(via: CustomerInvite['via'], request: RecordedRequest, contact: Partial<CustomerInvite> = {}): CustomerInvite {
  created += 1;
  const body = request.body as { ttl_hours: number };
  const now = new Date();
  const code = `New${via}${String(created).padStart(20 - via.length, '0')}`;
  const record = invite(code, via, now.toISOString(), { ...contact, expires_at: new Date(now.getTime() + body.ttl_hours * HOUR_MS).toISOString() });
  invites = [record, ...invites];
  return record;
}

beforeEach(async () => {
  invites = [...EXISTING];
  server = await startTestApiServer({
    'GET /api/owner/invitations/recent': () => ({ status: 200, body: invites }),
    'POST /api/owner/invitations/create': (request) => ({ status: 201, body: newInvite('qr', request) }),
    'POST /api/owner/invitations/email': (request) => ({
      status: 201,
      body: { ok: true, invite: newInvite('email', request, { email: (request.body as { email: string }).email }) },
    }),
    'POST /api/owner/invitations/sms': (request) => ({
      status: 201,
      body: { ok: true, invite: newInvite('sms', request, { phone: (request.body as { phone: string }).phone }) },
    }),
  });
});

afterEach(async () => {
  await server.close();
});

function session(overrides: Partial<Session> = {}) {
  return createTestSession({ status: 'signed-in', profile: owner, getAccessToken: async () => 'owner-token', ...overrides });
}

const card = (name: string) => screen.getByRole('region', { name });
const rowCodes = () => screen.queryAllByTestId('invite-row').map((row) => row.dataset['code']);
const requestsTo = (path: string) => server.requests.filter((request) => request.path === path);
const toastTexts = () => screen.queryAllByTestId('toast').map((toast) => toast.querySelector('p')?.textContent);

describe('Onboard Customer screen', () => {
  it('lists recent invites with type, contact, code, status, created and expiry, using the token', async () => {
    renderOnboardPage({ session: session(), fetch: server.fetch });
    expect(screen.getByText('Loading recent invites…')).toBeInTheDocument();
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    expect(requestsTo('/api/owner/invitations/recent')[0].headers.authorization).toBe('Bearer owner-token');
    expect(rowCodes()).toEqual(EXISTING.map((item) => item.code));

    const headers = within(screen.getByRole('table', { name: 'Recent invites' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Type', 'Contact', 'Code', 'Status', 'Created', 'Expires', 'Actions']);
    const [sms, email, qr] = screen.getAllByTestId('invite-row');
    expect(within(sms).getByText('SMS')).toBeInTheDocument();
    expect(within(sms).getByText('(555) 010-4242')).toBeInTheDocument();
    expect(within(email).getByText('jane@example.com')).toBeInTheDocument();
    expect(within(email).getByText('expired')).toBeInTheDocument();
    expect(within(qr).getByText('QR')).toBeInTheDocument();
    expect(within(qr).getByText('completed')).toBeInTheDocument();
    expect(within(qr).getByText('QrCode00000000000000001')).toBeInTheDocument();
    const cell = (row: HTMLElement, label: string) => row.querySelector(`[data-label="${label}"]`)?.textContent;
    expect(cell(qr, 'Created')).toBe(formatDateTime(EXISTING[2].created_at));
    expect(cell(qr, 'Expires')).toBe(formatDateTime(EXISTING[2].expires_at));
    expect(cell(email, 'Code')).toBe('MailCode000000000000002');
  });

  it('offers Show QR for QR invites and Open (to /signup/{code}) for the others', async () => {
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    const [sms, email, qr] = screen.getAllByTestId('invite-row');
    expect(within(qr).queryByRole('link', { name: /Open/ })).not.toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'Open invite MailCode000000000000002' })).toHaveAttribute(
      'href',
      '/signup/MailCode000000000000002',
    );
    expect(within(sms).queryByRole('button', { name: /Show QR/ })).not.toBeInTheDocument();

    fireEvent.click(within(qr).getByRole('button', { name: 'Show QR for invite QrCode00000000000000001' }));
    const dialog = screen.getByRole('dialog', { name: 'QR invite' });
    const svg = dialog.querySelector('svg') as SVGSVGElement;
    expect(decodeQrSvg(svg)).toBe(`${APP}/signup/QrCode00000000000000001`);
    expect(within(dialog).getByRole('link', { name: `${APP}/signup/QrCode00000000000000001` })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(within(sms).getByRole('link', { name: 'Open invite SmsCode0000000000000003' }));
    expect(await screen.findByText('Signup stand-in SmsCode0000000000000003')).toBeInTheDocument();
  });

  it('filters by type, by creation day and by search over e-mail, phone and code', async () => {
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'qr' } });
    expect(rowCodes()).toEqual(['QrCode00000000000000001']);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'email' } });
    expect(rowCodes()).toEqual(['MailCode000000000000002']);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'sms' } });
    expect(rowCodes()).toEqual(['SmsCode0000000000000003']);
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'all' } });

    const date = screen.getByLabelText('Created on');
    expect(date).toHaveAttribute('type', 'date');
    fireEvent.change(date, { target: { value: '2030-05-01' } });
    expect(rowCodes()).toEqual(['MailCode000000000000002', 'QrCode00000000000000001']);
    fireEvent.change(date, { target: { value: '2030-05-03' } });
    expect(screen.getByText('No invites match your filters')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '' } });

    const search = screen.getByRole('searchbox', { name: 'Search invites' });
    fireEvent.change(search, { target: { value: 'JANE@' } });
    expect(rowCodes()).toEqual(['MailCode000000000000002']);
    fireEvent.change(search, { target: { value: '010-4242' } });
    expect(rowCodes()).toEqual(['SmsCode0000000000000003']);
    fireEvent.change(search, { target: { value: 'qrcode000' } });
    expect(rowCodes()).toEqual(['QrCode00000000000000001']);
  });

  it('creates a QR invite with the default 72 hours and shows a QR code that scans to the signup link', async () => {
    const user = userEvent.setup();
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    const qrCard = card('QR invite');
    expect(within(qrCard).getByLabelText('Expires after (hours)')).toHaveValue(72);

    await user.click(within(qrCard).getByRole('button', { name: 'Create QR invite' }));
    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.qrCreated)).toBeInTheDocument();
    expect(requestsTo('/api/owner/invitations/create')[0].body).toEqual({ via: 'qr', ttl_hours: 72 });
    const [createdInvite] = invites;
    const qr = within(qrCard).getByTestId('invite-qr');
    expect(decodeQrSvg(qr.querySelector('svg') as SVGSVGElement)).toBe(createdInvite.link);
    expect(within(qr).getByRole('link', { name: createdInvite.link })).toHaveAttribute('href', createdInvite.link);

    await user.click(within(qr).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(createdInvite.link);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await waitFor(() => expect(rowCodes()[0]).toBe(createdInvite.code));
    expect(requestsTo('/api/owner/invitations/recent')).toHaveLength(2);
  });

  it('sends the TTL normalized: 0 becomes 1 and an empty value 72', async () => {
    renderOnboardPage({ session: session(), fetch: server.fetch });
    const qrCard = card('QR invite');
    const ttl = within(qrCard).getByLabelText('Expires after (hours)');
    fireEvent.change(ttl, { target: { value: '0' } });
    fireEvent.click(within(qrCard).getByRole('button', { name: 'Create QR invite' }));
    await waitFor(() => expect(requestsTo('/api/owner/invitations/create')).toHaveLength(1));
    fireEvent.change(ttl, { target: { value: '' } });
    await waitFor(() => expect(within(qrCard).getByRole('button', { name: 'Create QR invite' })).toBeEnabled());
    fireEvent.click(within(qrCard).getByRole('button', { name: 'Create QR invite' }));
    await waitFor(() => expect(requestsTo('/api/owner/invitations/create')).toHaveLength(2));
    expect(requestsTo('/api/owner/invitations/create').map((request) => request.body)).toEqual([
      { via: 'qr', ttl_hours: 1 },
      { via: 'qr', ttl_hours: 72 },
    ]);
  });

  it('toasts "Failed to create invite" when the server gives no reason, and the server\'s reason otherwise', async () => {
    allowConsoleError('Creating a QR invite failed');
    server.route('POST /api/owner/invitations/create', { status: 500, rawBody: 'Internal error' });
    renderOnboardPage({ session: session(), fetch: server.fetch });
    const button = within(card('QR invite')).getByRole('button', { name: 'Create QR invite' });
    fireEvent.click(button);
    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.failedToCreate)).toBeInTheDocument();
    expect(within(card('QR invite')).queryByTestId('invite-qr')).not.toBeInTheDocument();

    server.route('POST /api/owner/invitations/create', { status: 403, body: { error: CUSTOMER_INVITE_MESSAGES.roleRequired } });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.roleRequired)).toBeInTheDocument();
  });

  it('needs an e-mail before sending an e-mail invite, then sends it with the TTL', async () => {
    const user = userEvent.setup();
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    const emailCard = card('Email invite');
    await user.type(within(emailCard).getByLabelText('Email'), '   ');
    await user.click(within(emailCard).getByRole('button', { name: 'Send email invite' }));
    expect(within(emailCard).getByRole('alert')).toHaveTextContent(CUSTOMER_INVITE_MESSAGES.emailRequired);
    expect(requestsTo('/api/owner/invitations/email')).toHaveLength(0);

    await user.clear(within(emailCard).getByLabelText('Email'));
    await user.type(within(emailCard).getByLabelText('Email'), 'new.customer@example.com');
    expect(within(emailCard).queryByRole('alert')).not.toBeInTheDocument();
    await user.clear(within(emailCard).getByLabelText('Expires after (hours)'));
    await user.type(within(emailCard).getByLabelText('Expires after (hours)'), '24');
    await user.click(within(emailCard).getByRole('button', { name: 'Send email invite' }));

    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.emailSent)).toBeInTheDocument();
    expect(requestsTo('/api/owner/invitations/email')[0].body).toEqual({ email: 'new.customer@example.com', ttl_hours: 24 });
    expect(within(emailCard).getByLabelText('Email')).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('invite-row')[0]).toHaveTextContent('new.customer@example.com'));
  });

  it('needs a phone before sending an SMS invite, then sends it', async () => {
    const user = userEvent.setup();
    renderOnboardPage({ session: session(), fetch: server.fetch });
    const smsCard = card('SMS invite');
    await user.click(within(smsCard).getByRole('button', { name: 'Send SMS invite' }));
    expect(within(smsCard).getByRole('alert')).toHaveTextContent(CUSTOMER_INVITE_MESSAGES.phoneRequired);
    expect(requestsTo('/api/owner/invitations/sms')).toHaveLength(0);

    await user.type(within(smsCard).getByLabelText('Phone'), '(555) 010-7777');
    await user.click(within(smsCard).getByRole('button', { name: 'Send SMS invite' }));
    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.smsSent)).toBeInTheDocument();
    expect(requestsTo('/api/owner/invitations/sms')[0].body).toEqual({ phone: '(555) 010-7777', ttl_hours: 72 });
    expect(within(smsCard).getByLabelText('Phone')).toHaveValue('');
  });

  it.each([
    ['Email invite', 'Email', 'x@example.com', 'Send email invite', '/api/owner/invitations/email', CUSTOMER_INVITE_MESSAGES.failedToSendEmail],
    ['SMS invite', 'Phone', '(555) 010-0000', 'Send SMS invite', '/api/owner/invitations/sms', CUSTOMER_INVITE_MESSAGES.failedToSendSms],
  ])('%s: toasts the failure, keeps the typed contact and refreshes the list', async (name, field, value, button, path, failure) => {
    allowConsoleError(`${name} failed`);
    server.route(`POST ${path}`, { status: 502, rawBody: 'Bad gateway' });
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    const form = card(name);
    fireEvent.change(within(form).getByLabelText(field), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: button }));
    await waitFor(() => expect(toastTexts()).toEqual([failure]));
    expect(within(form).getByLabelText(field)).toHaveValue(value);
    // The API keeps the invite when delivery fails, so the list is loaded again.
    await waitFor(() => expect(requestsTo('/api/owner/invitations/recent')).toHaveLength(2));

    server.route(`POST ${path}`, { status: 400, body: { error: 'Enter a valid email address' } });
    fireEvent.click(within(form).getByRole('button', { name: button }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('shows "Failed to load recent invites" (or the server’s reason) with a retry', async () => {
    server.route('GET /api/owner/invitations/recent', { status: 500, body: { error: API_ERRORS.internal } });
    renderOnboardPage({ session: session(), fetch: server.fetch });
    // The remote's QueryClient retries a failed load once (about a second) before showing the error.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(CUSTOMER_INVITE_MESSAGES.failedToLoadRecent);
    server.route('GET /api/owner/invitations/recent', { status: 403, body: { error: CUSTOMER_INVITE_MESSAGES.roleRequired } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(CUSTOMER_INVITE_MESSAGES.roleRequired, {}, { timeout: 4000 })).toBeInTheDocument();
    server.route('GET /api/owner/invitations/recent', () => ({ status: 200, body: invites }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
  });

  it('says when there are no invites yet', async () => {
    invites = [];
    renderOnboardPage({ session: session(), fetch: server.fetch });
    expect(await screen.findByText('No invites yet')).toBeInTheDocument();
  });

  it('lets managers invite too', async () => {
    renderOnboardPage({ session: session({ profile: { ...owner, role: 'Manager' } }), fetch: server.fetch });
    expect(card('QR invite')).toBeInTheDocument();
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
  });

  it.each(['crew_member', 'admin'])('tells a %s that owners and managers invite customers, without calling the API', async (role) => {
    const page = renderOnboardPage({ session: session({ profile: { ...owner, role } }), fetch: server.fetch });
    expect(screen.getByText(CUSTOMER_INVITE_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create QR invite' })).not.toBeInTheDocument();
    page.unmount();
    // An owner's page loading its list is the later event: a request of the first page would have gone out before it.
    renderOnboardPage({ session: session(), fetch: server.fetch });
    await waitFor(() => expect(rowCodes()).toHaveLength(3));
    expect(server.requests.map((request) => request.path)).toEqual(['/api/owner/invitations/recent']);
  });
});
