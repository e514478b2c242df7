import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_FORM_MESSAGES, MESSAGES } from '@fsp/contracts';
import { startTestApiServer } from '@fsp/api-client/testing';
import { createTestSession, type LoginOptions } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { LandingPage } from './landing-page.js';

describe('LandingPage', () => {
  it('shows the marketing copy and a Get Started link', () => {
    renderPage(<LandingPage />, { url: '/', session: createTestSession() });
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.marketingHeadline })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.marketingSubline)).toBeInTheDocument();
    expect(screen.getByText('A free trial needs no credit card.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Get Started' })) expect(link).toHaveAttribute('href', '/get-started');
  });

  it('Log in sends the user to sign-in and then to /app', async () => {
    const calls: Array<LoginOptions | undefined> = [];
    renderPage(<LandingPage />, { url: '/', session: createTestSession({ login: async (options) => void calls.push(options) }) });
    fireEvent.click(screen.getAllByRole('button', { name: 'Log in' })[0]);
    await waitFor(() => expect(calls).toEqual([{ returnTo: '/app' }]));
  });

  it('takes a demo request from the lead form under the marketing copy', async () => {
    const server = await startTestApiServer({ 'POST /api/public/leads': { status: 201, body: { ok: true, id: 'lead-1' } } });
    try {
      const user = userEvent.setup();
      renderPage(<LandingPage />, { url: '/', session: createTestSession(), fetch: server.fetch });
      expect(screen.getByRole('heading', { level: 2, name: 'See it in action' })).toBeInTheDocument();
      await user.type(screen.getByLabelText('Name'), 'Pat');
      await user.type(screen.getByLabelText('Work email'), 'pat@example.com');
      await user.type(screen.getByLabelText('Company'), 'Acme');
      expect(screen.getByLabelText('Phone (optional)')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Start free trial' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'Get a demo' }));
      expect(await screen.findByText(LEAD_FORM_MESSAGES.demoThanks)).toBeInTheDocument();
      expect(server.requests.map((request) => request.body)).toEqual([
        { name: 'Pat', email: 'pat@example.com', company: 'Acme', phone: null, source: 'demo', path: '/' },
      ]);
    } finally {
      await server.close();
    }
  });
});
