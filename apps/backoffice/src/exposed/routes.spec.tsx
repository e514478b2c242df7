import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import BackofficeRoutes from './routes.js';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/app/*" element={<BackofficeRoutes />} />
        <Route path="/signup/:code" element={<p>Signup stand-in</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('Back-office routes', () => {
  it.each([
    ['/app', 'Dashboard'],
    ['/app/services', 'Services'],
    ['/app/crews', 'Crew Management'],
    ['/app/reports', 'Reports'],
    ['/app/settings', 'Settings'],
    ['/app/customers', 'Customers'],
    ['/app/onboard-customer', 'Onboard Customer'],
    ['/app/schedule', 'Schedule'],
    ['/app/invoices', 'Invoices'],
    ['/app/payments', 'Payments'],
    ['/app/insights', 'Insights'],
  ])('%s shows "%s" and the coming-soon panel', (url, title) => {
    renderAt(url);
    expect(screen.getByTestId('coming-soon')).toHaveTextContent(title);
    expect(screen.getByText(MESSAGES.comingSoon)).toBeInTheDocument();
  });

  it('sends /app/invite/{token} to /signup/{token}', () => {
    renderAt('/app/invite/tok-123');
    expect(screen.getByText('Signup stand-in')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup/tok-123');
  });

  it('sends unknown /app paths to /app', () => {
    renderAt('/app/nothing/here');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/app$/);
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('Dashboard');
  });
});
