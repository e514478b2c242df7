import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import { BUILT_SCREENS } from '../app/built-screens.js';
import { BACKOFFICE_SCREENS } from '../app/screens.js';
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
  const titles: Record<string, string> = {
    services: 'Services',
    crews: 'Crew Management',
    reports: 'Reports',
    settings: 'Settings',
    customers: 'Customers',
    'onboard-customer': 'Onboard Customer',
    schedule: 'Schedule',
    invoices: 'Invoices',
    payments: 'Payments',
    insights: 'Insights',
  };
  const notBuiltYet = BACKOFFICE_SCREENS.filter((screen) => !BUILT_SCREENS[screen]).map(
    (screen) => [`/app/${screen}`, titles[screen]] as const,
  );

  it.each([['/app', 'Dashboard'] as const, ...notBuiltYet])('%s shows "%s" and the coming-soon panel', (url, title) => {
    renderAt(url);
    expect(screen.getByTestId('coming-soon')).toHaveTextContent(title ?? '');
    expect(screen.getByText(MESSAGES.comingSoon)).toBeInTheDocument();
  });

  it('every screen has a title here', () => {
    expect(BACKOFFICE_SCREENS.filter((screen) => !titles[screen])).toEqual([]);
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
