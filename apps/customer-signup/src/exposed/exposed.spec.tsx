import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import InviteRedirect from './invite-redirect.js';
import PublicSignup from './public-signup.js';
import SignupRoutes from './signup-routes.js';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderAt(url: string, invitePath = '/invite/:token') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/signup/*" element={<SignupRoutes />} />
        <Route path="/public-signup/:code" element={<PublicSignup />} />
        <Route path={invitePath} element={<InviteRedirect />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('customer-signup exposed modules', () => {
  it('redirects /invite/{token} to /signup/{token}', () => {
    renderAt('/invite/abc123');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup\/abc123$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Request service' })).toBeInTheDocument();
  });

  it('redirects the same way when mounted at /invite/*', () => {
    renderAt('/invite/xyz', '/invite/*');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/signup\/xyz$/);
  });

  it.each([
    ['/signup/abc', 'Request service'],
    ['/signup/abc/pay', 'Add payment method'],
    ['/public-signup/abc', 'Request service'],
  ])('%s shows "%s" and the coming-soon panel', (url, title) => {
    renderAt(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.comingSoon)).toBeInTheDocument();
  });
});
