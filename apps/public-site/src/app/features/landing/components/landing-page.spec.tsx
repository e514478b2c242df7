import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@fsp/contracts';
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
});
