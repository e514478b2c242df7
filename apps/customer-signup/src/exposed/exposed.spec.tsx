import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { INVITE_NOT_FOUND_OR_EXPIRED, INVOICE_PAGE_MESSAGES, SIGNUP_FORM_MESSAGES } from '@fsp/contracts';
import { ApiConfigProvider } from '@fsp/api-client';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import InviteRedirect from './invite-redirect.js';
import InvoicePage from './invoice-page.js';
import PublicSignup from './public-signup.js';
import SignupRoutes from './signup-routes.js';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

let server: TestApiServer;

beforeEach(async () => {
  // Every code is unknown to this API, which answers as the real one does.
  const unknown = { status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } };
  server = await startTestApiServer({
    'GET /api/public/signup/abc': unknown,
    'GET /api/public/signup/abc123': unknown,
    'GET /api/public/invoices/0123456789abcdef0123': { status: 404, body: { error: INVOICE_PAGE_MESSAGES.notFound } },
  });
});
afterEach(async () => {
  await server.close();
  sessionStorage.clear();
});

function renderAt(url: string, invitePath = '/invite/:token') {
  return render(
    <TestSessionProvider session={createTestSession()}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/signup/*" element={<SignupRoutes />} />
            <Route path="/public-signup/:code" element={<PublicSignup />} />
            <Route path={invitePath} element={<InviteRedirect />} />
            <Route path="/invoice/:token" element={<InvoicePage />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

describe('customer-signup exposed modules', () => {
  it('redirects /invite/{token} to /signup/{token}', async () => {
    renderAt('/invite/abc123');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup\/abc123$/);
    expect(await screen.findByText(INVITE_NOT_FOUND_OR_EXPIRED)).toBeInTheDocument();
  });

  it('redirects the same way when mounted at /invite/*', () => {
    renderAt('/invite/xyz', '/invite/*');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup\/xyz$/);
  });

  it('/signup/{code} loads the invitation and reports an unknown code', async () => {
    renderAt('/signup/abc');
    expect(await screen.findByText(INVITE_NOT_FOUND_OR_EXPIRED)).toBeInTheDocument();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toContain('GET /api/public/signup/abc');
  });

  it('/signup/{code}/pay without the stored signup details returns to the form', async () => {
    renderAt('/signup/abc/pay');
    expect(await screen.findByText(INVITE_NOT_FOUND_OR_EXPIRED)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup\/abc$/);
  });

  it('/public-signup/{code} reports an invalid code', async () => {
    renderAt('/public-signup/abc');
    expect(await screen.findByText(SIGNUP_FORM_MESSAGES.invalidInvitation)).toBeInTheDocument();
  });

  it('/invoice/{token} loads the invoice by its token and reports an unknown one', async () => {
    renderAt('/invoice/0123456789abcdef0123');
    expect(await screen.findByText(INVOICE_PAGE_MESSAGES.notFound)).toBeInTheDocument();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/public/invoices/0123456789abcdef0123']);
  });
});
