import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_MESSAGES } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, type LoginOptions } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { GetStartedPage } from './get-started-page.js';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer({ 'POST /api/public/leads': { status: 201, body: { ok: true, id: 'lead-1' } } });
});
afterEach(async () => {
  await server.close();
});

describe('GetStartedPage', () => {
  it('signs a trial up: lead first, then the identity provider’s sign-up with the e-mail prefilled', async () => {
    const logins: Array<LoginOptions | undefined> = [];
    const session = createTestSession({ login: async (options) => void logins.push(options) });
    const user = userEvent.setup();
    renderPage(<GetStartedPage />, { url: '/get-started', session, fetch: server.fetch });

    expect(screen.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeInTheDocument();
    expect(screen.getByText(LEAD_FORM_MESSAGES.noCardNeeded)).toBeInTheDocument();
    expect(screen.getByText(LEAD_FORM_MESSAGES.termsNotice)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Pat Doe');
    await user.type(screen.getByLabelText('Work email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Company'), 'Acme Lawns');
    await user.type(screen.getByLabelText('Phone (optional)'), '555-0100');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(logins).toHaveLength(1));
    expect(server.requests.map((request) => request.body)).toEqual([
      { name: 'Pat Doe', email: 'pat@example.com', company: 'Acme Lawns', phone: '555-0100', source: 'trial', path: '/get-started' },
    ]);
    expect(logins[0]).toEqual({
      screenHint: 'signup',
      loginHint: 'pat@example.com',
      returnTo: '/onboarding-callback',
      extraParams: { intent: 'trial', enforce: 'true' },
    });
  });
});
