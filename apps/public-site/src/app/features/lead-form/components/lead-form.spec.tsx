import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_MESSAGES, type LeadRequest } from '@fsp/contracts';
import type { FetchInitLike, FetchLike } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer, type TestResponse } from '@fsp/api-client/testing';
import { createTestSession, TEST_RUNTIME_CONFIG, type LoginOptions, type Session } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { LeadForm, type LeadFormProps } from './lead-form.js';
import { allowConsoleError } from '@fsp/ui/testing';

const CREATED: TestResponse = { status: 201, body: { ok: true, id: 'lead-1' } };

let server: TestApiServer;
let calls: Array<{ url: string; init: FetchInitLike }>;

beforeEach(async () => {
  server = await startTestApiServer({ 'POST /api/public/leads': CREATED });
  calls = [];
});
afterEach(async () => {
  await server.close();
});

/** The real HTTP client, noting what each call asked for (URL as given, credentials). */
function recordingFetch(): FetchLike {
  return (url, init) => {
    calls.push({ url, init });
    return server.fetch(url, init);
  };
}

function renderForm(variant: LeadFormProps['variant'], { url = '/', session = createTestSession() }: { url?: string; session?: Session } = {}) {
  const user = userEvent.setup();
  const view = renderPage(<LeadForm variant={variant} />, { url, session, fetch: recordingFetch() });
  return { user, view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const leadBodies = () => server.requests.filter((request) => request.path === '/api/public/leads').map((request) => request.body as LeadRequest);

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; company?: string; phone?: string }) {
  if (values.name !== undefined) await user.type(field('Name'), values.name);
  if (values.email !== undefined) await user.type(field('Work email'), values.email);
  if (values.company !== undefined) await user.type(field('Company'), values.company);
  if (values.phone !== undefined) await user.type(field('Phone (optional)'), values.phone);
}

/** Like the real redirect, a login that never settles: the browser leaves the page. */
function leavingThePage(logins: Array<LoginOptions | undefined>): Session['login'] {
  return (options) => {
    logins.push(options);
    return new Promise<void>(() => undefined);
  };
}

/** A route that answers only when the test lets it, to look at the form while it is submitting. */
function heldRoute(answer: TestResponse) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.route('POST /api/public/leads', async () => {
    await released;
    return answer;
  });
  return () => release();
}

