import { screen } from '@testing-library/react';
import { MESSAGES } from '@fsp/contracts';
import { createTestSession } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { NotFoundPage } from './not-found-page.js';
import { UnauthorizedPage } from './unauthorized-page.js';

describe('NotFoundPage', () => {
  it('says "Page not found" and links to dashboard, customers and settings', () => {
    renderPage(<NotFoundPage />, { url: '/no/such/page', session: createTestSession() });
    expect(screen.getByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', '/app/customers');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/app/settings');
  });
});

describe('UnauthorizedPage', () => {
  it('shows the exact refusal and a way back to the dashboard', () => {
    renderPage(<UnauthorizedPage />, { url: '/unauthorized', session: createTestSession() });
    expect(screen.getByRole('heading', { name: 'Unauthorized: You do not have permission to access this page.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/app');
  });
});
