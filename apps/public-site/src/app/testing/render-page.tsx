import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiConfigProvider, type FetchLike } from '@fsp/api-client';
import { TestSessionProvider } from '@fsp/session';
import type { Session } from '@fsp/session';
import { AppProviders } from '../app-providers.js';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` (a route pattern) after opening `url`, inside this remote's providers. */
export function renderPage(
  element: ReactElement,
  { url, path = '*', session, fetch }: { url: string; path?: string; session: Session; fetch?: FetchLike },
) {
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <AppProviders>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
            <LocationProbe />
          </AppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}