describe('LeadForm', () => {
  it('shows each field’s message and the banner, and sends nothing', async () => {
    const { user } = renderForm('landing');
    await user.type(field('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));

    expect(screen.getByText(LEAD_FORM_MESSAGES.fixErrors)).toBeInTheDocument();
    expect(field('Name')).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.nameRequired);
    expect(field('Work email')).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.emailRequired);
    expect(field('Company')).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.companyRequired);
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(server.requests).toEqual([]);
  });

  it('refuses an e-mail that is not shaped like one, and clears a message once the field is edited', async () => {
    const { user } = renderForm('landing');
    await fill(user, { name: 'Pat', email: 'pat@example', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(field('Work email')).toHaveAccessibleDescription(LEAD_FORM_MESSAGES.emailInvalid);
    expect(screen.getByText(LEAD_FORM_MESSAGES.fixErrors)).toBeInTheDocument();
    expect(server.requests).toEqual([]);

    await user.type(field('Work email'), '.com');
    expect(field('Work email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(LEAD_FORM_MESSAGES.fixErrors)).not.toBeInTheDocument();
  });

  it('sends a demo lead trimmed, with the page path and credentials, then thanks the visitor and clears the form', async () => {
    const { user } = renderForm('landing', { url: '/?ref=ad' });
    await fill(user, { name: '  Pat Doe ', email: ' pat@example.com  ', company: ' Acme Lawns ', phone: '  ' });
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));

    expect(await screen.findByText(LEAD_FORM_MESSAGES.demoThanks)).toHaveAttribute('role', 'status');
    expect(leadBodies()).toEqual([{ name: 'Pat Doe', email: 'pat@example.com', company: 'Acme Lawns', phone: null, source: 'demo', path: '/' }]);
    expect(calls.map((call) => [call.url, call.init.credentials])).toEqual([['/api/public/leads', 'include']]);
    for (const label of ['Name', 'Work email', 'Company', 'Phone (optional)']) expect(field(label)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Get a demo' })).toBeEnabled();
  });

  it('disables both buttons and reads "Submitting…" while a demo lead is sent', async () => {
    const release = heldRoute(CREATED);
    const { user } = renderForm('landing');
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));

    const submitting = await screen.findByRole('button', { name: LEAD_FORM_MESSAGES.submitting });
    expect(submitting).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeDisabled();
    release();
    expect(await screen.findByText(LEAD_FORM_MESSAGES.demoThanks)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Get a demo' })).toBeEnabled();
  });

  it('says "Could not submit. Please try again." when the demo lead fails, keeping what was typed', async () => {
    allowConsoleError('Sending the lead failed');
    server.route('POST /api/public/leads', { status: 500, body: { error: 'Something went wrong. Please try again.' } });
    const { user } = renderForm('landing');
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));

    expect(await screen.findByText(LEAD_FORM_MESSAGES.demoFailed)).toHaveAttribute('role', 'alert');
    expect(field('Name')).toHaveValue('Pat');
    expect(screen.getByRole('button', { name: 'Get a demo' })).toBeEnabled();
  });

  it('does not thank the visitor when the API answers without a lead id', async () => {
    allowConsoleError('Sending the lead failed');
    server.route('POST /api/public/leads', { status: 201, body: { ok: true } });
    const { user } = renderForm('landing');
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));
    expect(await screen.findByText(LEAD_FORM_MESSAGES.demoFailed)).toBeInTheDocument();
    expect(screen.queryByText(LEAD_FORM_MESSAGES.demoThanks)).not.toBeInTheDocument();
  });

  it('sends a trial lead, then opens the sign-up with the e-mail hint, the trial intent and the enforce flag', async () => {
    const logins: Array<LoginOptions | undefined> = [];
    const session = createTestSession({ login: leavingThePage(logins) });
    const { user } = renderForm('landing', { session });
    await fill(user, { name: 'Pat', email: ' Pat@Example.com ', company: 'Acme', phone: ' 555-0100 ' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(leadBodies()).toEqual([{ name: 'Pat', email: 'Pat@Example.com', company: 'Acme', phone: '555-0100', source: 'trial', path: '/' }]);
    expect(logins[0]).toEqual({
      screenHint: 'signup',
      loginHint: 'Pat@Example.com',
      returnTo: '/onboarding-callback',
      extraParams: { intent: 'trial', enforce: 'true' },
    });
    expect(screen.getByRole('button', { name: LEAD_FORM_MESSAGES.redirecting })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Get a demo' })).toBeDisabled();
  });

  it('reads "Redirecting…" while the trial lead is sent, and signs up only after it was stored', async () => {
    const release = heldRoute(CREATED);
    const logins: Array<LoginOptions | undefined> = [];
    const session = createTestSession({ login: async (options) => void logins.push(options) });
    const { user } = renderForm('landing', { session });
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    expect(await screen.findByRole('button', { name: LEAD_FORM_MESSAGES.redirecting })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Get a demo' })).toBeDisabled();
    expect(logins).toEqual([]);
    release();
    await waitFor(() => expect(logins).toHaveLength(1));
  });

  it('says "Could not start the trial. Please try again." when the trial lead fails, without signing up', async () => {
    allowConsoleError('Sending the lead failed');
    server.route('POST /api/public/leads', { status: 429, body: { error: 'Too many requests. Please try again shortly.' } });
    const logins: Array<LoginOptions | undefined> = [];
    const { user } = renderForm('landing', { session: createTestSession({ login: async (options) => void logins.push(options) }) });
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    expect(await screen.findByText(LEAD_FORM_MESSAGES.trialFailed)).toHaveAttribute('role', 'alert');
    expect(logins).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  });

  it('logs a failed sign-up redirect and lets the visitor retry', async () => {
    const logged = allowConsoleError('Sign-up redirect failed');
    let attempts = 0;
    const session = createTestSession({
      login: async () => {
        attempts += 1;
        throw new Error('The identity provider is unreachable');
      },
    });
    const { user } = renderForm('landing', { session });
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));

    expect(await screen.findByText(LEAD_FORM_MESSAGES.trialFailed)).toBeInTheDocument();
    expect(logged.calls).toEqual([['Sign-up redirect failed', expect.any(Error)]]);
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(attempts).toBe(2));
  });

  it('treats a redirect failure the session reports through its error like a rejected login', async () => {
    const session = createTestSession({ login: async () => undefined, error: null });
    const { user, view } = renderForm('landing', { session });
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Start free trial' }));
    await screen.findByRole('button', { name: LEAD_FORM_MESSAGES.redirecting });
    await waitFor(() => expect(server.requests).toHaveLength(1));

    view.setSession({ ...session, error: 'Sign-in failed: popup closed' });
    expect(await screen.findByText(LEAD_FORM_MESSAGES.trialFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
  });

  it('sends lead calls to the public API host when the runtime config names one', async () => {
    const session = createTestSession({
      runtimeConfig: { ...TEST_RUNTIME_CONFIG, apiBaseUrl: `${server.origin}/` },
      login: () => new Promise<void>(() => undefined),
    });
    const { user } = renderForm('landing', { session });
    await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
    await user.click(screen.getByRole('button', { name: 'Get a demo' }));

    await screen.findByText(LEAD_FORM_MESSAGES.demoThanks);
    expect(calls.map((call) => [call.url, call.init.credentials])).toEqual([[`${server.origin}/api/public/leads`, 'include']]);
  });

  describe('on /get-started', () => {
    it('has one Get Started button and the terms notice, and sends a trial lead from /get-started', async () => {
      const logins: Array<LoginOptions | undefined> = [];
      const session = createTestSession({ login: leavingThePage(logins) });
      const { user } = renderForm('get-started', { url: '/get-started', session });
      const form = screen.getByRole('button', { name: 'Get Started' }).closest('form') as HTMLFormElement;
      expect(within(form).getAllByRole('button')).toHaveLength(1);
      expect(screen.getByText(LEAD_FORM_MESSAGES.termsNotice)).toBeInTheDocument();

      await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
      await user.type(field('Company'), '{Enter}');
      expect(await screen.findByRole('button', { name: LEAD_FORM_MESSAGES.redirecting })).toBeDisabled();
      await waitFor(() => expect(logins).toHaveLength(1));
      expect(leadBodies()).toEqual([{ name: 'Pat', email: 'pat@example.com', company: 'Acme', phone: null, source: 'trial', path: '/get-started' }]);
      expect(logins[0]).toMatchObject({ screenHint: 'signup', loginHint: 'pat@example.com', returnTo: '/onboarding-callback' });
    });

    it('says "Could not start the trial. Please try again." when the lead fails', async () => {
      allowConsoleError('Sending the lead failed');
      server.route('POST /api/public/leads', { status: 503, rawBody: 'Service Unavailable' });
      const { user } = renderForm('get-started', { url: '/get-started' });
      await fill(user, { name: 'Pat', email: 'pat@example.com', company: 'Acme' });
      await user.click(screen.getByRole('button', { name: 'Get Started' }));
      expect(await screen.findByText(LEAD_FORM_MESSAGES.trialFailed)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Get Started' })).toBeEnabled();
    });

    it('shows the same validation messages and banner', async () => {
      const { user } = renderForm('get-started', { url: '/get-started' });
      await user.click(screen.getByRole('button', { name: 'Get Started' }));
      expect(screen.getByText(LEAD_FORM_MESSAGES.fixErrors)).toBeInTheDocument();
      expect(screen.getByText(LEAD_FORM_MESSAGES.nameRequired)).toBeInTheDocument();
      expect(screen.getByText(LEAD_FORM_MESSAGES.emailRequired)).toBeInTheDocument();
      expect(screen.getByText(LEAD_FORM_MESSAGES.companyRequired)).toBeInTheDocument();
      expect(server.requests).toEqual([]);
    });
  });
});
