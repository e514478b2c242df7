import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiConfigProvider, type FetchLike, RemoteAppProviders } from '@fsp/api-client';
import { TestSessionProvider, type Session } from '@fsp/session';

/** Renders `element` at `path` inside this remote's providers, with stand-ins for where pages send people. */
export function renderPage(
  element: ReactElement,
  { url, path, session, fetch }: { url: string; path: string; session: Session; fetch?: FetchLike },
) {
  const tree = (current: Session) => (
    <TestSessionProvider session={current}>
      <ApiConfigProvider config={{ fetch }}>
        <MemoryRouter initialEntries={[url]}>
          <RemoteAppProviders>
            <Routes>
              <Route path={path} element={element} />
              <Route path="/app" element={<p>Dashboard stand-in</p>} />
              <Route path="/unauthorized" element={<p>Unauthorized stand-in</p>} />
            </Routes>
          </RemoteAppProviders>
        </MemoryRouter>
      </ApiConfigProvider>
    </TestSessionProvider>
  );
  const result = render(tree(session));
  return { ...result, setSession: (next: Session) => result.rerender(tree(next)) };
}
