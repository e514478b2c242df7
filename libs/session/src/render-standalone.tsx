import { DEFAULT_PORTS, MESSAGES, runtimeConfigFromEnv } from '@fsp/contracts';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from './session-provider.js';
import { useSession } from './session-context.js';
import { useSignInGate } from './use-sign-in-gate.js';

export interface StandaloneOptions {
  /** Pages under /app need a signed-in user, and the shell's sign-in gate is not there to provide one. */
  requireSignIn?: boolean;
}

function SignedInUnderApp({ children }: { children: ReactNode }) {
  const gate = useSignInGate();
  const { logout } = useSession();
  const { pathname } = useLocation();
  if (pathname !== '/app' && !pathname.startsWith('/app/')) return <>{children}</>;
  if (gate.state === 'open') return <>{children}</>;
  if (gate.state === 'waiting') return <p role="status">{MESSAGES.redirectingToSignIn}</p>;
  if (gate.state === 'account-inactive') {
    return (
      <div role="alert">
        <p>{gate.error}</p>
        <button type="button" onClick={logout}>
          Sign out
        </button>
      </div>
    );
  }
  return (
    <div role="alert">
      <p>{gate.error}</p>
      <button type="button" onClick={gate.retry}>
        Try again
      </button>
    </div>
  );
}

function ElsewhereInTheApp() {
  const { pathname } = useLocation();
  const composed = `http://localhost:${DEFAULT_PORTS.shell}${pathname}`;
  return (
    <p>
      {pathname} belongs to another part of the app. Open it in the composed app: <a href={composed}>{composed}</a>
    </p>
  );
}

/**
 * A remote on its own (its rspack dev server), outside the shell: its exposed pages at their shell paths, with
 * the session on the local defaults. In the composed app the shell renders them instead.
 */
export function renderStandalone(routes: ReactNode, options: StandaloneOptions = {}): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pages = (
    <Routes>
      {routes}
      <Route path="*" element={<ElsewhereInTheApp />} />
    </Routes>
  );
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider config={runtimeConfigFromEnv({})}>{options.requireSignIn ? <SignedInUnderApp>{pages}</SignedInUnderApp> : pages}</SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
