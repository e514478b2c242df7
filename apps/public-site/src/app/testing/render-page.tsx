import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiConfigProvider, type FetchLike } from '@fsp/api-client';
import { TestSessionProvider } from '@fsp/session';
import { PublicSiteProviders } from '../components/public-site-providers.js';
import type { Session } from '@fsp/session';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `path` (a route pattern) after opening `url`, inside this remote's providers. */
export function renderPage(
  element: ReactElement,
  { url, path = '*', session, fetch }: { url: string; path?: string; session: Session; fetch?: FetchLike },
) {
  const tree = (current: Session) => (
    <TestSessionProvider session={current}>
      <ApiConfigProvider config={{ fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <PublicSiteProviders>
            <Routes>
              <Route path={path} element={element} />
            </Routes>
            <LocationProbe />
          </PublicSiteProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>
  );
  const result = render(tree(session));
  /** Swaps the session in place, as the real provider does when its state changes. */
  return { ...result, setSession: (next: Session) => result.rerender(tree(next)) };
}
